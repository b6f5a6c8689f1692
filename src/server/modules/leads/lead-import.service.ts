import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LeadKind } from '../../../shared/schemas/lead-desk';
import type {
  AcquisitionInput,
  ContactSubmissionInput,
  financeApplicationInput,
  SellSubmissionInput,
  subscriberInput,
} from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { acquisitionCars, acquisitions, leadIndex } from '../../db/schema/index';
import { matchRequests } from '../waitlist/matches.service';
import { acquisitionLeads, acquisitionValues, desiredCarValues, toAcquisition } from './acquisitions.service';
import { contactLeads, contactValues } from './contact.service';
import { financeLeads, financeValues } from './finance.service';
import { indexLeads, indexRowOf, type KindRecord, recountLeads } from './lead-index';
import { sellLeads, sellValues } from './sell.service';
import { subscriberLeads, subscriberValues } from './subscribers.service';

type Inputs = {
  contact: ContactSubmissionInput;
  sell: SellSubmissionInput;
  acquisition: AcquisitionInput;
  finance: z.infer<typeof financeApplicationInput>;
  subscriber: z.infer<typeof subscriberInput>;
};
export type ImportRow<K extends LeadKind> = { input: Inputs[K]; createdAt: Date; status?: string };

/**
 * Saves many leads of one kind in one transaction, with their inbox rows and no mail: for moving a
 * dealer's history in, and for `npm run bench:scale`. Inputs are the parsed public inputs; each row keeps
 * the time it was received.
 */
export async function importLeads<K extends LeadKind>(
  db: Db,
  kind: K,
  rows: ImportRow<K>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    const records = await insertRecords(tx, kind, rows);
    await indexLeads(
      tx,
      records.map((r) => indexRowOf(kind, r)),
    );
    return records.length;
  });
}

async function insertRecords<K extends LeadKind>(
  db: Db,
  kind: K,
  rows: ImportRow<K>[],
): Promise<KindRecord[K][]> {
  const stamp = <T extends object>(values: T, row: { createdAt: Date; status?: string }) => ({
    ...values,
    createdAt: row.createdAt,
    ...('status' in values && row.status ? { status: row.status } : {}),
  });
  const as = <T>(list: T[]) => list as unknown as KindRecord[K][];
  if (kind in rowKinds) {
    const { leads, values } = rowKinds[kind as RowKind];
    const insert = db
      .insert(leads.table)
      .values(rows.map((r) => stamp(values(r.input as never), r)) as never);
    // An imported subscriber already on the list is left as it is.
    const saved = await (kind === 'subscriber' ? insert.onConflictDoNothing() : insert).returning();
    return as(await (leads.records as (db: Db, rows: unknown[]) => Promise<unknown[]>)(db, saved));
  }
  if (kind !== 'acquisition') throw new Error(`Unknown lead kind ${kind}`);
  const typed = rows as ImportRow<'acquisition'>[];
  const parents = await db
    .insert(acquisitions)
    .values(typed.map((r) => stamp(acquisitionValues(r.input), r)))
    .returning();
  // RETURNING follows the VALUES order, so parent i belongs to input i.
  const cars = typed.flatMap((r, i) =>
    desiredCarValues(r.input).map((car) => ({ ...car, acquisitionId: parents[i].id })),
  );
  const savedCars = cars.length ? await db.insert(acquisitionCars).values(cars).returning() : [];
  // Imported open requests fit the cars for sale like any other (closed ones are skipped there).
  await matchRequests(
    db,
    parents.map((p) => p.id),
  );
  return as(
    parents.map((p) =>
      toAcquisition(
        p,
        savedCars.filter((c) => c.acquisitionId === p.id),
      ),
    ),
  );
}

/** The kinds kept in one row per lead: their store and the row of a parsed input. */
const rowKinds = {
  contact: { leads: contactLeads, values: contactValues },
  sell: { leads: sellLeads, values: sellValues },
  finance: { leads: financeLeads, values: financeValues },
  subscriber: { leads: subscriberLeads, values: subscriberValues },
};
type RowKind = keyof typeof rowKinds;
const stores = [...Object.values(rowKinds).map((k) => k.leads), acquisitionLeads];

/**
 * Gives every lead saved before the lead index existed (a database upgraded from an earlier version) its
 * inbox row, then recounts. Run at start after the migrations; it finds nothing to add once every lead
 * has its row.
 */
export async function backfillLeadIndex(db: Db): Promise<number> {
  let added = 0;
  const missing = (kind: LeadKind, table: { id: unknown }) =>
    sql`not exists (select 1 from ${leadIndex} where ${leadIndex.kind} = ${kind} and ${leadIndex.leadId} = ${table.id})`;
  for (const { kind, table, records } of stores) {
    for (;;) {
      const rows = await db.select().from(table).where(missing(kind, table)).limit(1000);
      if (rows.length === 0) break;
      const leads = await (records as (db: Db, rows: unknown[]) => Promise<KindRecord[LeadKind][]>)(db, rows);
      const values = leads.map((lead) => indexRowOf(kind, lead as never));
      await db.insert(leadIndex).values(values).onConflictDoNothing();
      added += rows.length;
    }
  }
  await recountLeads(db);
  return added;
}
