import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminHireCarListQuery,
  Blockout,
  BlockoutInput,
  HireCar,
  HireCarInput,
  hireCarPatch,
} from '../../../shared/schemas/car';
import type { Page } from '../../../shared/schemas/paging';
import type { Db } from '../../db/client';
import { hireCarBlockouts, hireCars } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { listOrPage } from '../../lib/paged-list';
import { matchesAllWords, receivedBetween } from '../../lib/paging';
import { vehicleSearchColumns } from '../cars/cars.service';

type Row = typeof hireCars.$inferSelect;
const toHireCar = (row: Row): HireCar => ({
  ...row,
  transmission: row.transmission as HireCar['transmission'],
  fuelType: row.fuelType as HireCar['fuelType'],
  status: row.status as HireCar['status'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Newest first, like the cars for sale: the latest additions to the fleet lead the hire page. */
export async function listHireCars(db: Db): Promise<HireCar[]> {
  const rows = await db.select().from(hireCars).orderBy(desc(hireCars.createdAt), desc(hireCars.id));
  return rows.map(toHireCar);
}

/** The admin fleet: every hire car, or with `limit` one page, filtered by search words and status. */
export async function listAdminHireCars(
  db: Db,
  query: AdminHireCarListQuery,
): Promise<HireCar[] | Page<HireCar>> {
  const filters = and(
    query.status ? eq(hireCars.status, query.status) : undefined,
    matchesAllWords(vehicleSearchColumns(hireCars), query.q),
    receivedBetween(hireCars.createdAt, query),
  );
  return listOrPage(db, hireCars, filters, query, toHireCar);
}

export async function getHireCar(db: Db, id: number): Promise<HireCar> {
  const [row] = await db.select().from(hireCars).where(eq(hireCars.id, id));
  if (!row) throw notFound('Hire car');
  return toHireCar(row);
}

export async function createHireCar(db: Db, input: HireCarInput): Promise<HireCar> {
  const [row] = await db.insert(hireCars).values(input).returning();
  return toHireCar(row);
}

export async function updateHireCar(
  db: Db,
  id: number,
  patch: z.infer<typeof hireCarPatch>,
): Promise<HireCar> {
  const [row] = await db
    .update(hireCars)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(hireCars.id, id))
    .returning();
  if (!row) throw notFound('Hire car');
  return toHireCar(row);
}

/** Its blockouts go with it (the foreign key cascades). */
export async function deleteHireCar(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(hireCars).where(eq(hireCars.id, id)).returning({ id: hireCars.id });
  if (deleted.length === 0) throw notFound('Hire car');
}

async function assertHireCarExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: hireCars.id }).from(hireCars).where(eq(hireCars.id, id));
  if (!row) throw notFound('Hire car');
}

export async function listBlockouts(db: Db, hireCarId: number): Promise<Blockout[]> {
  await assertHireCarExists(db, hireCarId);
  return db
    .select()
    .from(hireCarBlockouts)
    .where(eq(hireCarBlockouts.hireCarId, hireCarId))
    .orderBy(asc(hireCarBlockouts.startDate), asc(hireCarBlockouts.id));
}

export async function createBlockout(db: Db, input: BlockoutInput): Promise<Blockout> {
  await assertHireCarExists(db, input.hireCarId);
  const [row] = await db
    .insert(hireCarBlockouts)
    .values({ ...input, reason: input.reason ?? null })
    .returning();
  return row;
}

export async function deleteBlockout(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(hireCarBlockouts)
    .where(eq(hireCarBlockouts.id, id))
    .returning({ id: hireCarBlockouts.id });
  if (deleted.length === 0) throw notFound('Blockout');
}
