/** What every kind of lead shares: intake with the honeypot, the SPEC list, status changes, deletes. */
import { randomInt } from 'node:crypto';
import { desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Attribution, sourceOf } from '../../../shared/schemas/attribution';
import type { InboxKind, LeadKind } from '../../../shared/schemas/lead-desk';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { notFound } from '../../lib/errors';
import { enqueueStaffNotice, type StaffNotice } from '../../mail/templates';
import { forwardAsAdf } from '../integrations/adf-forward.service';
import { queueWebhookEvent } from '../webhooks/webhook-events.service';
import { type Actor, recordEvent } from './lead-events';
import { indexLead, indexRowOf, type KindRecord, setIndexedStatus, unindexLead } from './lead-index';

export type LeadEnv = Pick<Env, 'STAFF_EMAIL' | 'MAIL_FROM' | 'PUBLIC_URL'>;

/** A filled honeypot means a bot: it gets the normal answer, and nothing is stored or sent. */
export const caughtByHoneypot = (input: { website?: string }) => !!input.website?.trim();
/** The id a bot sees: shaped like a real one so the answer gives nothing away. */
const decoyId = () => randomInt(1, 100_000);

type KeyedTable = PgTable & { id: PgColumn; createdAt: PgColumn };

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
async function changeStatus<Row>(
  db: Db,
  kind: InboxKind,
  table: KeyedTable & { status: PgColumn },
  id: number,
  status: string,
  actor: Actor,
  onChange?: StatusChangeHook,
): Promise<Row> {
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
      await onChange?.(tx, id, before.status, status);
      await queueWebhookEvent(tx, 'lead.status_changed', { kind, id, from: before.status, to: status });
    }
    return row;
  });
}

/** Deletes a lead with its inbox row and timeline (desired cars go by ON DELETE CASCADE). */
async function deleteLead(db: Db, kind: LeadKind, table: KeyedTable, id: number) {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (gone.length === 0) throw notFound(leadLabels[kind]);
    await unindexLead(tx, kind, id);
  });
}

/** One kind's leads as staff read and delete them. */
export type LeadStore<K extends LeadKind, Row> = {
  kind: K;
  table: KeyedTable;
  /** The SPEC list when no paging parameter is sent: every lead, newest first. */
  list: (db: Db) => Promise<KindRecord[K][]>;
  /** The leads with these ids, in no particular order; ids that are gone are left out. */
  byIds: (db: Db, ids: number[]) => Promise<KindRecord[K][]>;
  remove: (db: Db, id: number) => Promise<void>;
  /** The API records of rows, in their order (acquisitions read their desired cars here). */
  records: (db: Db, rows: Row[]) => Promise<KindRecord[K][]>;
};

/** A kind's store; `records` builds the API records from explicit fields (eachRow of recordOf, lib/api-row). */
export function leadStore<K extends LeadKind, T extends KeyedTable, Row = T['$inferSelect']>(
  kind: K,
  keyed: T,
  records: (db: Db, rows: Row[]) => Promise<KindRecord[K][]>,
): LeadStore<K, Row> {
  const table: KeyedTable = keyed;
  // Drizzle cannot resolve the row type of a table passed in as a parameter.
  const rowsOf = (rows: unknown) => rows as Row[];
  return {
    kind,
    table,
    list: async (db) =>
      records(db, rowsOf(await db.select().from(table).orderBy(desc(table.createdAt), desc(table.id)))),
    byIds: async (db, ids) =>
      records(db, rowsOf(await db.select().from(table).where(inArray(table.id, ids)))),
    remove: (db, id) => deleteLead(db, kind, table, id),
    records,
  };
}

/**
 * The row of a new lead (or a part of one) from its parsed input: each column of the table but the id and
 * the time, null for an optional one the input leaves out, and, whatever a client sends, status new, as
 * only staff move a lead on.
 */
export function newRowValues<T extends PgTable>(
  table: T,
  input: object,
): Omit<T['$inferSelect'], 'id' | 'createdAt'> {
  const fields = input as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key === 'id' || key === 'createdAt') continue;
    values[key] = key === 'status' ? 'new' : column.notNull ? fields[key] : (fields[key] ?? null);
  }
  return values as Omit<T['$inferSelect'], 'id' | 'createdAt'>;
}

/** `records` for a kind kept in one row per lead. */
export const eachRow =
  <Row, T>(toRecord: (row: Row) => T) =>
  async (_db: Db, rows: Row[]) =>
    rows.map(toRecord);

/** What else must change, in the same transaction, when a lead's status really changed. */
export type StatusChangeHook = (tx: Db, id: number, from: string, to: string) => Promise<void>;

/** Changes a lead's status (see changeStatus) and answers with its record. */
export const statusSetter =
  <K extends InboxKind, Row extends { status: string }>(
    store: LeadStore<K, Row>,
    onChange?: StatusChangeHook,
  ) =>
  async (db: Db, id: number, status: string, actor: Actor = null): Promise<KindRecord[K]> => {
    const table = store.table as KeyedTable & { status: PgColumn };
    const row = await changeStatus<Row>(db, store.kind, table, id, status, actor, onChange);
    const [record] = await store.records(db, [row]);
    return record;
  };

/**
 * A kind kept in one row a lead (contact, sell, finance): its store, its records built from the row alone,
 * and its status setter.
 */
export function oneRowLeads<K extends InboxKind, T extends KeyedTable & { status: PgColumn }>(
  kind: K,
  table: T,
  toRecord: (row: object) => KindRecord[K],
) {
  const leads = leadStore<K, T, T['$inferSelect'] & { status: string }>(kind, table, eachRow(toRecord));
  return { leads, updateStatus: statusSetter(leads) };
}

/** Writes a lead kept in one row and answers its record. */
export async function insertLead<K extends LeadKind, Row>(
  tx: Db,
  leads: LeadStore<K, Row>,
  values: object,
): Promise<KindRecord[K]> {
  const [row] = await tx
    .insert(leads.table)
    .values(values as never)
    .returning();
  const [record] = await leads.records(tx, [row as Row]);
  return record;
}

/** How one kind of lead comes in from its public form. */
type Intake<K extends LeadKind, Row> = {
  leads: LeadStore<K, Row>;
  /** The new lead's row but for the id and time the database gives it. */
  values: Omit<Row, 'id' | 'createdAt'>;
  notice: (record: KindRecord[K]) => StaffNotice;
  /** What a bot is answered with, for a kind whose `records` read more than the row it is given. */
  decoy?: (id: number) => KindRecord[K];
  /** Writes the lead, for a kind kept in more than one row or with its own insert rules. */
  insert?: (tx: Db) => Promise<KindRecord[K]>;
  /** Anything more that must commit with the lead, after the staff notice is queued. */
  alsoSave?: (tx: Db, record: KindRecord[K]) => Promise<void>;
};

/** What a `lead.created` webhook says of a lead: who it is and what it is about, as the lead desk lists it. */
function leadCreatedData<K extends LeadKind>(kind: K, record: KindRecord[K]) {
  const row = indexRowOf(kind, record);
  return {
    kind,
    id: record.id,
    name: row.name,
    email: record.email,
    phone: 'phone' in record ? record.phone : 'contactNumber' in record ? record.contactNumber : null,
    summary: row.summary,
    status: row.status,
    createdAt: record.createdAt,
  };
}

/**
 * Saves a public form's lead with its inbox row and staff notice in one transaction, so no lead is
 * stored unseen. A bot caught by the honeypot is answered as if its lead were saved under a made-up
 * id, and nothing is stored or sent.
 */
export async function receiveLead<K extends LeadKind, Row>(
  db: Db,
  env: LeadEnv,
  input: { website?: string; attribution?: Attribution | null },
  intake: Intake<K, Row>,
): Promise<KindRecord[K]> {
  const { leads, values } = intake;
  const recordOf = async (tx: Db, row: unknown) => (await leads.records(tx, [row as Row]))[0];
  if (caughtByHoneypot(input)) {
    const id = decoyId();
    return intake.decoy ? intake.decoy(id) : recordOf(db, { ...values, id, createdAt: new Date() });
  }
  const insert = intake.insert ?? ((tx: Db) => insertLead(tx, leads, values));
  return db.transaction(async (tx) => {
    const record = await insert(tx);
    const source = sourceOf(input.attribution);
    await indexLead(tx, leads.kind, record, { source, attribution: input.attribution ?? null });
    await queueWebhookEvent(tx, 'lead.created', { ...leadCreatedData(leads.kind, record), source });
    await enqueueStaffNotice(tx, env, intake.notice(record));
    await forwardAsAdf(tx, env.PUBLIC_URL, leads.kind, record, source);
    await intake.alsoSave?.(tx, record);
    return record;
  });
}
