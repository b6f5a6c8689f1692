import { and, eq, sql } from 'drizzle-orm';
import { leadSummaryText, vehicleText } from '../../../shared/lead-text';
import type { Attribution } from '../../../shared/schemas/attribution';
import type { KindRecord, LeadKind, LeadRecord, LeadSummary } from '../../../shared/schemas/lead-desk';
import type { Db } from '../../db/client';
import { leadCounts, leadEvents, leadIndex } from '../../db/schema/index';

/**
 * Digits only, with Australia's +61 written as the leading 0 people dial at home, so "+61 412 345 678",
 * "0412 345 678" and "(04) 1234-5678" all find one another.
 */
export function normalisePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

const personName = (l: { firstName: string; lastName: string }) => `${l.firstName} ${l.lastName}`.trim();

/** Who the lead is, and every piece of its text a search should find. */
const describe: {
  [K in LeadKind]: (lead: KindRecord[K]) => { name: string; phone: string | null; text: unknown[] };
} = {
  contact: (c) => ({
    name: personName(c),
    phone: c.contactNumber,
    text: [c.businessName, vehicleText(c.vehicleEnquiry), c.message],
  }),
  sell: (s) => ({
    name: personName(s),
    phone: s.phone,
    text: [s.submissionType, s.year, s.make, s.model, s.location, s.registration, s.color, s.description],
  }),
  acquisition: (a) => ({
    name: personName(a),
    phone: a.contactNumber,
    text: [a.budgetNotes, ...a.desiredCars.flatMap((c) => [c.make, c.model, c.notes])],
  }),
  finance: (f) => ({ name: f.fullName, phone: f.phone, text: [f.employmentStatus, f.annualIncome] }),
  subscriber: (s) => ({ name: personName(s), phone: null, text: [] }),
};

export function indexRowOf<K extends LeadKind>(kind: K, lead: KindRecord[K]): typeof leadIndex.$inferInsert {
  const { name, phone, text } = describe[kind](lead);
  const normalised = normalisePhone(phone);
  const search = [name, lead.email, phone, normalised, ...text]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ')
    .toLowerCase();
  return {
    kind,
    leadId: lead.id,
    status: 'status' in lead ? lead.status : null,
    subtype: 'submissionType' in lead ? lead.submissionType : null,
    name,
    email: lead.email.toLowerCase(),
    phone: normalised,
    summary: (leadSummaryText[kind] as (l: KindRecord[K]) => string)(lead),
    search,
    createdAt: new Date(lead.createdAt),
  };
}

type CountKey = { kind: string; subtype: string | null; status: string | null };

/** Adds `delta` to the count of each key (one row per kind, subtype and status). */
async function bumpCounts(db: Db, keys: CountKey[], delta: number): Promise<void> {
  const byKey = new Map<string, { kind: string; subtype: string; status: string; n: number }>();
  for (const k of keys) {
    const key = { kind: k.kind, subtype: k.subtype ?? '', status: k.status ?? '' };
    const id = `${key.kind}\u0000${key.subtype}\u0000${key.status}`;
    const entry = byKey.get(id) ?? { ...key, n: 0 };
    entry.n += delta;
    byKey.set(id, entry);
  }
  if (byKey.size === 0) return;
  await db
    .insert(leadCounts)
    .values([...byKey.values()])
    .onConflictDoUpdate({
      target: [leadCounts.kind, leadCounts.subtype, leadCounts.status],
      set: { n: sql`${leadCounts.n} + excluded.n` },
    });
}

/** Adds new leads' rows and counts, in the transaction that saves the leads. */
export async function indexLeads(db: Db, rows: (typeof leadIndex.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(leadIndex).values(rows);
  await bumpCounts(
    db,
    rows.map((r) => ({ kind: r.kind, subtype: r.subtype ?? null, status: r.status ?? null })),
    1,
  );
}

/** Where a lead came from: its channel and the visit's first and last touch (issue 30). */
export type LeadOrigin = { source: string | null; attribution: Attribution | null };

export const indexLead = <K extends LeadKind>(db: Db, kind: K, lead: KindRecord[K], origin?: LeadOrigin) =>
  indexLeads(db, [{ ...indexRowOf(kind, lead), ...origin }]);

export async function setIndexedStatus(db: Db, kind: LeadKind, id: number, from: string, to: string) {
  const [row] = await db
    .update(leadIndex)
    .set({ status: to })
    .where(and(eq(leadIndex.kind, kind), eq(leadIndex.leadId, id)))
    .returning({ subtype: leadIndex.subtype });
  if (!row) return;
  await bumpCounts(db, [{ kind, subtype: row.subtype, status: from }], -1);
  await bumpCounts(db, [{ kind, subtype: row.subtype, status: to }], 1);
}

/** A deleted lead leaves no row, count or history behind. */
export async function unindexLead(db: Db, kind: LeadKind, id: number): Promise<void> {
  const gone = await db
    .delete(leadIndex)
    .where(and(eq(leadIndex.kind, kind), eq(leadIndex.leadId, id)))
    .returning({ kind: leadIndex.kind, subtype: leadIndex.subtype, status: leadIndex.status });
  await bumpCounts(db, gone, -1);
  await db.delete(leadEvents).where(and(eq(leadEvents.kind, kind), eq(leadEvents.leadId, id)));
}

/** Rebuilds every count from the lead rows themselves (at start, and after a backfill). */
export async function recountLeads(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(leadCounts);
    await tx.execute(sql`
      insert into ${leadCounts} (kind, subtype, status, n)
      select kind, coalesce(subtype, ''), coalesce(status, ''), count(*)::int from ${leadIndex} group by 1, 2, 3`);
  });
}

/** Every column but the searchable text: lists and exports never need it, and it is the widest. */
export const indexColumns = {
  id: leadIndex.id,
  kind: leadIndex.kind,
  leadId: leadIndex.leadId,
  status: leadIndex.status,
  subtype: leadIndex.subtype,
  name: leadIndex.name,
  email: leadIndex.email,
  phone: leadIndex.phone,
  summary: leadIndex.summary,
  createdAt: leadIndex.createdAt,
  source: leadIndex.source,
  attribution: leadIndex.attribution,
};
/** The kept first response is the response-times report's alone: lists and exports leave it out too. */
export type IndexRow = Omit<typeof leadIndex.$inferSelect, 'search' | 'firstResponseAt' | 'firstResponseBy'>;

export const toLeadSummary = (row: IndexRow): LeadSummary => ({
  kind: row.kind as LeadKind,
  id: row.leadId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  summary: row.summary,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  source: row.source,
});

export type { KindRecord, LeadRecord };
