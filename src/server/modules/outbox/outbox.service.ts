import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import {
  MAIL_MAX_ATTEMPTS,
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
/** Failed for good: every attempt used. The worker no longer claims these (see worker.ts). */
const failed = and(unsent, gte(mailOutbox.attempts, MAIL_MAX_ATTEMPTS));
const pending = and(unsent, lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS));

type Row = typeof mailOutbox.$inferSelect;

const toOutboxMail = (row: Row): OutboxMail => {
  const state: OutboxState = row.attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending';
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
export async function outboxSummary(db: Db): Promise<OutboxSummary> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${pending})::int`,
      failed: sql<number>`count(*) filter (where ${failed})::int`,
    })
    .from(mailOutbox)
    .where(unsent);
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}

/** The newest undelivered mails of one state, with both counts. */
export async function listOutbox(db: Db, state: OutboxState): Promise<OutboxList> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(state === 'failed' ? failed : pending)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_LIST_LIMIT);
  return { items: rows.map(toOutboxMail), summary: await outboxSummary(db) };
}

/**
 * Gives a failed (or still pending) mail a fresh set of attempts, starting now. The last error stays
 * until a delivery succeeds, so staff still see why it failed while it is retried.
 */
export async function retryMail(db: Db, id: number): Promise<OutboxMail> {
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), unsent))
    .returning();
  if (row) return toOutboxMail(row);
  const [exists] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (exists) throw new AppError('conflict', 'This e-mail has already been sent');
  throw notFound('E-mail');
}
