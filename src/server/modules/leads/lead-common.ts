/** What every kind of lead shares: the honeypot, status changes with their history, deletes. */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InboxKind, LeadKind } from '../../../shared/schemas/lead-desk';
import type { Db } from '../../db/client';
import {
  acquisitions,
  contactSubmissions,
  financeApplications,
  sellSubmissions,
} from '../../db/schema/index';
import type { Env } from '../../env';
import { notFound } from '../../lib/errors';
import { type Actor, recordEvent } from './lead-events';
import { setIndexedStatus, unindexLead } from './lead-index';

export type LeadEnv = Pick<Env, 'STAFF_EMAIL' | 'MAIL_FROM' | 'PUBLIC_URL'>;

/** A filled honeypot means a bot: it gets the normal answer, and nothing is stored or sent. */
export const caughtByHoneypot = (input: { website?: string }) => !!input.website?.trim();
/** The id a bot sees: shaped like a real one so the answer gives nothing away. */
export const decoyId = () => randomInt(1, 100_000);

type LeadTable = PgTable & { id: PgColumn; status: PgColumn };
const statusTables: Record<InboxKind, LeadTable> = {
  contact: contactSubmissions,
  sell: sellSubmissions,
  acquisition: acquisitions,
  finance: financeApplications,
};
const leadLabels: Record<LeadKind, string> = {
  contact: 'Contact submission',
  sell: 'Sell your car submission',
  acquisition: 'Acquisition request',
  finance: 'Finance application',
  subscriber: 'Subscriber',
};

/**
 * Sets a lead's status and, when it really changed, writes who changed it from what on its timeline and
 * updates the inbox row: all in one transaction, so the history never disagrees with the lead.
 */
export async function changeStatus<Row>(
  db: Db,
  kind: InboxKind,
  id: number,
  status: string,
  actor: Actor,
): Promise<Row> {
  const table = statusTables[kind];
  return db.transaction(async (tx) => {
    const [before] = (await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .for('update')) as { status: string }[];
    if (!before) throw notFound(leadLabels[kind]);
    const [row] = (await tx.update(table).set({ status }).where(eq(table.id, id)).returning()) as Row[];
    if (before.status !== status) {
      await recordEvent(tx, kind, id, actor, { type: 'status', from: before.status, to: status });
      await setIndexedStatus(tx, kind, id, before.status, status);
    }
    return row;
  });
}

/** Deletes a lead with its inbox row and timeline (desired cars go by ON DELETE CASCADE). */
export async function deleteLead(db: Db, kind: LeadKind, table: PgTable & { id: PgColumn }, id: number) {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (gone.length === 0) throw notFound(leadLabels[kind]);
    await unindexLead(tx, kind, id);
  });
}
