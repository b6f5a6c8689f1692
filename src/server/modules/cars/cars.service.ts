import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminCarListQuery, Car, CarInput, carListQuery, carPatch } from '../../../shared/schemas/car';
import type { Page } from '../../../shared/schemas/paging';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { listOrPage } from '../../lib/paged-list';
import { matchesAllWords, receivedBetween } from '../../lib/paging';

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

type VehicleSearchColumn = 'make' | 'model' | 'year' | 'color' | 'description';
/**
 * The columns staff search a vehicle by, for cars and hire cars alike (the year as text, so "2021" finds
 * it). `table` is either vehicle table: they share these columns.
 */
export const vehicleSearchColumns = (table: Record<VehicleSearchColumn, PgColumn>) => [
  sql`${table.make}`,
  sql`${table.model}`,
  sql`${table.year}::text`,
  sql`${table.color}`,
  sql`${table.description}`,
];

/** The admin inventory: every car, or with `limit` one page, filtered by search words and status. */
export async function listAdminCars(db: Db, query: AdminCarListQuery): Promise<Car[] | Page<Car>> {
  const filters = and(
    query.status ? eq(cars.status, query.status) : undefined,
    matchesAllWords(vehicleSearchColumns(cars), query.q),
    receivedBetween(cars.createdAt, query),
  );
  return listOrPage(db, cars, filters, query, toCar);
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
