/**
 * Acquisition matches (issue 17): which cars for sale fit which open acquisition requests. A match is a
 * (car, desired-car entry) pair, kept in step with both sides inside the transaction that changes either:
 * a car saved (carSaved), a request received or imported, a request closed (completed) or reopened. Car and
 * request deletes cascade. The database narrows the candidates by make (an index on its key) and the model
 * by containment; the shared rule (shared/waitlist-match.ts) has the last word on every pair.
 */
import { and, asc, count, countDistinct, desc, eq, inArray, ne, notExists, type SQL, sql } from 'drizzle-orm';
import { vehicleTitle } from '../../../shared/format';
import type { Car } from '../../../shared/schemas/car';
import {
  type AcquisitionMatch,
  ALREADY_SENT_MESSAGE,
  type CarsWaiting,
  type MatchSent,
  type NewMatches,
} from '../../../shared/schemas/waitlist';
import { type MatchableCar, matchesWantedCar, nameKey, type WantedCar } from '../../../shared/waitlist-match';
import type { Db } from '../../db/client';
import { nameKeyOf } from '../../db/schema/columns';
import {
  acquisitionCars,
  acquisitionMatches,
  acquisitionMatchSends,
  acquisitions,
  cars,
} from '../../db/schema/index';
import type { Env } from '../../env';
import { AppError, notFound } from '../../lib/errors';
import { toVehicle } from '../../lib/vehicles';
import { dealerIdentity } from '../../mail/marketing';
import { matchToClientMail } from '../../mail/match-to-client';
import { enqueueMail } from '../../mail/outbox';
import { type Actor, recordLeadEvent } from '../leads/lead-timeline.service';

/** A match's "Send to client" record, if the car was sent for its request (once per request and car). */
const sendOfMatch = and(
  eq(acquisitionMatchSends.acquisitionId, acquisitionMatches.acquisitionId),
  eq(acquisitionMatchSends.carId, acquisitionMatches.carId),
);

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
const candidateColumns = {
  id: cars.id,
  status: cars.status,
  make: cars.make,
  model: cars.model,
  year: cars.year,
  price: cars.price,
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

// ---------------------------------------------------------------- what staff see

async function requestRow(db: Db, id: number, lock = false) {
  const query = db.select().from(acquisitions).where(eq(acquisitions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Acquisition request');
  return row;
}

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

// ---------------------------------------------------------------- send to client

export type MatchEnv = Pick<Env, 'PUBLIC_URL'>;

/**
 * "Send to client": e-mails the client the car's page and photo through the outbox, once per car and
 * request, and records it on the request's timeline with the mail, all in one transaction. The send row's
 * primary key is the guard: a second send (a double click, two staff at once) is refused with 409 and
 * queues nothing.
 */
export async function sendMatchToClient(
  db: Db,
  env: MatchEnv,
  acquisitionId: number,
  carId: number,
  actor: Actor,
): Promise<MatchSent> {
  return db.transaction(async (tx) => {
    const request = await requestRow(tx, acquisitionId, true);
    const [car] = await tx.select().from(cars).where(eq(cars.id, carId));
    if (!car) throw notFound('Car');
    const [sent] = await tx
      .select({ sentAt: acquisitionMatchSends.sentAt })
      .from(acquisitionMatchSends)
      .where(
        and(eq(acquisitionMatchSends.acquisitionId, acquisitionId), eq(acquisitionMatchSends.carId, carId)),
      );
    if (sent) throw new AppError('conflict', ALREADY_SENT_MESSAGE);
    const [match] = await tx
      .select({ id: acquisitionMatches.id })
      .from(acquisitionMatches)
      .where(and(eq(acquisitionMatches.acquisitionId, acquisitionId), eq(acquisitionMatches.carId, carId)))
      .limit(1);
    if (!match) throw notFound('Match');
    const [claimed] = await tx
      .insert(acquisitionMatchSends)
      .values({ acquisitionId, carId })
      .onConflictDoNothing()
      .returning({ sentAt: acquisitionMatchSends.sentAt });
    if (!claimed) throw new AppError('conflict', ALREADY_SENT_MESSAGE);

    const mail = matchToClientMail({
      to: { email: request.email, firstName: request.firstName },
      car,
      identity: await dealerIdentity(tx),
      publicUrl: env.PUBLIC_URL,
    });
    const mailId = await enqueueMail(tx, mail);
    await tx
      .update(acquisitionMatchSends)
      .set({ mailId })
      .where(
        and(eq(acquisitionMatchSends.acquisitionId, acquisitionId), eq(acquisitionMatchSends.carId, carId)),
      );
    await recordLeadEvent(
      tx,
      'acquisition',
      acquisitionId,
      actor,
      {
        type: 'car-sent',
        carId,
        car: vehicleTitle(car),
        to: mail.to,
        subject: mail.subject,
        body: mail.text,
      },
      mailId,
    );
    return { sentAt: claimed.sentAt.toISOString(), mailId };
  });
}
