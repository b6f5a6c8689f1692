import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const vehicleColumns = () => ({
  id: serial('id').primaryKey(),
  year: integer('year').notNull(),
  make: text('make').notNull(),
  model: text('model').notNull(),
  mileage: integer('mileage').notNull().default(0),
  color: text('color').notNull().default(''),
  transmission: text('transmission').notNull().default('automatic'),
  fuelType: text('fuel_type').notNull().default('petrol'),
  description: text('description').notNull().default(''),
  // Ordered lists that are always read and written whole with their car: jsonb (docs/decisions/0004).
  features: jsonb('features').$type<string[]>().notNull().default([]),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  status: text('status').notNull().default('available'),
  // Millisecond precision for the admin list's keyset cursor (see createdAtMs in leads.ts).
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`date_trunc('milliseconds', now())`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cars = pgTable(
  'cars',
  { ...vehicleColumns(), price: integer('price').notNull().default(0) },
  (t) => [index('cars_status_idx').on(t.status, t.id), index('cars_created_idx').on(t.createdAt, t.id)],
);

export const hireCars = pgTable(
  'hire_cars',
  { ...vehicleColumns(), dailyRate: integer('daily_rate').notNull().default(0) },
  (t) => [index('hire_cars_status_idx').on(t.status), index('hire_cars_created_idx').on(t.createdAt, t.id)],
);

export const hireCarBlockouts = pgTable(
  'hire_car_blockouts',
  {
    id: serial('id').primaryKey(),
    hireCarId: integer('hire_car_id')
      .notNull()
      .references(() => hireCars.id, { onDelete: 'cascade' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    reason: text('reason'),
  },
  (t) => [index('blockouts_car_idx').on(t.hireCarId, t.startDate)],
);
