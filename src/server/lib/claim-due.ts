import { and, asc, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * How long a claimed row is held: not due again meanwhile, so no other worker (or instance) sends it twice;
 * if the worker dies mid-delivery the lease runs out and the row is due again.
 */
const CLAIM_LEASE = sql`now() + interval '5 minutes'`;

/** The columns a retried-delivery queue (mail outbox, webhook deliveries) keeps for its workers. */
type Queue = PgTable & { id: PgColumn; attempts: PgColumn; nextAttemptAt: PgColumn };

/**
 * Claims up to `limit` due rows of a delivery queue, oldest due first: not yet `done`, under `maxAttempts`
 * (a row that used them all waits for staff), due by now, and passing `also`. Rows another worker holds are
 * skipped (`for update skip locked`); the claimed ones get a lease and come back in id order.
 */
export async function claimDue<Row extends { id: number }>(
  db: Db,
  table: Queue,
  options: { done: PgColumn; maxAttempts: number; limit: number; also?: SQL },
): Promise<Row[]> {
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        isNull(options.done),
        lt(table.attempts, options.maxAttempts),
        lte(table.nextAttemptAt, sql`now()`),
        options.also,
      ),
    )
    .orderBy(asc(table.nextAttemptAt), asc(table.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = (await db
    .update(table)
    .set({ nextAttemptAt: CLAIM_LEASE })
    .where(inArray(table.id, due))
    .returning()) as unknown as Row[];
  return rows.sort((a, b) => a.id - b.id);
}
