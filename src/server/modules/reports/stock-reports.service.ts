/** The stock reports (issue 32): days in stock and aged stock, days to sell, and price changes. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { addDays, sydneyDay } from '../../../shared/hire-booking';
import {
  type AgedStock,
  type AgedThresholds,
  type PriceChange,
  type ReportQuery,
  reportRange,
  type StockReport,
} from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { carPriceChanges, cars } from '../../db/schema/index';
import { findById } from '../../lib/by-id';
import { agedThresholds } from '../settings/settings.service';
import { bucketOf, endOfDay, inRange, seriesRows, sydneyDateOf } from './report-sql';

/** The most recent price changes a report lists; the chart counts every one in the range. */
const PRICE_CHANGES_LISTED = 500;

const titleOf = sql<string>`concat_ws(' ', ${cars.year}, ${cars.make}, ${cars.model})`;
const daysInStock = (today: string) => sql<number>`(${today}::date - ${sydneyDateOf(cars.createdAt)})::int`;

/** Every car for sale with its days in stock, the cars sold in the range and the price changes in it. */
export async function stockReport(db: Db, query: ReportQuery, today = sydneyDay()): Promise<StockReport> {
  const range = reportRange(query, today);
  const thresholds = await agedThresholds(db);
  const [forSale, sold, changes, changeCounts] = await Promise.all([
    db
      .select({
        id: cars.id,
        title: titleOf,
        price: cars.price,
        listedOn: sql<string>`to_char(${sydneyDateOf(cars.createdAt)}, 'YYYY-MM-DD')`,
        days: daysInStock(today),
      })
      .from(cars)
      .where(eq(cars.status, 'available'))
      .orderBy(asc(cars.createdAt), asc(cars.id)),
    db
      .select({
        bucket: bucketOf(cars.soldAt, range.bucket),
        n: sql<number>`count(*)::int`,
        days: sql<number>`sum(${sydneyDateOf(cars.soldAt)} - ${sydneyDateOf(cars.createdAt)})::int`,
      })
      .from(cars)
      .where(and(eq(cars.status, 'sold'), inRange(cars.soldAt, range)))
      .groupBy(sql`1`),
    priceChanges(db, inRange(carPriceChanges.changedAt, range), PRICE_CHANGES_LISTED),
    db
      .select({
        bucket: bucketOf(carPriceChanges.changedAt, range.bucket),
        series: sql<string>`case when ${carPriceChanges.toPrice} < ${carPriceChanges.fromPrice} then 'drops' else 'rises' end`,
        n: sql<number>`count(*)::int`,
      })
      .from(carPriceChanges)
      .where(inRange(carPriceChanges.changedAt, range))
      .groupBy(sql`1`, sql`2`),
  ]);
  const soldBy = new Map(sold.map((s) => [s.bucket, s]));
  const soldCount = sold.reduce((sum, s) => sum + s.n, 0);
  const soldDays = sold.reduce((sum, s) => sum + s.days, 0);
  return {
    ...range,
    thresholds,
    cars: forSale,
    sold: seriesRows(range, [], []).map(({ bucket }) => {
      const s = soldBy.get(bucket);
      return { bucket, sold: s?.n ?? 0, averageDays: s ? s.days / s.n : null };
    }),
    averageDaysToSell: soldCount ? soldDays / soldCount : null,
    priceChanges: changes,
    priceChangeRows: seriesRows(range, ['drops', 'rises'], changeCounts),
  };
}

/** Price changes, newest first, with the car's title. */
function priceChanges(
  db: Db,
  where: ReturnType<typeof eq> | undefined,
  limit: number,
): Promise<PriceChange[]> {
  return db
    .select({
      id: carPriceChanges.id,
      carId: carPriceChanges.carId,
      title: titleOf,
      fromPrice: carPriceChanges.fromPrice,
      toPrice: carPriceChanges.toPrice,
      by: carPriceChanges.username,
      at: sql<string>`to_char(${carPriceChanges.changedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(carPriceChanges)
    .innerJoin(cars, eq(cars.id, carPriceChanges.carId))
    .where(where)
    .orderBy(desc(carPriceChanges.changedAt), desc(carPriceChanges.id))
    .limit(limit);
}

/** A car's price history, newest first (the car's admin page); 404 for a car that does not exist. */
export async function carPriceHistory(db: Db, carId: number): Promise<PriceChange[]> {
  await findById(db, cars, carId, 'Car');
  return priceChanges(db, eq(carPriceChanges.carId, carId), 1000);
}

/** The Overview's aged stock: cars for sale listed at least each threshold's days ago (Sydney days). */
export async function agedStock(db: Db, today = sydneyDay()): Promise<AgedStock> {
  const thresholds = await agedThresholds(db);
  const agedListedBy = addDays(today, -thresholds.aged);
  const veryAgedListedBy = addDays(today, -thresholds.veryAged);
  const [row] = await db
    .select({
      aged: sql<number>`(count(*) filter (where ${cars.createdAt} < ${endOfDay(agedListedBy)}))::int`,
      veryAged: sql<number>`(count(*) filter (where ${cars.createdAt} < ${endOfDay(veryAgedListedBy)}))::int`,
    })
    .from(cars)
    .where(and(eq(cars.status, 'available'), sql`${cars.createdAt} < ${endOfDay(agedListedBy)}`));
  return { thresholds, aged: row?.aged ?? 0, veryAged: row?.veryAged ?? 0, agedListedBy, veryAgedListedBy };
}

export type { AgedThresholds };
