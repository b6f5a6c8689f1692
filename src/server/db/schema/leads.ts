import { sql } from 'drizzle-orm';
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
import type { Attribution } from '../../../shared/schemas/attribution';
import type { LeadEventData } from '../../../shared/schemas/lead-desk';
import type { VehicleEnquiry } from '../../../shared/schemas/leads';
import {
  belongsTo,
  createdAtMs,
  idTable,
  leadTable,
  nameKeyOf,
  personColumns,
  unsubscribeToken,
} from './columns';
import { mailOutbox, users } from './system';

export const subscribers = idTable(
  'subscribers',
  {
    ...personColumns(),
    createdAt: createdAtMs(),
    /** For the one-click unsubscribe link of every marketing e-mail (see waitlist.ts). */
    unsubscribeToken: unsubscribeToken(),
    /** Kept, not deleted, when they leave: the consent history stays. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  // Case-insensitive uniqueness is enforced by storing the e-mail lower-cased.
  (t) => [
    uniqueIndex('subscribers_email_idx').on(t.email),
    uniqueIndex('subscribers_unsubscribe_token_idx').on(t.unsubscribeToken),
  ],
);

export const contactSubmissions = leadTable('contact_submissions', 'contact_status_idx', {
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull(),
  contactNumber: text('contact_number'),
  businessName: text('business_name'),
  message: text('message').notNull().default(''),
  vehicleEnquiry: jsonb('vehicle_enquiry').$type<VehicleEnquiry | null>(),
  bookingDates: jsonb('booking_dates').$type<{ start: string; end: string } | null>(),
});

export const sellSubmissions = leadTable('sell_submissions', 'sell_status_idx', {
  submissionType: text('submission_type').notNull(),
  ...personColumns(),
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
});

export const acquisitions = leadTable('acquisitions', 'acquisitions_status_idx', {
  ...personColumns(),
  contactNumber: text('contact_number'),
  budgetNotes: text('budget_notes'),
});

export const acquisitionCars = idTable(
  'acquisition_cars',
  {
    acquisitionId: belongsTo('acquisition_id', () => acquisitions.id),
    position: integer('position').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
    targetBudget: integer('target_budget'),
    notes: text('notes'),
  },
  (t) => [
    index('acquisition_cars_parent_idx').on(t.acquisitionId, t.position),
    // A car put on sale looks for the desired cars of its make (waitlist matches).
    index('acquisition_cars_make_key_idx').on(nameKeyOf(t.make)),
  ],
);

export const financeApplications = leadTable('finance_applications', 'finance_status_idx', {
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  employmentStatus: text('employment_status').notNull(),
  annualIncome: text('annual_income').notNull(),
});

/**
 * One row per lead of every kind (subscribers included): the inbox, search, filters, counts and "earlier
 * enquiries from the same person" all read this one narrow table, kept in step by the lead services in
 * the same transaction as the lead itself. `search` is the lead's searchable text, lower-cased, with a
 * trigram index so "contains" searches stay fast at 100,000 leads.
 */
export const leadIndex = idTable(
  'lead_index',
  {
    kind: text('kind').notNull(),
    leadId: integer('lead_id').notNull(),
    /** null for subscribers, which have no status. */
    status: text('status'),
    /** Sell or consignment for a sell submission; null for the other kinds. */
    subtype: text('subtype'),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** Digits only, Australian +61 written as 0, so "+61 412 345 678" finds "0412345678". */
    phone: text('phone'),
    summary: text('summary').notNull().default(''),
    search: text('search').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The channel the lead is counted under (shared/schemas/attribution.ts sourceOf); null before issue 30. */
    source: text('source'),
    /** First and last touch of the visit that sent the lead, or the provider's details for ADF in. */
    attribution: jsonb('attribution').$type<Attribution | null>(),
    /**
     * The lead's first staff action (its earliest lead_events row with a username, by time then id): when
     * and by whom. Kept by a trigger on lead_events (migration 0010), so every way an event is written
     * keeps it exact in that write's transaction; the response-times report reads it instead of looking
     * up every lead's timeline (issue 32's 200 ms budget at 100,000 leads).
     */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    firstResponseBy: text('first_response_by'),
  },
  (t) => [
    uniqueIndex('lead_index_lead_idx').on(t.kind, t.leadId),
    index('lead_index_created_idx').on(t.createdAt, t.id),
    index('lead_index_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('lead_index_status_idx').on(t.status, t.kind, t.createdAt),
    index('lead_index_email_idx').on(t.email),
    index('lead_index_phone_idx').on(t.phone),
    index('lead_index_source_idx').on(t.source, t.createdAt),
    // The response-times report reads these three columns of the answerable leads of a range: from the
    // index alone, not from rows that carry each lead's searchable text.
    index('lead_index_first_response_idx')
      .on(t.createdAt, t.firstResponseAt, t.firstResponseBy)
      .where(sql`${t.kind} <> 'subscriber'`),
    index('lead_index_search_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);

/**
 * How many leads there are of each kind, subtype and status, kept in step with lead_index by the same
 * transactions: the totals under the lists and the Overview's counts are a lookup, not a count of
 * 100,000 rows. Rebuilt from lead_index at every start, so it cannot drift for long.
 */
export const leadCounts = pgTable(
  'lead_counts',
  {
    kind: text('kind').notNull(),
    /** '' where the kind has no subtype or status (subscribers). */
    subtype: text('subtype').notNull().default(''),
    status: text('status').notNull().default(''),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subtype, t.status] })],
);

/** A lead's history beyond its arrival: status changes, staff notes and e-mails, each with who and when. */
export const leadEvents = idTable(
  'lead_events',
  {
    kind: text('kind').notNull(),
    leadId: integer('lead_id').notNull(),
    type: text('type').notNull(),
    /** The staff member; null for what the system did (the automatic reply). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written at the time, so the history still reads right if the account goes. */
    username: text('username'),
    data: jsonb('data').$type<LeadEventData>().notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAtMs(),
  },
  (t) => [index('lead_events_lead_idx').on(t.kind, t.leadId, t.createdAt)],
);

/** Single row (id 1): how soon a new lead must be answered before it shows as overdue. */
export const leadSettings = pgTable('lead_settings', {
  id: integer('id').primaryKey().default(1),
  responseHours: integer('response_hours').notNull().default(2),
});
