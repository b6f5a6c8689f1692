import { randomInt } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { InboxKind, LeadKind } from '../../../shared/schemas/lead-desk';
import {
  type Acquisition,
  type AcquisitionInput,
  ALREADY_SUBSCRIBED_MESSAGE,
  type acquisitionStatuses,
  type ContactSubmission,
  type ContactSubmissionInput,
  type contactStatuses,
  type DesiredCar,
  type FinanceApplication,
  type financeApplicationInput,
  type financeStatuses,
  type SellSubmission,
  type SellSubmissionInput,
  type Subscriber,
  type sellStatuses,
  type subscriberInput,
} from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import {
  acquisitionCars,
  acquisitions,
  contactSubmissions,
  financeApplications,
  sellSubmissions,
  subscribers,
} from '../../db/schema/index';
import type { Env } from '../../env';
import { AppError, notFound } from '../../lib/errors';
import { enqueueAutoReply, enqueueStaffNotice } from '../../mail/templates';
import { type Actor, recordEvent } from './lead-events';
import { indexLead, setIndexedStatus, unindexLead } from './lead-index';
import {
  acquisitionNotice,
  contactNotice,
  financeNotice,
  sellNotice,
  subscriberNotice,
} from './leads.notices';

export type LeadEnv = Pick<Env, 'STAFF_EMAIL' | 'MAIL_FROM' | 'PUBLIC_URL'>;

/** A filled honeypot means a bot: it gets the normal answer, and nothing is stored or sent. */
const caughtByHoneypot = (input: { website?: string }) => !!input.website?.trim();
/** The id a bot sees: shaped like a real one so the answer gives nothing away. */
const decoyId = () => randomInt(1, 100_000);

type LeadTable = PgTable & { id: PgColumn; status: PgColumn };
const statusTables: Record<InboxKind, LeadTable> = {
  contact: contactSubmissions,
  sell: sellSubmissions,
  acquisition: acquisitions,
  finance: financeApplications,
};
const leadLabels: Record<LeadKind, string> = {
  contact: 'Contact submission',
  sell: 'Sell your car submission',
  acquisition: 'Acquisition request',
  finance: 'Finance application',
  subscriber: 'Subscriber',
};

/**
 * Sets a lead's status and, when it really changed, writes who changed it from what on its timeline and
 * updates the inbox row: all in one transaction, so the history never disagrees with the lead.
 */
async function changeStatus<Row>(
  db: Db,
  kind: InboxKind,
  id: number,
  status: string,
  actor: Actor,
): Promise<Row> {
  const table = statusTables[kind];
  return db.transaction(async (tx) => {
    const [before] = (await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .for('update')) as { status: string }[];
    if (!before) throw notFound(leadLabels[kind]);
    const [row] = (await tx.update(table).set({ status }).where(eq(table.id, id)).returning()) as Row[];
    if (before.status !== status) {
      await recordEvent(tx, kind, id, actor, { type: 'status', from: before.status, to: status });
      await setIndexedStatus(tx, kind, id, before.status, status);
    }
    return row;
  });
}

/** Deletes a lead with its inbox row and timeline (desired cars go by ON DELETE CASCADE). */
async function deleteLead(db: Db, kind: LeadKind, table: PgTable & { id: PgColumn }, id: number) {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (gone.length === 0) throw notFound(leadLabels[kind]);
    await unindexLead(tx, kind, id);
  });
}

// ---------------------------------------------------------------- contact submissions

export type ContactRow = typeof contactSubmissions.$inferSelect;
export const toContact = (row: ContactRow): ContactSubmission => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  contactNumber: row.contactNumber,
  businessName: row.businessName,
  message: row.message,
  vehicleEnquiry: row.vehicleEnquiry ?? null,
  bookingDates: row.bookingDates ?? null,
  status: row.status as ContactSubmission['status'],
  createdAt: row.createdAt.toISOString(),
});

/** The row of a new public enquiry: whatever a client sends, it starts as new; only staff move it on. */
export const contactValues = (input: ContactSubmissionInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  contactNumber: input.contactNumber ?? null,
  businessName: input.businessName ?? null,
  message: input.message,
  vehicleEnquiry: input.vehicleEnquiry ?? null,
  bookingDates: input.bookingDates ?? null,
  status: 'new',
});

export async function createContactSubmission(
  db: Db,
  env: LeadEnv,
  input: ContactSubmissionInput,
): Promise<ContactSubmission> {
  const values = contactValues(input);
  if (caughtByHoneypot(input)) return toContact({ ...values, id: decoyId(), createdAt: new Date() });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactSubmissions).values(values).returning();
    const record = toContact(row);
    await indexLead(tx, 'contact', record);
    await enqueueStaffNotice(tx, env, contactNotice(record));
    const reply = await enqueueAutoReply(tx, record.email);
    if (reply) {
      const mail = {
        type: 'email',
        to: record.email,
        subject: reply.subject,
        body: reply.body,
        automatic: true,
      } as const;
      await recordEvent(tx, 'contact', record.id, null, mail, reply.mailId);
    }
    return record;
  });
}

export async function listContactSubmissions(db: Db): Promise<ContactSubmission[]> {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  return rows.map(toContact);
}

export async function updateContactStatus(
  db: Db,
  id: number,
  status: (typeof contactStatuses)[number],
  actor: Actor = null,
): Promise<ContactSubmission> {
  return toContact(await changeStatus<ContactRow>(db, 'contact', id, status, actor));
}

export const deleteContactSubmission = (db: Db, id: number) =>
  deleteLead(db, 'contact', contactSubmissions, id);

// ---------------------------------------------------------------- subscribers

export type SubscriberRow = typeof subscribers.$inferSelect;
export const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

export const subscriberValues = (input: z.infer<typeof subscriberInput>) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email.toLowerCase(),
});

/** Subscribes an e-mail once; a second subscribe with the same address (any case) is a 409. */
export async function subscribe(
  db: Db,
  env: LeadEnv,
  input: z.infer<typeof subscriberInput>,
): Promise<Subscriber> {
  const values = subscriberValues(input);
  if (caughtByHoneypot(input)) return toSubscriber({ ...values, id: decoyId(), createdAt: new Date() });
  return db.transaction(async (tx) => {
    // ON CONFLICT rather than look-then-insert: two simultaneous subscribes cannot both succeed.
    const [row] = await tx
      .insert(subscribers)
      .values(values)
      .onConflictDoNothing({ target: subscribers.email })
      .returning();
    if (!row) throw new AppError('conflict', ALREADY_SUBSCRIBED_MESSAGE);
    const record = toSubscriber(row);
    await indexLead(tx, 'subscriber', record);
    await enqueueStaffNotice(tx, env, subscriberNotice(record));
    return record;
  });
}

export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.select().from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
  return rows.map(toSubscriber);
}

export const deleteSubscriber = (db: Db, id: number) => deleteLead(db, 'subscriber', subscribers, id);

// ---------------------------------------------------------------- sell / consignment submissions

export type SellRow = typeof sellSubmissions.$inferSelect;
export const toSell = (row: SellRow): SellSubmission => ({
  id: row.id,
  submissionType: row.submissionType as SellSubmission['submissionType'],
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  location: row.location,
  make: row.make,
  model: row.model,
  year: row.year,
  mileage: row.mileage,
  registration: row.registration,
  color: row.color,
  transmission: row.transmission as SellSubmission['transmission'],
  fuelType: row.fuelType as SellSubmission['fuelType'],
  condition: row.condition as SellSubmission['condition'],
  price: row.price,
  financePayout: row.financePayout,
  description: row.description,
  images: row.images,
  status: row.status as SellSubmission['status'],
  createdAt: row.createdAt.toISOString(),
});

export const sellValues = (input: SellSubmissionInput) => {
  const { website: _honeypot, ...fields } = input;
  return {
    ...fields,
    location: fields.location ?? null,
    registration: fields.registration ?? null,
    color: fields.color ?? null,
    price: fields.price ?? null,
    financePayout: fields.financePayout ?? null,
    description: fields.description ?? null,
    status: 'new',
  };
};

export async function createSellSubmission(
  db: Db,
  env: LeadEnv,
  input: SellSubmissionInput,
): Promise<SellSubmission> {
  const values = sellValues(input);
  if (caughtByHoneypot(input)) return toSell({ ...values, id: decoyId(), createdAt: new Date() });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sellSubmissions).values(values).returning();
    const record = toSell(row);
    await indexLead(tx, 'sell', record);
    await enqueueStaffNotice(tx, env, sellNotice(record, env.PUBLIC_URL));
    return record;
  });
}

export async function listSellSubmissions(db: Db): Promise<SellSubmission[]> {
  const rows = await db
    .select()
    .from(sellSubmissions)
    .orderBy(desc(sellSubmissions.createdAt), desc(sellSubmissions.id));
  return rows.map(toSell);
}

export async function updateSellStatus(
  db: Db,
  id: number,
  status: (typeof sellStatuses)[number],
  actor: Actor = null,
): Promise<SellSubmission> {
  return toSell(await changeStatus<SellRow>(db, 'sell', id, status, actor));
}

export const deleteSellSubmission = (db: Db, id: number) => deleteLead(db, 'sell', sellSubmissions, id);

// ---------------------------------------------------------------- acquisitions

export type AcquisitionRow = typeof acquisitions.$inferSelect;
export type DesiredCarRow = typeof acquisitionCars.$inferSelect;
export const toDesiredCar = (row: DesiredCarRow): DesiredCar => ({
  id: row.id,
  make: row.make,
  model: row.model,
  yearFrom: row.yearFrom,
  yearTo: row.yearTo,
  targetBudget: row.targetBudget,
  notes: row.notes,
});
export const toAcquisition = (row: AcquisitionRow, cars: DesiredCarRow[]): Acquisition => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  contactNumber: row.contactNumber,
  budgetNotes: row.budgetNotes,
  status: row.status as Acquisition['status'],
  createdAt: row.createdAt.toISOString(),
  desiredCars: [...cars].sort((a, b) => a.position - b.position).map(toDesiredCar),
});

export const acquisitionValues = (input: AcquisitionInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  contactNumber: input.contactNumber ?? null,
  budgetNotes: input.budgetNotes ?? null,
  status: 'new',
});
export const desiredCarValues = (input: AcquisitionInput) =>
  input.desiredCars.map((car, position) => ({
    position,
    make: car.make,
    model: car.model,
    yearFrom: car.yearFrom ?? null,
    yearTo: car.yearTo ?? null,
    targetBudget: car.targetBudget ?? null,
    notes: car.notes ?? null,
  }));

export async function createAcquisition(db: Db, env: LeadEnv, input: AcquisitionInput): Promise<Acquisition> {
  const values = acquisitionValues(input);
  const carValues = desiredCarValues(input);
  if (caughtByHoneypot(input)) {
    const id = decoyId();
    return toAcquisition(
      { ...values, id, createdAt: new Date() },
      carValues.map((car, i) => ({ ...car, id: id * 10 + i, acquisitionId: id })),
    );
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(acquisitions).values(values).returning();
    const cars = await tx
      .insert(acquisitionCars)
      .values(carValues.map((car) => ({ ...car, acquisitionId: row.id })))
      .returning();
    const record = toAcquisition(row, cars);
    await indexLead(tx, 'acquisition', record);
    await enqueueStaffNotice(tx, env, acquisitionNotice(record));
    return record;
  });
}

export async function withDesiredCars(db: Db, rows: AcquisitionRow[]): Promise<Acquisition[]> {
  if (rows.length === 0) return [];
  const cars = await db
    .select()
    .from(acquisitionCars)
    .where(
      inArray(
        acquisitionCars.acquisitionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(acquisitionCars.acquisitionId), asc(acquisitionCars.position));
  const byParent = new Map<number, DesiredCarRow[]>();
  for (const car of cars) byParent.set(car.acquisitionId, [...(byParent.get(car.acquisitionId) ?? []), car]);
  return rows.map((row) => toAcquisition(row, byParent.get(row.id) ?? []));
}

export async function listAcquisitions(db: Db): Promise<Acquisition[]> {
  const rows = await db
    .select()
    .from(acquisitions)
    .orderBy(desc(acquisitions.createdAt), desc(acquisitions.id));
  return withDesiredCars(db, rows);
}

export async function updateAcquisitionStatus(
  db: Db,
  id: number,
  status: (typeof acquisitionStatuses)[number],
  actor: Actor = null,
): Promise<Acquisition> {
  const row = await changeStatus<AcquisitionRow>(db, 'acquisition', id, status, actor);
  const [record] = await withDesiredCars(db, [row]);
  return record;
}

export const deleteAcquisition = (db: Db, id: number) => deleteLead(db, 'acquisition', acquisitions, id);

// ---------------------------------------------------------------- finance applications

export type FinanceRow = typeof financeApplications.$inferSelect;
export const toFinance = (row: FinanceRow): FinanceApplication => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  employmentStatus: row.employmentStatus as FinanceApplication['employmentStatus'],
  annualIncome: row.annualIncome,
  status: row.status as FinanceApplication['status'],
  createdAt: row.createdAt.toISOString(),
});

export const financeValues = (input: z.infer<typeof financeApplicationInput>) => ({
  fullName: input.fullName,
  email: input.email,
  phone: input.phone,
  employmentStatus: input.employmentStatus,
  annualIncome: input.annualIncome,
  status: 'new',
});

export async function createFinanceApplication(
  db: Db,
  env: LeadEnv,
  input: z.infer<typeof financeApplicationInput>,
): Promise<FinanceApplication> {
  const values = financeValues(input);
  if (caughtByHoneypot(input)) return toFinance({ ...values, id: decoyId(), createdAt: new Date() });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(financeApplications).values(values).returning();
    const record = toFinance(row);
    await indexLead(tx, 'finance', record);
    await enqueueStaffNotice(tx, env, financeNotice(record));
    return record;
  });
}

export async function listFinanceApplications(db: Db): Promise<FinanceApplication[]> {
  const rows = await db
    .select()
    .from(financeApplications)
    .orderBy(desc(financeApplications.createdAt), desc(financeApplications.id));
  return rows.map(toFinance);
}

export async function updateFinanceStatus(
  db: Db,
  id: number,
  status: (typeof financeStatuses)[number],
  actor: Actor = null,
): Promise<FinanceApplication> {
  return toFinance(await changeStatus<FinanceRow>(db, 'finance', id, status, actor));
}

export const deleteFinanceApplication = (db: Db, id: number) =>
  deleteLead(db, 'finance', financeApplications, id);
