import { asc, desc, inArray } from 'drizzle-orm';
import type {
  Acquisition,
  AcquisitionInput,
  acquisitionStatuses,
  DesiredCar,
} from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { acquisitionCars, acquisitions } from '../../db/schema/index';
import { enqueueStaffNotice } from '../../mail/templates';
import { caughtByHoneypot, changeStatus, decoyId, deleteLead, type LeadEnv } from './lead-common';
import type { Actor } from './lead-events';
import { indexLead } from './lead-index';
import { acquisitionNotice } from './leads.notices';

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
