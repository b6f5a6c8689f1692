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
import {
  acquisitionCars,
  acquisitions,
  contactSubmissions,
  financeApplications,
  leadIndex,
  sellSubmissions,
  subscribers,
} from '../../db/schema/index';
import { acquisitionValues, desiredCarValues, toAcquisition, withDesiredCars } from './acquisitions.service';
import { contactValues, toContact } from './contact.service';
import { financeValues, toFinance } from './finance.service';
import { indexLeads, indexRowOf, type KindRecord, recountLeads } from './lead-index';
import { sellValues, toSell } from './sell.service';
import { subscriberValues, toSubscriber } from './subscribers.service';

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
  switch (kind) {
    case 'contact': {
      const values = (rows as ImportRow<'contact'>[]).map((r) => stamp(contactValues(r.input), r));
      return as((await db.insert(contactSubmissions).values(values).returning()).map(toContact));
    }
    case 'sell': {
      const values = (rows as ImportRow<'sell'>[]).map((r) => stamp(sellValues(r.input), r));
      return as((await db.insert(sellSubmissions).values(values).returning()).map(toSell));
    }
    case 'finance': {
      const values = (rows as ImportRow<'finance'>[]).map((r) => stamp(financeValues(r.input), r));
      return as((await db.insert(financeApplications).values(values).returning()).map(toFinance));
    }
    case 'subscriber': {
      const values = (rows as ImportRow<'subscriber'>[]).map((r) => stamp(subscriberValues(r.input), r));
      const saved = await db.insert(subscribers).values(values).onConflictDoNothing().returning();
      return as(saved.map(toSubscriber));
    }
    case 'acquisition': {
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
      return as(
        parents.map((p) =>
          toAcquisition(
            p,
            savedCars.filter((c) => c.acquisitionId === p.id),
          ),
        ),
      );
    }
  }
  throw new Error(`Unknown lead kind ${kind}`);
}

const kindTables = {
  contact: { table: contactSubmissions, map: toContact },
  sell: { table: sellSubmissions, map: toSell },
  finance: { table: financeApplications, map: toFinance },
  subscriber: { table: subscribers, map: toSubscriber },
} as const;

/**
 * Gives every lead saved before the lead index existed (a database upgraded from an earlier version) its
 * inbox row, then recounts. Run at start after the migrations; it finds nothing to add once every lead
 * has its row.
 */
export async function backfillLeadIndex(db: Db): Promise<number> {
  let added = 0;
  const missing = (kind: LeadKind, table: { id: unknown }) =>
    sql`not exists (select 1 from ${leadIndex} where ${leadIndex.kind} = ${kind} and ${leadIndex.leadId} = ${table.id})`;
  for (const [kind, { table, map }] of Object.entries(kindTables) as [
    keyof typeof kindTables,
    (typeof kindTables)[keyof typeof kindTables],
  ][]) {
    for (;;) {
      const rows = await db.select().from(table).where(missing(kind, table)).limit(1000);
      if (rows.length === 0) break;
      const values = rows.map((row) => indexRowOf(kind, (map as (r: typeof row) => never)(row)));
      await db.insert(leadIndex).values(values).onConflictDoNothing();
      added += rows.length;
    }
  }
  for (;;) {
    const rows = await db.select().from(acquisitions).where(missing('acquisition', acquisitions)).limit(1000);
    if (rows.length === 0) break;
    const records = await withDesiredCars(db, rows);
    await db
      .insert(leadIndex)
      .values(records.map((r) => indexRowOf('acquisition', r)))
      .onConflictDoNothing();
    added += rows.length;
  }
  await recountLeads(db);
  return added;
}
