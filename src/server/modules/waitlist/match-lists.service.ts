/**
 * What staff see of acquisition matches: a request's matching cars, the requests waiting for each car of
 * an inventory page, and the pairs not sent yet. Keeping the matches exact is matches.service.ts.
 */
import { and, asc, count, countDistinct, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Car } from '../../../shared/schemas/car';
import type { AcquisitionMatch, CarsWaiting, NewMatches } from '../../../shared/schemas/waitlist';
import type { Db } from '../../db/client';
import {
  acquisitionCars,
  acquisitionMatches,
  acquisitionMatchSends,
  acquisitions,
  cars,
} from '../../db/schema/index';
import { toVehicle } from '../../lib/vehicles';
import { candidateColumns, requestRow, sendOfMatch } from './match-common';

/** GET /api/admin/acquisitions/:id/matches: the cars for sale that fit the request, newest match first. */
export async function requestMatches(db: Db, id: number): Promise<AcquisitionMatch[]> {
  await requestRow(db, id);
  const rows = await db
    .select({
      car: cars,
      acquisitionCarId: acquisitionMatches.acquisitionCarId,
      position: acquisitionCars.position,
      matchedAt: acquisitionMatches.matchedAt,
      sentAt: acquisitionMatchSends.sentAt,
    })
    .from(acquisitionMatches)
    .innerJoin(cars, eq(cars.id, acquisitionMatches.carId))
    .innerJoin(acquisitionCars, eq(acquisitionCars.id, acquisitionMatches.acquisitionCarId))
    .leftJoin(acquisitionMatchSends, sendOfMatch)
    .where(eq(acquisitionMatches.acquisitionId, id))
    .orderBy(asc(acquisitionCars.position));
  const byCar = new Map<number, AcquisitionMatch & { at: number }>();
  for (const row of rows) {
    const match = byCar.get(row.car.id);
    if (match) {
      match.desiredCarIds.push(row.acquisitionCarId);
      if (row.matchedAt.getTime() < match.at) {
        match.at = row.matchedAt.getTime();
        match.matchedAt = row.matchedAt.toISOString();
      }
      continue;
    }
    byCar.set(row.car.id, {
      car: toVehicle<Car>(row.car),
      desiredCarIds: [row.acquisitionCarId],
      matchedAt: row.matchedAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      at: row.matchedAt.getTime(),
    });
  }
  return [...byCar.values()]
    .sort((a, b) => b.at - a.at || b.car.id - a.car.id)
    .map(({ at: _at, ...match }) => match);
}

/**
 * GET /api/admin/cars/waiting?ids=…: for one page of the inventory, the open requests each car fits
 * ("3 clients waiting"). One query over the (car, desired car) index, whatever the number of leads.
 */
export async function carsWaiting(db: Db, carIds: number[]): Promise<CarsWaiting> {
  const rows = await db
    .select({
      carId: acquisitionMatches.carId,
      acquisitionId: acquisitions.id,
      firstName: acquisitions.firstName,
      lastName: acquisitions.lastName,
      status: acquisitions.status,
      matchedAt: sql<Date>`min(${acquisitionMatches.matchedAt})`.mapWith(acquisitionMatches.matchedAt),
      sentAt: acquisitionMatchSends.sentAt,
    })
    .from(acquisitionMatches)
    .innerJoin(acquisitions, eq(acquisitions.id, acquisitionMatches.acquisitionId))
    .leftJoin(acquisitionMatchSends, sendOfMatch)
    .where(inArray(acquisitionMatches.carId, carIds))
    .groupBy(acquisitionMatches.carId, acquisitions.id, acquisitionMatchSends.sentAt)
    .orderBy(asc(acquisitionMatches.carId), desc(acquisitions.createdAt), desc(acquisitions.id));
  const byCar = new Map<number, CarsWaiting[number]>();
  for (const row of rows) {
    const entry = byCar.get(row.carId) ?? { carId: row.carId, requests: [] };
    entry.requests.push({
      acquisitionId: row.acquisitionId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      status: row.status,
      matchedAt: row.matchedAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    });
    byCar.set(row.carId, entry);
  }
  return [...byCar.values()];
}

/**
 * GET /api/admin/acquisition-matches/new: the (request, car) pairs not sent to the client yet, counted,
 * and the latest few for the Overview. Only open requests have matches, so every pair here is live.
 */
export async function newMatches(db: Db, limit: number): Promise<NewMatches> {
  const pairs = db.$with('unsent_pairs').as(
    db
      .select({
        acquisitionId: acquisitionMatches.acquisitionId,
        carId: acquisitionMatches.carId,
        matchedAt: sql<Date>`min(${acquisitionMatches.matchedAt})`
          .mapWith(acquisitionMatches.matchedAt)
          .as('matched_at'),
      })
      .from(acquisitionMatches)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(acquisitionMatchSends)
            .where(
              and(
                eq(acquisitionMatchSends.acquisitionId, acquisitionMatches.acquisitionId),
                eq(acquisitionMatchSends.carId, acquisitionMatches.carId),
              ),
            ),
        ),
      )
      .groupBy(acquisitionMatches.acquisitionId, acquisitionMatches.carId),
  );
  const [[totals], latest] = await Promise.all([
    db
      .with(pairs)
      .select({ total: count(), requests: countDistinct(pairs.acquisitionId) })
      .from(pairs),
    db
      .with(pairs)
      .select({
        acquisitionId: pairs.acquisitionId,
        matchedAt: pairs.matchedAt,
        firstName: acquisitions.firstName,
        lastName: acquisitions.lastName,
        car: candidateColumns,
        images: cars.images,
      })
      .from(pairs)
      .innerJoin(acquisitions, eq(acquisitions.id, pairs.acquisitionId))
      .innerJoin(cars, eq(cars.id, pairs.carId))
      .orderBy(desc(pairs.matchedAt), desc(pairs.acquisitionId), desc(pairs.carId))
      .limit(limit),
  ]);
  return {
    total: totals?.total ?? 0,
    requests: totals?.requests ?? 0,
    items: latest.map((row) => ({
      acquisitionId: row.acquisitionId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      car: {
        id: row.car.id,
        year: row.car.year,
        make: row.car.make,
        model: row.car.model,
        price: row.car.price,
        image: row.images[0] ?? null,
      },
      matchedAt: new Date(row.matchedAt).toISOString(),
    })),
  };
}
