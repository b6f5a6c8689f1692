import { desc } from 'drizzle-orm';
import type { SellSubmission, SellSubmissionInput, sellStatuses } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { sellSubmissions } from '../../db/schema/index';
import { enqueueStaffNotice } from '../../mail/templates';
import { caughtByHoneypot, changeStatus, decoyId, deleteLead, type LeadEnv } from './lead-common';
import type { Actor } from './lead-events';
import { indexLead } from './lead-index';
import { sellNotice } from './leads.notices';

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
