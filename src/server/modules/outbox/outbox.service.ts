import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import {
  OUTBOX_LIST_LIMIT,
  type OutboxList,
  type OutboxMail,
  type OutboxState,
  type OutboxSummary,
} from '../../../shared/schemas/outbox';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';

const unsent = isNull(mailOutbox.sentAt);
/** Failed for good: every attempt used (MAIL_MAX_ATTEMPTS). The worker no longer claims these (worker.ts). */
const failed = (max: number) => and(unsent, gte(mailOutbox.attempts, max));
const pending = (max: number) => and(unsent, lt(mailOutbox.attempts, max));

type Row = typeof mailOutbox.$inferSelect;

/** The columns that make an undelivered mail due now, with at least one attempt left. */
export const retryNow = (max: number) => ({
  nextAttemptAt: sql`now()`,
  attempts: sql`least(${mailOutbox.attempts}, ${max - 1})`,
});

export const toOutboxMail = (row: Row, max: number): OutboxMail => {
  const state: OutboxState = row.attempts >= max ? 'failed' : 'pending';
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: state === 'failed' ? null : row.nextAttemptAt.toISOString(),
    state,
  };
};

/** How many mails wait to be sent and how many have failed for good (the Overview's warning). */
export async function outboxSummary(db: Db, max: number): Promise<OutboxSummary> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${pending(max)})::int`,
      failed: sql<number>`count(*) filter (where ${failed(max)})::int`,
    })
    .from(mailOutbox)
    .where(unsent);
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}

/** The newest undelivered mails of one state, with both counts. */
export async function listOutbox(db: Db, state: OutboxState, max: number): Promise<OutboxList> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(state === 'failed' ? failed(max) : pending(max))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_LIST_LIMIT);
  return { items: rows.map((row) => toOutboxMail(row, max)), summary: await outboxSummary(db, max) };
}

/**
 * Tries an undelivered mail again now: one more attempt for a failed one (it fails again at once if the
 * cause is still there), the next attempt brought forward for a pending one. The last error stays until a
 * delivery succeeds, so staff still see why it failed while it is retried.
 */
export async function retryMail(db: Db, id: number, max: number): Promise<OutboxMail> {
  const [row] = await db
    .update(mailOutbox)
    .set(retryNow(max))
    .where(and(eq(mailOutbox.id, id), unsent))
    .returning();
  if (row) return toOutboxMail(row, max);
  const [exists] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (exists) throw new AppError('conflict', 'This e-mail has already been sent');
  throw notFound('E-mail');
}
