import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VehicleEnquiry } from '../../../shared/schemas/leads';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  // Case-insensitive uniqueness is enforced by storing the e-mail lower-cased.
  (t) => [uniqueIndex('subscribers_email_idx').on(t.email)],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    contactNumber: text('contact_number'),
    businessName: text('business_name'),
    message: text('message').notNull().default(''),
    vehicleEnquiry: jsonb('vehicle_enquiry').$type<VehicleEnquiry | null>(),
    bookingDates: jsonb('booking_dates').$type<{ start: string; end: string } | null>(),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_status_idx').on(t.status, t.createdAt)],
);

export const sellSubmissions = pgTable(
  'sell_submissions',
  {
    id: serial('id').primaryKey(),
    submissionType: text('submission_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    mileage: text('mileage').notNull(),
    registration: text('registration'),
    color: text('color'),
    transmission: text('transmission').notNull().default('automatic'),
    fuelType: text('fuel_type').notNull().default('petrol'),
    condition: text('condition').notNull().default('excellent'),
    price: integer('price'),
    financePayout: text('finance_payout'),
    description: text('description'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('sell_status_idx').on(t.status, t.createdAt)],
);

export const acquisitions = pgTable(
  'acquisitions',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number'),
    budgetNotes: text('budget_notes'),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('acquisitions_status_idx').on(t.status, t.createdAt)],
);

export const acquisitionCars = pgTable(
  'acquisition_cars',
  {
    id: serial('id').primaryKey(),
    acquisitionId: integer('acquisition_id')
      .notNull()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
    targetBudget: integer('target_budget'),
    notes: text('notes'),
  },
  (t) => [index('acquisition_cars_parent_idx').on(t.acquisitionId, t.position)],
);

export const financeApplications = pgTable(
  'finance_applications',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    employmentStatus: text('employment_status').notNull(),
    annualIncome: text('annual_income').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('finance_status_idx').on(t.status, t.createdAt)],
);
