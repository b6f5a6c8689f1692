/**
 * Acquisition matches (issue 17): which cars for sale fit which open acquisition requests. A match is a
 * (car, desired-car entry) pair, kept in step with both sides inside the transaction that changes either:
 * a car saved (carSaved), a request received or imported, a request closed (completed) or reopened. Car and
 * request deletes cascade. The database narrows the candidates by make (an index on its key) and the model
 * by containment; the shared rule (shared/waitlist-match.ts) has the last word on every pair. What staff
 * see of the matches is match-lists.service.ts, and "Send to client" match-send.service.ts.
 */
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Car } from '../../../shared/schemas/car';
import { type MatchableCar, matchesWantedCar, nameKey, type WantedCar } from '../../../shared/waitlist-match';
import type { Db } from '../../db/client';
import { nameKeyOf } from '../../db/schema/columns';
import { acquisitionCars, acquisitionMatches, acquisitions, cars } from '../../db/schema/index';
import { candidateColumns } from './match-common';

/** A completed request is closed: it matches nothing. Every other status is open. */
const CLOSED_STATUS = 'completed';
const isOpen = (status: string) => status !== CLOSED_STATUS;

type Pair = { carId: number; acquisitionId: number; acquisitionCarId: number };
type DesiredRow = WantedCar & { id: number; acquisitionId: number };

/** Rows per statement: far below PostgreSQL's 65,535 parameters, at four a row. */
const CHUNK = 1000;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

const desiredColumns = {
  id: acquisitionCars.id,
  acquisitionId: acquisitionCars.acquisitionId,
  make: acquisitionCars.make,
  model: acquisitionCars.model,
  yearFrom: acquisitionCars.yearFrom,
  yearTo: acquisitionCars.yearTo,
  targetBudget: acquisitionCars.targetBudget,
};

/**
 * Makes the stored matches within `scope` exactly `wanted`: pairs that no longer fit go, new ones are added,
 * and a pair that still fits keeps its row, so "matched since" stays the first time it fitted.
 */
async function reconcile(tx: Db, scope: SQL | undefined, wanted: Pair[]): Promise<void> {
  const key = (p: { carId: number; acquisitionCarId: number }) => `${p.carId}:${p.acquisitionCarId}`;
  const existing = await tx
    .select({
      id: acquisitionMatches.id,
      carId: acquisitionMatches.carId,
      acquisitionCarId: acquisitionMatches.acquisitionCarId,
    })
    .from(acquisitionMatches)
    .where(scope);
  const keep = new Set(wanted.map(key));
  const have = new Set(existing.map(key));
  const stale = existing.filter((row) => !keep.has(key(row))).map((row) => row.id);
  const fresh = wanted.filter((pair) => !have.has(key(pair)));
  for (const ids of chunks(stale))
    await tx.delete(acquisitionMatches).where(inArray(acquisitionMatches.id, ids));
  // A request saved at the same moment may have added the same pair: it is the same match.
  for (const rows of chunks(fresh)) await tx.insert(acquisitionMatches).values(rows).onConflictDoNothing();
}

/** The desired cars of open requests that could fit `car`: same make key, one model key inside the other. */
async function candidateDesiredCars(tx: Db, car: MatchableCar): Promise<DesiredRow[]> {
  const make = nameKey(car.make);
  const model = nameKey(car.model);
  if (!make || !model) return [];
  const wantedModel = nameKeyOf(acquisitionCars.model);
  return tx
    .select(desiredColumns)
    .from(acquisitionCars)
    .innerJoin(acquisitions, eq(acquisitions.id, acquisitionCars.acquisitionId))
    .where(
      and(
        eq(nameKeyOf(acquisitionCars.make), make),
        ne(acquisitions.status, CLOSED_STATUS),
        sql`(strpos(${model}, ${wantedModel}) > 0 or strpos(${wantedModel}, ${model}) > 0)`,
      ),
    );
}

/**
 * Matches a car against every open request, in the transaction that saves it: a car that is not for sale
 * (sold) loses all its matches; otherwise its matches become exactly the desired cars it now fits.
 */
export async function recomputeCarMatches(tx: Db, car: Car): Promise<void> {
  const wanted =
    car.status === 'available'
      ? (await candidateDesiredCars(tx, car))
          .filter((desired) => matchesWantedCar(car, desired))
          .map((desired) => ({
            carId: car.id,
            acquisitionId: desired.acquisitionId,
            acquisitionCarId: desired.id,
          }))
      : [];
  await reconcile(tx, eq(acquisitionMatches.carId, car.id), wanted);
}

/**
 * Matches requests against the cars for sale: a new request from the form, a batch of imported ones, a
 * request reopened. Reads only the cars of the makes asked for (an index on the make key), never the
 * whole inventory, so taking a request stays fast. Closed requests among `ids` lose their matches.
 */
export async function matchRequests(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const desired: DesiredRow[] = await tx
    .select(desiredColumns)
    .from(acquisitionCars)
    .innerJoin(acquisitions, eq(acquisitions.id, acquisitionCars.acquisitionId))
    .where(and(inArray(acquisitionCars.acquisitionId, ids), ne(acquisitions.status, CLOSED_STATUS)));
  const makes = [...new Set(desired.map((d) => nameKey(d.make)).filter(Boolean))];
  const candidates =
    makes.length === 0
      ? []
      : await tx
          .select(candidateColumns)
          .from(cars)
          // Spelt as in the partial index cars_available_make_key_idx, so the planner uses it.
          .where(and(sql`${cars.status} = 'available'`, inArray(nameKeyOf(cars.make), makes)));
  // Keys computed once per car: an import of thousands of requests compares each with many cars.
  const byMake = new Map<string, { car: MatchableCar & { id: number }; model: string }[]>();
  for (const car of candidates) {
    const key = nameKey(car.make);
    const list = byMake.get(key) ?? [];
    list.push({ car, model: nameKey(car.model) });
    byMake.set(key, list);
  }
  const wanted = desired.flatMap((d) => {
    const model = nameKey(d.model);
    return (byMake.get(nameKey(d.make)) ?? [])
      .filter((c) => (c.model.includes(model) || model.includes(c.model)) && matchesWantedCar(c.car, d))
      .map(({ car }) => ({ carId: car.id, acquisitionId: d.acquisitionId, acquisitionCarId: d.id }));
  });
  await reconcile(tx, inArray(acquisitionMatches.acquisitionId, ids), wanted);
}

/**
 * A request's status changed (in the transaction that changes it): completed closes it and drops its
 * matches; leaving completed reopens it and matches it again against today's cars.
 */
export async function acquisitionStatusChanged(tx: Db, id: number, from: string, to: string): Promise<void> {
  if (!isOpen(to)) await tx.delete(acquisitionMatches).where(eq(acquisitionMatches.acquisitionId, id));
  else if (!isOpen(from)) await matchRequests(tx, [id]);
}

/** Every open request matched again from scratch, a batch at a time: after an upgrade that adds matching. */
export async function rebuildAllMatches(db: Db, batch = 500): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const rows = await db
      .select({ id: acquisitions.id })
      .from(acquisitions)
      .where(and(sql`${acquisitions.id} > ${after}`, ne(acquisitions.status, CLOSED_STATUS)))
      .orderBy(asc(acquisitions.id))
      .limit(batch);
    if (rows.length === 0) return total;
    const ids = rows.map((r) => r.id);
    await db.transaction((tx) => matchRequests(tx, ids));
    total += ids.length;
    after = ids[ids.length - 1];
  }
}
