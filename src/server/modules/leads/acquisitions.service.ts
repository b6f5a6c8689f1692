import { asc, inArray } from 'drizzle-orm';
import type { Acquisition, AcquisitionInput, DesiredCar } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { acquisitionCars, acquisitions } from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { acquisitionStatusChanged, matchRequests } from '../waitlist/matches.service';
import { type LeadEnv, leadStore, newRowValues, receiveLead, statusSetter } from './lead-common';
import { acquisitionNotice } from './leads.notices';

export type AcquisitionRow = typeof acquisitions.$inferSelect;
export type DesiredCarRow = typeof acquisitionCars.$inferSelect;
// Where a car stands in the request is its order in desiredCars.
export const toDesiredCar = recordOf<DesiredCar>()([
  'id',
  'make',
  'model',
  'yearFrom',
  'yearTo',
  'targetBudget',
  'notes',
]);
type AcquisitionFields = Omit<Acquisition, 'desiredCars'>;
export const acquisitionRecord = recordOf<AcquisitionFields>()([
  'id',
  'firstName',
  'lastName',
  'email',
  'contactNumber',
  'budgetNotes',
  'status',
  'createdAt',
]);
export const toAcquisition = (row: AcquisitionRow, cars: DesiredCarRow[]): Acquisition => ({
  ...acquisitionRecord(row),
  desiredCars: [...cars].sort((a, b) => a.position - b.position).map(toDesiredCar),
});

export const acquisitionValues = (input: AcquisitionInput) => newRowValues(acquisitions, input);
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
  return receiveLead(db, env, input, {
    leads: acquisitionLeads,
    values,
    decoy: (id) =>
      toAcquisition(
        { ...values, id, createdAt: new Date() },
        carValues.map((car, i) => ({ ...car, id: id * 10 + i, acquisitionId: id })),
      ),
    insert: async (tx) => {
      const [row] = await tx.insert(acquisitions).values(values).returning();
      const cars = await tx
        .insert(acquisitionCars)
        .values(carValues.map((car) => ({ ...car, acquisitionId: row.id })))
        .returning();
      return toAcquisition(row, cars);
    },
    notice: acquisitionNotice,
    // The cars already for sale that fit it show on the request from the moment it arrives.
    alsoSave: (tx, record) => matchRequests(tx, [record.id]),
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

export const acquisitionLeads = leadStore('acquisition', acquisitions, withDesiredCars);
/** Completing a request closes it (its matches go); moving it on from completed reopens it (matched again). */
export const updateAcquisitionStatus = statusSetter(acquisitionLeads, (tx, id, from, to) =>
  acquisitionStatusChanged(tx, id, from, to),
);
