/**
 * The new-arrivals digest: at most one e-mail a day to every subscriber who has not unsubscribed, and only
 * when cars were listed since the previous digest. A run records its cars first; each batch of subscribers
 * then gets a digest_sends row and its queued mail in ONE transaction, so a restart (or a second instance)
 * carries on with exactly those not yet written and nobody is sent the same digest twice.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { WaitlistSettings, WaitlistSettingsInput } from '../../../shared/schemas/waitlist-settings';
import type { Db } from '../../db/client';
import { cars, digestRuns, digestSends, subscribers, waitlistSettings } from '../../db/schema/index';
import type { Env } from '../../env';
import { DEALER_TIME_ZONE } from '../../lib/paging';
import { dealerIdentity } from '../../mail/marketing';
import { type DigestCar, newArrivalsMail } from '../../mail/new-arrivals';
import { enqueueMail } from '../../mail/outbox';

/** The Sydney hour the daily digest goes out at (or at the first check after it). */
export const DIGEST_HOUR = 9;
/** A server that was down all morning still sends until this hour's end (20:59), never at night. */
export const DIGEST_LAST_HOUR = 20;
/** The first digest ever lists the cars of the day before it. */
const FIRST_DIGEST_LOOKBACK_MS = 24 * 60 * 60_000;
/** More cars than this read as a catalogue, not news: the mail shows the newest and says how many more. */
export const DIGEST_MAX_CARS = 12;
/** A bound on what one run records, whatever an import of stock did that day. */
const RUN_MAX_CARS = 1000;
const DEFAULT_BATCH = 200;

export type DigestEnv = Pick<Env, 'PUBLIC_URL'>;

export type DigestOutcome =
  | { status: 'disabled' | 'already-sent' | 'nothing-new' }
  | { status: 'sent' | 'stopped'; runId: number; queued: number };

// ---------------------------------------------------------------- Sydney calendar

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DEALER_TIME_ZONE });
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DEALER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** "2026-11-26": the calendar day in Sydney at that moment. */
export const sydneyDay = (at: Date) => dayFormat.format(at);

function sydneyParts(at: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The hour of the day in Sydney at that moment. */
export const sydneyHour = (at: Date) => sydneyParts(at).hour;

/** The moment it is `hour`:00 in Sydney on the Sydney day `daysAhead` after the one `at` falls on. */
export function sydneyTime(at: Date, hour: number, daysAhead = 0): Date {
  const p = sydneyParts(at);
  const wanted = Date.UTC(p.year, p.month - 1, p.day + daysAhead, hour);
  // The zone's offset at the wanted time (found in two steps, so a daylight-saving change is honoured).
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const q = sydneyParts(new Date(guess));
    const offset = Date.UTC(q.year, q.month - 1, q.day, q.hour, q.minute, q.second) - guess;
    guess = wanted - offset;
  }
  return new Date(guess);
}

// ---------------------------------------------------------------- settings

export async function digestEnabled(db: Db): Promise<boolean> {
  const [row] = await db.select().from(waitlistSettings).where(eq(waitlistSettings.id, 1));
  // No row yet: the digest is on (the default staff can switch off).
  return (row?.digestEnabled ?? 1) === 1;
}

async function latestRun(db: Db) {
  const [run] = await db.select().from(digestRuns).orderBy(desc(digestRuns.id)).limit(1);
  return run;
}

/** When the next daily check is due: today's send hour if it is still ahead and nothing went today, else tomorrow's. */
export function nextSendTime(now: Date, lastStartedAt: Date | null): Date {
  const sentToday = lastStartedAt !== null && sydneyDay(lastStartedAt) === sydneyDay(now);
  const today = sydneyTime(now, DIGEST_HOUR);
  if (sentToday) return sydneyTime(now, DIGEST_HOUR, 1);
  // Past the hour and nothing sent yet today: the next check (within minutes) may send.
  return today > now ? today : now;
}

export async function getWaitlistSettings(db: Db, now = new Date()): Promise<WaitlistSettings> {
  const enabled = await digestEnabled(db);
  const run = await latestRun(db);
  const [{ recipients }] = run
    ? await db
        .select({ recipients: sql<number>`count(*)`.mapWith(Number) })
        .from(digestSends)
        .where(eq(digestSends.runId, run.id))
    : [{ recipients: 0 }];
  return {
    digestEnabled: enabled,
    lastSentAt: run ? run.startedAt.toISOString() : null,
    lastCarCount: run ? run.carIds.length : 0,
    lastRecipientCount: recipients,
    nextSendAt: enabled ? nextSendTime(now, run?.startedAt ?? null).toISOString() : null,
  };
}

export async function saveWaitlistSettings(db: Db, input: WaitlistSettingsInput): Promise<WaitlistSettings> {
  const digestEnabled = input.digestEnabled ? 1 : 0;
  await db
    .insert(waitlistSettings)
    .values({ id: 1, digestEnabled })
    .onConflictDoUpdate({ target: waitlistSettings.id, set: { digestEnabled } });
  return getWaitlistSettings(db);
}

// ---------------------------------------------------------------- the run

const digestCarColumns = {
  id: cars.id,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  price: cars.price,
  images: cars.images,
};

/**
 * The run to send now: an unfinished one carries on; otherwise a new one is made when the last began on an
 * earlier Sydney day and cars were listed since it began. Made under a lock, so two instances checking at
 * the same moment make one run between them.
 */
async function runToSend(db: Db, now: Date): Promise<DigestOutcome | typeof digestRuns.$inferSelect> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('new-arrivals-digest'))`);
    const last = await latestRun(tx);
    if (last && !last.finishedAt) return last;
    if (last && sydneyDay(last.startedAt) === sydneyDay(now)) return { status: 'already-sent' as const };
    if (last?.finishedAt && sydneyDay(last.finishedAt) === sydneyDay(now))
      return { status: 'already-sent' as const };
    const listedSince = last?.startedAt ?? new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_MS);
    const fresh = await tx
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.status, 'available'), gt(cars.createdAt, listedSince), lte(cars.createdAt, now)))
      .orderBy(desc(cars.createdAt), desc(cars.id))
      .limit(RUN_MAX_CARS);
    if (fresh.length === 0) return { status: 'nothing-new' as const };
    const [run] = await tx
      .insert(digestRuns)
      .values({ listedSince, carIds: fresh.map((c) => c.id), startedAt: now })
      .returning();
    return run;
  });
}

/**
 * Sends today's digest if one is due; safe to call as often as you like. `signal` stops it between batches
 * (the app closing): what is written stays, and the next call carries on from there.
 */
export async function runDigest(
  db: Db,
  env: DigestEnv,
  now = new Date(),
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<DigestOutcome> {
  if (!(await digestEnabled(db))) return { status: 'disabled' };
  const run = await runToSend(db, now);
  if ('status' in run) return run;

  // Cars sold or withdrawn since the run began are left out; a digest with none left is not sent.
  const listed = await db
    .select(digestCarColumns)
    .from(cars)
    .where(and(inArray(cars.id, run.carIds), eq(cars.status, 'available')));
  const order = new Map(run.carIds.map((id, i) => [id, i]));
  const stillListed: DigestCar[] = listed.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const digestCars = stillListed.slice(0, DIGEST_MAX_CARS);
  const more = stillListed.length - digestCars.length;
  const identity = await dealerIdentity(db);
  const batchSize = options.batchSize ?? DEFAULT_BATCH;

  let queued = 0;
  while (digestCars.length > 0) {
    if (options.signal?.aborted) return { status: 'stopped', runId: run.id, queued };
    const written = await db.transaction(async (tx) => {
      // SKIP LOCKED: another instance sending the same run takes other subscribers, never these.
      const batch = await tx
        .select({
          id: subscribers.id,
          email: subscribers.email,
          firstName: subscribers.firstName,
          unsubscribeToken: subscribers.unsubscribeToken,
        })
        .from(subscribers)
        .where(
          and(
            isNull(subscribers.unsubscribedAt),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(digestSends)
                .where(and(eq(digestSends.runId, run.id), eq(digestSends.subscriberId, subscribers.id))),
            ),
          ),
        )
        .orderBy(asc(subscribers.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const subscriber of batch) {
        const mailId = await enqueueMail(
          tx,
          newArrivalsMail({ to: subscriber, cars: digestCars, more, identity, publicUrl: env.PUBLIC_URL }),
        );
        await tx.insert(digestSends).values({ runId: run.id, subscriberId: subscriber.id, mailId });
      }
      return batch.length;
    });
    if (written === 0) break;
    queued += written;
  }
  await db.update(digestRuns).set({ finishedAt: now }).where(eq(digestRuns.id, run.id));
  return { status: 'sent', runId: run.id, queued };
}
