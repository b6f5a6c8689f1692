import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { BookingQuote } from '../../../shared/hire-booking';
import { belongsTo, createdAtMs, idTable, nameKeyOf } from './columns';
import { contactSubmissions } from './leads';

const vehicleColumns = () => ({
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
  // The dealer's details beyond the listing basics; null while not known (shared/schemas/car.ts).
  bodyType: text('body_type'),
  vin: text('vin'),
  stockNumber: text('stock_number'),
  engine: text('engine'),
  drivetrain: text('drivetrain'),
  interiorColor: text('interior_color'),
  seats: integer('seats'),
  doors: integer('doors'),
  registrationPlate: text('registration_plate'),
  // YYYY-MM-DD, a calendar day like the blockout days.
  registrationExpiry: text('registration_expiry'),
  createdAt: createdAtMs(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cars = idTable(
  'cars',
  {
    ...vehicleColumns(),
    price: integer('price').notNull().default(0),
    /** When the car was last marked sold (null while for sale): the reports' days to sell. */
    soldAt: timestamp('sold_at', { withTimezone: true }),
  },
  // The public search filters on status first (available or sold), then sorts: one index per sort, so a
  // page is read in order and stops early. lower(make) serves the make filter, which ignores case.
  (t) => [
    index('cars_status_created_idx').on(t.status, t.createdAt, t.id),
    index('cars_status_price_idx').on(t.status, t.price, t.id),
    index('cars_status_year_idx').on(t.status, t.year, t.id),
    index('cars_status_mileage_idx').on(t.status, t.mileage, t.id),
    index('cars_make_idx').on(sql`lower(${t.make})`),
    index('cars_created_idx').on(t.createdAt, t.id),
    index('cars_sold_at_idx').on(t.soldAt),
    // A new acquisition request looks for the cars for sale of its makes (waitlist matches).
    index('cars_available_make_key_idx').on(nameKeyOf(t.make)).where(sql`${t.status} = 'available'`),
  ],
);

export const hireCars = idTable(
  'hire_cars',
  {
    ...vehicleColumns(),
    dailyRate: integer('daily_rate').notNull().default(0),
    bond: integer('bond').notNull().default(0),
    kmPerDay: integer('km_per_day').notNull().default(0),
    // Whole cents, so that money never meets floating point in the database.
    excessCentsPerKm: integer('excess_cents_per_km').notNull().default(0),
    minDriverAge: integer('min_driver_age').notNull().default(21),
    minDays: integer('min_days').notNull().default(1),
  },
  (t) => [index('hire_cars_status_idx').on(t.status), index('hire_cars_created_idx').on(t.createdAt, t.id)],
);

export const hireCarBlockouts = idTable(
  'hire_car_blockouts',
  {
    hireCarId: belongsTo('hire_car_id', () => hireCars.id),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    reason: text('reason'),
  },
  (t) => [index('blockouts_car_idx').on(t.hireCarId, t.startDate)],
);

/**
 * A hire booking request: the enquiry (a contact submission with bookingDates) plus what only a booking
 * has. Confirming it creates its blockout; the car's calendar is its blockouts alone.
 */
export const hireBookings = idTable(
  'hire_bookings',
  {
    contactSubmissionId: belongsTo('contact_submission_id', () => contactSubmissions.id).unique(),
    hireCarId: belongsTo('hire_car_id', () => hireCars.id),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    pickupTime: text('pickup_time').notNull(),
    returnTime: text('return_time').notNull(),
    // The quote as the customer saw it when asking: later rate changes do not alter a request.
    quote: jsonb('quote').$type<BookingQuote>().notNull(),
    status: text('status').notNull().default('requested'),
    blockoutId: integer('blockout_id').references(() => hireCarBlockouts.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtMs(),
  },
  (t) => [index('hire_bookings_car_idx').on(t.hireCarId, t.status, t.startDate)],
);
