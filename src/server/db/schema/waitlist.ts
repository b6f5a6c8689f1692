/**
 * The waitlist meeting the stock (issue 17): acquisition matches, new-arrival digests and watched cars.
 * Every marketing address carries an unsubscribe token (`unsubscribeToken` in columns.ts).
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { belongsTo, createdAtMs, idTable, unsubscribeToken } from './columns';
import { acquisitionCars, acquisitions, subscribers } from './leads';
import { mailOutbox } from './system';

/** A car for sale that fits one desired-car entry of an open acquisition request. */
export const acquisitionMatches = idTable(
  'acquisition_matches',
  {
    carId: belongsTo('car_id', () => cars.id),
    acquisitionId: belongsTo('acquisition_id', () => acquisitions.id),
    acquisitionCarId: belongsTo('acquisition_car_id', () => acquisitionCars.id),
    matchedAt: createdAtMs(),
  },
  (t) => [
    uniqueIndex('acquisition_matches_pair_idx').on(t.carId, t.acquisitionCarId),
    // A request's matching cars, and the pairs (request, car) that "Send to client" works on.
    index('acquisition_matches_request_car_idx').on(t.acquisitionId, t.carId),
  ],
);

/** "Send to client": once per car and request, whatever entries of the request the car fits. */
export const acquisitionMatchSends = pgTable(
  'acquisition_match_sends',
  {
    acquisitionId: belongsTo('acquisition_id', () => acquisitions.id),
    carId: belongsTo('car_id', () => cars.id),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.acquisitionId, t.carId] })],
);

/** One new-arrivals digest: the cars listed since the previous one, sent to subscribers in batches. */
export const digestRuns = idTable('digest_runs', {
  /** Cars listed after this moment (the previous digest's start) are in this one. */
  listedSince: timestamp('listed_since', { withTimezone: true }).notNull(),
  carIds: jsonb('car_ids').$type<number[]>().notNull(),
  startedAt: createdAtMs(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** Who has been sent a digest: written with their queued mail, so a restart never sends it twice. */
export const digestSends = pgTable(
  'digest_sends',
  {
    runId: belongsTo('run_id', () => digestRuns.id),
    subscriberId: belongsTo('subscriber_id', () => subscribers.id),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.runId, t.subscriberId] })],
);

/** Single row (id 1): whether the daily new-arrivals digest goes out. */
export const waitlistSettings = pgTable('waitlist_settings', {
  id: integer('id').primaryKey().default(1),
  digestEnabled: integer('digest_enabled').notNull().default(1),
});

/** "Notify me": one address following one car, alerted once when its price drops or it is sold. */
export const carWatches = idTable(
  'car_watches',
  {
    carId: belongsTo('car_id', () => cars.id),
    email: text('email').notNull(),
    /** The price when the watch began (or at the last alert): a drop is measured from here. */
    price: integer('price'),
    unsubscribeToken: unsubscribeToken(),
    createdAt: createdAtMs(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    /** 'price-drop' | 'sold' once alerted. */
    alertKind: text('alert_kind'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('car_watches_car_email_idx').on(t.carId, t.email),
    uniqueIndex('car_watches_token_idx').on(t.unsubscribeToken),
  ],
);
