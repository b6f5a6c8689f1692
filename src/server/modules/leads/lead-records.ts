/** The full records behind lead index rows: each kind's own table, read by ids in one query. */
import { and, eq } from 'drizzle-orm';
import type { LeadKind, LeadRecord } from '../../../shared/schemas/lead-desk';
import type { Db } from '../../db/client';
import { leadIndex } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { acquisitionLeads } from './acquisitions.service';
import { contactLeads } from './contact.service';
import { financeLeads } from './finance.service';
import { type IndexRow, indexColumns, type KindRecord } from './lead-index';
import { sellLeads } from './sell.service';
import { subscriberLeads } from './subscribers.service';

/** The full records of a page of index rows, in the page's order. */
const stores: { [K in LeadKind]: { byIds: (db: Db, ids: number[]) => Promise<KindRecord[K][]> } } = {
  contact: contactLeads,
  sell: sellLeads,
  acquisition: acquisitionLeads,
  finance: financeLeads,
  subscriber: subscriberLeads,
};

export async function hydrate<T extends LeadRecord>(db: Db, kind: LeadKind, rows: IndexRow[]): Promise<T[]> {
  if (rows.length === 0) return [];
  const records: { id: number }[] = await stores[kind].byIds(
    db,
    rows.map((r) => r.leadId),
  );
  const byId = new Map(records.map((r) => [r.id, r]));
  // A lead deleted between the two reads is simply left out.
  return rows.flatMap((r) => {
    const record = byId.get(r.leadId);
    return record ? [record as T] : [];
  });
}

/** A lead's index row, or 404. */
export async function indexRowFor(db: Db, kind: LeadKind, id: number): Promise<IndexRow> {
  const [row] = await db
    .select(indexColumns)
    .from(leadIndex)
    .where(and(eq(leadIndex.kind, kind), eq(leadIndex.leadId, id)));
  if (!row) throw notFound('Lead');
  return row;
}
