import { randomInt } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
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

// ---------------------------------------------------------------- contact submissions

type ContactRow = typeof contactSubmissions.$inferSelect;
const toContact = (row: ContactRow): ContactSubmission => ({
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

export async function createContactSubmission(
  db: Db,
  env: LeadEnv,
  input: ContactSubmissionInput,
): Promise<ContactSubmission> {
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    contactNumber: input.contactNumber ?? null,
    businessName: input.businessName ?? null,
    message: input.message,
    vehicleEnquiry: input.vehicleEnquiry ?? null,
    bookingDates: input.bookingDates ?? null,
    // Whatever a client sends, a public enquiry starts as new: only staff move it on.
    status: 'new',
  };
  if (caughtByHoneypot(input)) return toContact({ ...values, id: decoyId(), createdAt: new Date() });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactSubmissions).values(values).returning();
    const record = toContact(row);
    await enqueueStaffNotice(tx, env, contactNotice(record));
    await enqueueAutoReply(tx, record.email);
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
): Promise<ContactSubmission> {
  const [row] = await db
    .update(contactSubmissions)
    .set({ status })
    .where(eq(contactSubmissions.id, id))
    .returning();
  if (!row) throw notFound('Contact submission');
  return toContact(row);
}

export async function deleteContactSubmission(db: Db, id: number): Promise<void> {
  const gone = await db
    .delete(contactSubmissions)
    .where(eq(contactSubmissions.id, id))
    .returning({ id: contactSubmissions.id });
  if (gone.length === 0) throw notFound('Contact submission');
}

// ---------------------------------------------------------------- subscribers

type SubscriberRow = typeof subscribers.$inferSelect;
const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

/** Subscribes an e-mail once; a second subscribe with the same address (any case) is a 409. */
export async function subscribe(
  db: Db,
  env: LeadEnv,
  input: z.infer<typeof subscriberInput>,
): Promise<Subscriber> {
  const values = { firstName: input.firstName, lastName: input.lastName, email: input.email.toLowerCase() };
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
    await enqueueStaffNotice(tx, env, subscriberNotice(record));
    return record;
  });
}

export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.select().from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
  return rows.map(toSubscriber);
}

export async function deleteSubscriber(db: Db, id: number): Promise<void> {
  const gone = await db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
  if (gone.length === 0) throw notFound('Subscriber');
}

// ---------------------------------------------------------------- sell / consignment submissions

type SellRow = typeof sellSubmissions.$inferSelect;
const toSell = (row: SellRow): SellSubmission => ({
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

export async function createSellSubmission(
  db: Db,
  env: LeadEnv,
  input: SellSubmissionInput,
): Promise<SellSubmission> {
  const { website: _honeypot, ...fields } = input;
  const values = {
    ...fields,
    location: fields.location ?? null,
    registration: fields.registration ?? null,
    color: fields.color ?? null,
    price: fields.price ?? null,
    financePayout: fields.financePayout ?? null,
    description: fields.description ?? null,
    status: 'new',
  };
  if (caughtByHoneypot(input)) return toSell({ ...values, id: decoyId(), createdAt: new Date() });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sellSubmissions).values(values).returning();
    const record = toSell(row);
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
): Promise<SellSubmission> {
  const [row] = await db
    .update(sellSubmissions)
    .set({ status })
    .where(eq(sellSubmissions.id, id))
    .returning();
  if (!row) throw notFound('Sell your car submission');
  return toSell(row);
}

export async function deleteSellSubmission(db: Db, id: number): Promise<void> {
  const gone = await db
    .delete(sellSubmissions)
    .where(eq(sellSubmissions.id, id))
    .returning({ id: sellSubmissions.id });
  if (gone.length === 0) throw notFound('Sell your car submission');
}

// ---------------------------------------------------------------- acquisitions

type AcquisitionRow = typeof acquisitions.$inferSelect;
type DesiredCarRow = typeof acquisitionCars.$inferSelect;
const toDesiredCar = (row: DesiredCarRow): DesiredCar => ({
  id: row.id,
  make: row.make,
  model: row.model,
  yearFrom: row.yearFrom,
  yearTo: row.yearTo,
  targetBudget: row.targetBudget,
  notes: row.notes,
});
const toAcquisition = (row: AcquisitionRow, cars: DesiredCarRow[]): Acquisition => ({
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

export async function createAcquisition(db: Db, env: LeadEnv, input: AcquisitionInput): Promise<Acquisition> {
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    contactNumber: input.contactNumber ?? null,
    budgetNotes: input.budgetNotes ?? null,
    status: 'new',
  };
  const carValues = input.desiredCars.map((car, position) => ({
    position,
    make: car.make,
    model: car.model,
    yearFrom: car.yearFrom ?? null,
    yearTo: car.yearTo ?? null,
    targetBudget: car.targetBudget ?? null,
    notes: car.notes ?? null,
  }));
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
    await enqueueStaffNotice(tx, env, acquisitionNotice(record));
    return record;
  });
}

async function withDesiredCars(db: Db, rows: AcquisitionRow[]): Promise<Acquisition[]> {
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
): Promise<Acquisition> {
  const [row] = await db.update(acquisitions).set({ status }).where(eq(acquisitions.id, id)).returning();
  if (!row) throw notFound('Acquisition request');
  const [record] = await withDesiredCars(db, [row]);
  return record;
}

export async function deleteAcquisition(db: Db, id: number): Promise<void> {
  // Desired cars go with it (ON DELETE CASCADE).
  const gone = await db
    .delete(acquisitions)
    .where(eq(acquisitions.id, id))
    .returning({ id: acquisitions.id });
  if (gone.length === 0) throw notFound('Acquisition request');
}

// ---------------------------------------------------------------- finance applications

type FinanceRow = typeof financeApplications.$inferSelect;
const toFinance = (row: FinanceRow): FinanceApplication => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  employmentStatus: row.employmentStatus as FinanceApplication['employmentStatus'],
  annualIncome: row.annualIncome,
  status: row.status as FinanceApplication['status'],
  createdAt: row.createdAt.toISOString(),
});

export async function createFinanceApplication(
  db: Db,
  env: LeadEnv,
  input: z.infer<typeof financeApplicationInput>,
): Promise<FinanceApplication> {
  const values = {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    employmentStatus: input.employmentStatus,
    annualIncome: input.annualIncome,
    status: 'new',
  };
  if (caughtByHoneypot(input)) return toFinance({ ...values, id: decoyId(), createdAt: new Date() });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(financeApplications).values(values).returning();
    const record = toFinance(row);
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
): Promise<FinanceApplication> {
  const [row] = await db
    .update(financeApplications)
    .set({ status })
    .where(eq(financeApplications.id, id))
    .returning();
  if (!row) throw notFound('Finance application');
  return toFinance(row);
}

export async function deleteFinanceApplication(db: Db, id: number): Promise<void> {
  const gone = await db
    .delete(financeApplications)
    .where(eq(financeApplications.id, id))
    .returning({ id: financeApplications.id });
  if (gone.length === 0) throw notFound('Finance application');
}
