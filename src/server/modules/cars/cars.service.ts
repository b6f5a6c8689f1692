import { and, asc, count, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../../shared/schemas/auth';
import type {
  AdminCarListQuery,
  AdminHireCarListQuery,
  Car,
  CarInput,
  CarPage,
  CarSearch,
  CarSort,
  carListQuery,
  carPatch,
} from '../../../shared/schemas/car';
import type { Page } from '../../../shared/schemas/paging';
import type { Db } from '../../db/client';
import { carPriceChanges, cars, type hireCars } from '../../db/schema/index';
import { deleteById, findById, updateById } from '../../lib/by-id';
import { type ListOrder, listOrPage } from '../../lib/paged-list';
import { matchesAllWords, receivedBetween } from '../../lib/paging';
import { publicVehicle, toVehicle } from '../../lib/vehicles';
import { carSaved, type WaitlistEnv } from '../waitlist/car-events.service';
import { queueWebhookEvent } from '../webhooks/webhook-events.service';

type Row = typeof cars.$inferSelect;
const toCar = (row: Row) => toVehicle<Car>(row);
const toPublicCar = (row: Row) => publicVehicle(toCar(row));

/** Newest first: the inventory a visitor sees starts with the latest arrivals. */
export async function listCars(db: Db, query: z.infer<typeof carListQuery>): Promise<Car[]> {
  const rows = await listQuery(db, !!query.status, !!query.limit).execute({
    status: query.status,
    limit: query.limit,
  });
  return rows.map(toPublicCar);
}

/**
 * listCars' query in each of its four shapes, built once per database: the home page reads two of them
 * whenever a save has changed the cars, and building the SQL each time was a fifth of each read (issue 18).
 */
const listQueries = new WeakMap<Db, Map<string, ReturnType<typeof buildListQuery>>>();
function listQuery(db: Db, byStatus: boolean, limited: boolean) {
  const name = `public_cars${byStatus ? '_by_status' : ''}${limited ? '_limited' : ''}`;
  let built = listQueries.get(db);
  if (!built) {
    built = new Map();
    listQueries.set(db, built);
  }
  let query = built.get(name);
  if (!query) {
    query = buildListQuery(db, name, byStatus, limited);
    built.set(name, query);
  }
  return query;
}
function buildListQuery(db: Db, name: string, byStatus: boolean, limited: boolean) {
  const base = db
    .select()
    .from(cars)
    .where(byStatus ? eq(cars.status, sql.placeholder('status')) : undefined)
    .orderBy(desc(cars.createdAt), desc(cars.id));
  return (limited ? base.limit(sql.placeholder('limit')) : base).prepare(name);
}

/** Each sort ends on id, so that cars with the same price or year keep one order from page to page. */
const SORTS: Record<CarSort, SQL[]> = {
  newest: [desc(cars.createdAt), desc(cars.id)],
  'price-asc': [asc(cars.price), asc(cars.id)],
  'price-desc': [desc(cars.price), desc(cars.id)],
  'year-desc': [desc(cars.year), desc(cars.id)],
  'km-asc': [asc(cars.mileage), asc(cars.id)],
};

/** `%text%` for ILIKE, with the wildcards a visitor typed taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The public search (GET /api/cars with a search parameter): one page of the available cars, or of the
 * sold archive, filtered and sorted, with how many cars each make would give under the other filters.
 * Pages are numbered (OFFSET) rather than keyset: visitors jump to page 3 of a few hundred cars, which
 * an index on the sort reads quickly, and a link to a page has to stay a plain number.
 */
export async function searchCars(db: Db, query: CarSearch): Promise<CarPage> {
  const { page, pageSize } = query;
  const others = and(
    eq(cars.status, query.status ?? 'available'),
    query.model ? sql`${cars.model} ilike ${containing(query.model)}` : undefined,
    query.priceMin !== undefined ? gte(cars.price, query.priceMin) : undefined,
    query.priceMax !== undefined ? lte(cars.price, query.priceMax) : undefined,
    query.yearMin !== undefined ? gte(cars.year, query.yearMin) : undefined,
    query.yearMax !== undefined ? lte(cars.year, query.yearMax) : undefined,
    query.kmMax !== undefined ? lte(cars.mileage, query.kmMax) : undefined,
    query.transmission ? eq(cars.transmission, query.transmission) : undefined,
    query.fuelType ? eq(cars.fuelType, query.fuelType) : undefined,
    query.bodyType ? eq(cars.bodyType, query.bodyType) : undefined,
    query.exclude !== undefined ? ne(cars.id, query.exclude) : undefined,
  );
  // lower() on both sides, as in the index cars_make_idx.
  const where = and(others, query.make ? sql`lower(${cars.make}) = lower(${query.make})` : undefined);
  const [rows, [{ total }], makes] = await Promise.all([
    db
      .select()
      .from(cars)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(cars).where(where),
    makeCounts(db, cars, others),
  ]);
  return {
    items: rows.map(toPublicCar),
    total,
    page,
    pageSize,
    pages: Math.ceil(total / pageSize),
    makes,
  };
}

/**
 * Every car for sale with its full VIN, for the marketplace feeds (which match listings on it), newest
 * first. Never for a public answer: see publicVehicle.
 */
export async function listFeedCars(db: Db): Promise<Car[]> {
  const rows = await db
    .select()
    .from(cars)
    .where(eq(cars.status, 'available'))
    .orderBy(desc(cars.createdAt), desc(cars.id));
  return rows.map(toCar);
}

/** How many vehicles of `table` under `where` there are of each make, by make name in order. */
function makeCounts(db: Db, table: typeof cars | typeof hireCars, where: SQL | undefined) {
  const makeKey = sql`lower(${table.make})`;
  // Makes spelt in different cases are one make, shown as its first spelling in sort order.
  return db
    .select({ make: sql<string>`min(${table.make})`, count: count() })
    .from(table)
    .where(where)
    .groupBy(makeKey)
    .orderBy(makeKey);
}

/** Every make in an admin inventory (any status), counted: the choices of its make filter. */
export const inventoryMakes = (db: Db, table: typeof cars | typeof hireCars) =>
  makeCounts(db, table, undefined);
export const listAdminCarMakes = (db: Db) => inventoryMakes(db, cars);

/**
 * An admin vehicle list's filters, for cars and hire cars alike: status, received dates, search words
 * over make, model, year (as text, so "2021" finds it), colour and description, and the filters of the
 * public search (for a hire car, the price is its daily rate).
 */
export function vehicleFilters(
  table: typeof cars | typeof hireCars,
  query: AdminCarListQuery | AdminHireCarListQuery,
) {
  const amount = 'price' in table ? table.price : table.dailyRate;
  return and(
    query.status ? eq(table.status, query.status) : undefined,
    query.make ? sql`lower(${table.make}) = lower(${query.make})` : undefined,
    query.priceMin !== undefined ? gte(amount, query.priceMin) : undefined,
    query.priceMax !== undefined ? lte(amount, query.priceMax) : undefined,
    query.yearMin !== undefined ? gte(table.year, query.yearMin) : undefined,
    query.yearMax !== undefined ? lte(table.year, query.yearMax) : undefined,
    query.transmission ? eq(table.transmission, query.transmission) : undefined,
    query.fuelType ? eq(table.fuelType, query.fuelType) : undefined,
    query.bodyType ? eq(table.bodyType, query.bodyType) : undefined,
    matchesAllWords(
      [
        sql`${table.make}`,
        sql`${table.model}`,
        sql`${table.year}::text`,
        sql`${table.color}`,
        sql`${table.description}`,
      ],
      query.q,
    ),
    receivedBetween(table.createdAt, query),
  );
}

/**
 * An admin inventory's order: newest first (no order: listOrPage's own), or one of the public sorts,
 * each on one whole-number column and then id the same way, so every order pages by keyset.
 */
export function vehicleOrder<T extends typeof cars | typeof hireCars>(
  table: T,
  sort: CarSort | undefined,
): ListOrder<T['$inferSelect']> | undefined {
  const amount = 'price' in table ? table.price : table.dailyRate;
  const amountOf = (row: T['$inferSelect']) => ('price' in row ? row.price : row.dailyRate);
  switch (sort) {
    case 'price-asc':
      return { name: sort, column: amount, direction: 'asc', value: amountOf };
    case 'price-desc':
      return { name: sort, column: amount, direction: 'desc', value: amountOf };
    case 'year-desc':
      return { name: sort, column: table.year, direction: 'desc', value: (row) => row.year };
    case 'km-asc':
      return { name: sort, column: table.mileage, direction: 'asc', value: (row) => row.mileage };
    default:
      return undefined;
  }
}

/** The admin inventory: every car, or with `limit` one page, filtered and sorted like /cars, searchable. */
export async function listAdminCars(db: Db, query: AdminCarListQuery): Promise<Car[] | Page<Car>> {
  return listOrPage(db, cars, vehicleFilters(cars, query), query, toCar, vehicleOrder(cars, query.sort));
}

/** A car as staff see it (full VIN). */
export async function getCar(db: Db, id: number): Promise<Car> {
  return toCar(await findById<Row>(db, cars, id, 'Car'));
}

/** A car as visitors see it: GET /api/cars/:id. */
export async function getPublicCar(db: Db, id: number): Promise<Car> {
  return publicVehicle(await getCar(db, id));
}

/** A saved car, and how many waitlist alerts its save queued (the mail worker is asked to send only then). */
export type CarSave = { car: Car; mailQueued: number };

/** Saves a new car; the waitlist (matches, watchers) learns of it in the same transaction. */
export async function createCar(db: Db, input: CarInput, env: WaitlistEnv): Promise<CarSave> {
  return db.transaction(async (tx) => {
    const soldAt = input.status === 'sold' ? new Date() : null;
    const [row] = await tx
      .insert(cars)
      .values({ ...input, soldAt })
      .returning();
    const car = toCar(row);
    await queueWebhookEvent(tx, 'car.created', car);
    return { car, ...(await carSaved(tx, { before: null, after: car }, env)) };
  });
}

export async function updateCar(
  db: Db,
  id: number,
  patch: z.infer<typeof carPatch>,
  env: WaitlistEnv,
  staff: AuthUser | null = null,
): Promise<CarSave> {
  return db.transaction(async (tx) => {
    const before = toCar(await findById<Row>(tx, cars, id, 'Car'));
    // Days to sell count from listing to the last time the car was marked sold (reports, issue 32).
    const sold =
      patch.status && patch.status !== before.status
        ? { soldAt: patch.status === 'sold' ? new Date() : null }
        : {};
    const car = toCar(await updateById<Row>(tx, cars, id, { ...patch, ...sold }, 'Car'));
    if (car.price !== before.price) {
      await tx.insert(carPriceChanges).values({
        carId: id,
        fromPrice: before.price,
        toPrice: car.price,
        userId: staff?.id ?? null,
        username: staff?.username ?? null,
      });
    }
    await queueWebhookEvent(tx, 'car.updated', car);
    if (car.status === 'sold' && before.status !== 'sold') await queueWebhookEvent(tx, 'car.sold', car);
    return { car, ...(await carSaved(tx, { before, after: car }, env)) };
  });
}

export const deleteCar = (db: Db, id: number) => deleteById(db, cars, id, 'Car');
