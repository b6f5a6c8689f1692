/** What the reports read beyond the records themselves (issue 32): every change of a car's price. */
import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { belongsTo, idTable } from './columns';
import { users } from './system';

/** One change of a car's asking price, written in the transaction that saves the car. */
export const carPriceChanges = idTable(
  'car_price_changes',
  {
    carId: belongsTo('car_id', () => cars.id),
    fromPrice: integer('from_price').notNull(),
    toPrice: integer('to_price').notNull(),
    /** The staff member; null when the account is gone or nobody signed in made the change. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written at the time, so the history still reads right if the account goes. */
    username: text('username'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('car_price_changes_car_idx').on(t.carId, t.changedAt),
    index('car_price_changes_changed_idx').on(t.changedAt),
  ],
);
