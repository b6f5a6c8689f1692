import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Car, CarInput, carListQuery, carPatch } from '../../../shared/schemas/car';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

type Row = typeof cars.$inferSelect;
const toCar = (row: Row): Car => ({
  ...row,
  transmission: row.transmission as Car['transmission'],
  fuelType: row.fuelType as Car['fuelType'],
  status: row.status as Car['status'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Newest first: the inventory a visitor sees starts with the latest arrivals. */
export async function listCars(db: Db, query: z.infer<typeof carListQuery>): Promise<Car[]> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(cars.status, query.status));
  const base = db
    .select()
    .from(cars)
    .where(and(...where))
    .orderBy(desc(cars.createdAt), desc(cars.id));
  const rows = query.limit ? await base.limit(query.limit) : await base;
  return rows.map(toCar);
}

export async function getCar(db: Db, id: number): Promise<Car> {
  const [row] = await db.select().from(cars).where(eq(cars.id, id));
  if (!row) throw notFound('Car');
  return toCar(row);
}

export async function createCar(db: Db, input: CarInput): Promise<Car> {
  const [row] = await db.insert(cars).values(input).returning();
  return toCar(row);
}

export async function updateCar(db: Db, id: number, patch: z.infer<typeof carPatch>): Promise<Car> {
  const [row] = await db
    .update(cars)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(cars.id, id))
    .returning();
  if (!row) throw notFound('Car');
  return toCar(row);
}

export async function deleteCar(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(cars).where(eq(cars.id, id)).returning({ id: cars.id });
  if (deleted.length === 0) throw notFound('Car');
}
