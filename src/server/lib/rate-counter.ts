import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounters } from '../db/schema/index';

/** Hits counted in the current window, and milliseconds until that window ends (0: no window open). */
export type RateCount = { count: number; ttlMs: number };

/** Expired rows are deleted at most this often per database, by whichever instance counts next. */
const CLEANUP_EVERY_MS = 60_000;
const lastCleanup = new WeakMap<Db, number>();

// The database's clock, not this process's: every instance then agrees on when a window ends.
const msLeft = sql<string>`ceil(extract(epoch from (${rateCounters.resetAt} - now())) * 1000)`;

/**
 * Fixed-window counters in the `rate_counters` table, so every instance on one database counts together:
 * two instances give the same limits as one.
 */
export const rateCounter = {
  /** Counts one hit on `key` and returns the count so far in its window (a new window when the last one ended). */
  async hit(db: Db, key: string, windowMs: number): Promise<RateCount> {
    await removeExpiredNowAndThen(db);
    // One statement: concurrent hits from several instances never lose a count or open two windows.
    const [row] = await db
      .insert(rateCounters)
      .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${rateCounters.resetAt} <= now() then 1 else ${rateCounters.count} + 1 end`,
          resetAt: sql`case when ${rateCounters.resetAt} <= now() then excluded.reset_at else ${rateCounters.resetAt} end`,
        },
      })
      .returning({ count: rateCounters.count, ttlMs: msLeft });
    return { count: row.count, ttlMs: Math.max(0, Number(row.ttlMs)) };
  },

  /** The count in `key`'s current window, without counting. */
  async peek(db: Db, key: string): Promise<RateCount> {
    const [row] = await db
      .select({ count: rateCounters.count, ttlMs: msLeft })
      .from(rateCounters)
      .where(and(eq(rateCounters.key, key), gt(rateCounters.resetAt, sql`now()`)));
    return row ? { count: row.count, ttlMs: Math.max(0, Number(row.ttlMs)) } : { count: 0, ttlMs: 0 };
  },

  async clear(db: Db, key: string): Promise<void> {
    await db.delete(rateCounters).where(eq(rateCounters.key, key));
  },

  /** Deletes every counter whose window has ended; returns how many. */
  async removeExpired(db: Db): Promise<number> {
    const rows = await db
      .delete(rateCounters)
      .where(lte(rateCounters.resetAt, sql`now()`))
      .returning({ key: rateCounters.key });
    return rows.length;
  },
};

/**
 * An ended window is reset by the next hit anyway; its row only matters for the table's size (one row per
 * address that ever posted), so the sweep rides along with counting instead of needing its own timer.
 */
async function removeExpiredNowAndThen(db: Db) {
  const now = Date.now();
  if (now - (lastCleanup.get(db) ?? 0) < CLEANUP_EVERY_MS) return;
  lastCleanup.set(db, now);
  await rateCounter.removeExpired(db);
}
