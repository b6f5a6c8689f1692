/**
 * "Notify me" (issue 17, item 4): an address follows one car for sale and is alerted once, when its
 * price drops below what it was when the watch began or when it is sold.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ALREADY_WATCHING_MESSAGE,
  type CarWatchAlertKind,
  type CarWatcher,
  type CarWatcherCounts,
  type CarWatchResponse,
  SOLD_CAR_WATCH_MESSAGE,
  WATCH_STARTED_MESSAGE,
} from '../../../shared/car-watch';
import type { Car } from '../../../shared/schemas/car';
import { carWatchInput } from '../../../shared/schemas/waitlist-watch';
import type { Db } from '../../db/client';
import { cars, carWatches } from '../../db/schema/index';
import type { Env } from '../../env';
import { listChildren } from '../../lib/by-id';
import { AppError, notFound, parse } from '../../lib/errors';
import { dealerIdentity } from '../../mail/marketing';
import { enqueueMail } from '../../mail/outbox';
import { type WatchAlert, watchAlertMail } from '../../mail/watch-alert';

/**
 * Starts watching car `carId` for the address in `body`. The car is looked up before the body is read,
 * so an unknown car (or a hire car's id) is a 404 whatever was sent. The same address twice is harmless:
 * an open watch is left as it is and the answer says so; one that was already alerted or unsubscribed
 * starts again from today's price, since the visitor has just asked again.
 */
export async function watchCar(
  db: Db,
  carId: number,
  body: unknown,
): Promise<CarWatchResponse & { created: boolean }> {
  const [car] = await db
    .select({ status: cars.status, price: cars.price })
    .from(cars)
    .where(eq(cars.id, carId));
  if (!car) throw notFound('Car');
  const input = parse(carWatchInput, body);
  if (car.status === 'sold') throw new AppError('conflict', SOLD_CAR_WATCH_MESSAGE);
  const started = { message: WATCH_STARTED_MESSAGE, alreadyWatching: false, created: true };
  // A filled honeypot is a bot: it gets the normal answer and nothing is stored.
  if (input.website?.trim()) return started;

  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    // ON CONFLICT rather than look-then-insert: two simultaneous clicks cannot make two watches.
    const [inserted] = await tx
      .insert(carWatches)
      .values({ carId, email, price: car.price })
      .onConflictDoNothing({ target: [carWatches.carId, carWatches.email] })
      .returning({ id: carWatches.id });
    if (inserted) return started;
    const [rearmed] = await tx
      .update(carWatches)
      .set({ price: car.price, alertedAt: null, alertKind: null, unsubscribedAt: null })
      .where(
        and(
          eq(carWatches.carId, carId),
          eq(carWatches.email, email),
          sql`(${carWatches.alertedAt} is not null or ${carWatches.unsubscribedAt} is not null)`,
        ),
      )
      .returning({ id: carWatches.id });
    if (rearmed) return started;
    return { message: ALREADY_WATCHING_MESSAGE, alreadyWatching: true, created: false };
  });
}

/** A car as it was before a save (null when new) and as it is after. */
export type CarChange = { before: Car | null; after: Car };

/** What a save did to a car that its watchers may care about, or null for nothing. */
function alertOf(change: CarChange): CarWatchAlertKind | null {
  const { before, after } = change;
  // A new car has no watchers yet.
  if (!before) return null;
  if (before.status !== 'sold' && after.status === 'sold') return 'sold';
  // Whether it is a drop is measured per watch, from the price its watcher saw. Price 0 is "on
  // application": going to it is no drop.
  if (after.status === 'available' && after.price > 0 && after.price !== before.price) return 'price-drop';
  return null;
}

/**
 * Alerts the addresses watching a car whose price dropped or which sold: runs in the transaction that
 * saves the car, so each alert is queued with the mark that it was sent and goes out once only. A save
 * that changes neither the price nor the sale costs no query at all.
 */
export async function alertWatchers(
  tx: Db,
  change: CarChange,
  env: Pick<Env, 'PUBLIC_URL'>,
): Promise<number> {
  const kind = alertOf(change);
  if (!kind) return 0;
  const { before, after } = change;
  const open = await tx
    .select({
      id: carWatches.id,
      email: carWatches.email,
      price: carWatches.price,
      token: carWatches.unsubscribeToken,
    })
    .from(carWatches)
    .where(
      and(eq(carWatches.carId, after.id), isNull(carWatches.alertedAt), isNull(carWatches.unsubscribedAt)),
    )
    .for('update');
  // A drop counts from the price each watcher saw when they began: a price raised and lowered back is
  // no drop to them.
  const due: { watch: (typeof open)[number]; alert: WatchAlert }[] = [];
  for (const watch of open) {
    if (kind === 'sold') due.push({ watch, alert: { kind, car: after } });
    else {
      const was = watch.price ?? before?.price ?? 0;
      if (was > after.price) due.push({ watch, alert: { kind, car: after, was } });
    }
  }
  if (due.length === 0) return 0;

  const identity = await dealerIdentity(tx);
  for (const { watch, alert } of due)
    await enqueueMail(
      tx,
      watchAlertMail({
        to: { email: watch.email, unsubscribeToken: watch.token },
        alert,
        identity,
        publicUrl: env.PUBLIC_URL,
      }),
    );
  await tx
    .update(carWatches)
    .set({ alertedAt: new Date(), alertKind: kind })
    .where(
      inArray(
        carWatches.id,
        due.map((d) => d.watch.id),
      ),
    );
  return due.length;
}

/** Everyone who has watched a car, newest first, with whether and why they were alerted. */
export const listCarWatchers = (db: Db, carId: number): Promise<CarWatcher[]> =>
  listChildren(db, cars, carId, 'Car', carWatches.carId, toCarWatcher, [
    desc(carWatches.createdAt),
    desc(carWatches.id),
  ]);

export const toCarWatcher = (row: typeof carWatches.$inferSelect): CarWatcher => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  alertedAt: row.alertedAt?.toISOString() ?? null,
  alertKind: row.alertKind as CarWatchAlertKind | null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

/**
 * For one page of the admin inventory: per car, the watches still waiting for their alert and all of
 * them, in one grouped query over the unique (car, email) index. Every id asked for has an entry.
 */
export async function countCarWatchers(db: Db, carIds: number[]): Promise<CarWatcherCounts> {
  const counts: CarWatcherCounts = Object.fromEntries(carIds.map((id) => [id, { watching: 0, total: 0 }]));
  if (carIds.length === 0) return counts;
  const rows = await db
    .select({
      carId: carWatches.carId,
      total: count(),
      watching:
        sql<number>`count(*) filter (where ${carWatches.alertedAt} is null and ${carWatches.unsubscribedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(carWatches)
    .where(inArray(carWatches.carId, carIds))
    .groupBy(carWatches.carId);
  for (const row of rows) counts[row.carId] = { watching: row.watching, total: row.total };
  return counts;
}

/** Ends a watch at staff's request (someone asked to be forgotten): the row goes, and with it the token. */
export async function deleteCarWatcher(db: Db, carId: number, watcherId: number): Promise<void> {
  const gone = await db
    .delete(carWatches)
    .where(and(eq(carWatches.id, watcherId), eq(carWatches.carId, carId)))
    .returning({ id: carWatches.id });
  if (gone.length === 0) throw notFound('Watcher');
}
