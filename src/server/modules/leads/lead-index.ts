import { and, eq } from 'drizzle-orm';
import { leadSummaryText, vehicleText } from '../../../shared/lead-text';
import type { LeadKind, LeadRecord, LeadSummary } from '../../../shared/schemas/lead-desk';
import type {
  Acquisition,
  ContactSubmission,
  FinanceApplication,
  SellSubmission,
  Subscriber,
} from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { leadEvents, leadIndex } from '../../db/schema/index';

/**
 * Digits only, with Australia's +61 written as the leading 0 people dial at home, so "+61 412 345 678",
 * "0412 345 678" and "(04) 1234-5678" all find one another.
 */
export function normalisePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

type KindRecord = {
  contact: ContactSubmission;
  sell: SellSubmission;
  acquisition: Acquisition;
  finance: FinanceApplication;
  subscriber: Subscriber;
};

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

/** Adds (or refreshes) a lead's row, in the transaction that saves the lead. */
export async function indexLead<K extends LeadKind>(db: Db, kind: K, lead: KindRecord[K]): Promise<void> {
  const row = indexRowOf(kind, lead);
  await db
    .insert(leadIndex)
    .values(row)
    .onConflictDoUpdate({ target: [leadIndex.kind, leadIndex.leadId], set: row });
}

export async function setIndexedStatus(db: Db, kind: LeadKind, id: number, status: string): Promise<void> {
  await db
    .update(leadIndex)
    .set({ status })
    .where(and(eq(leadIndex.kind, kind), eq(leadIndex.leadId, id)));
}

/** A deleted lead leaves no row and no history behind. */
export async function unindexLead(db: Db, kind: LeadKind, id: number): Promise<void> {
  await db.delete(leadIndex).where(and(eq(leadIndex.kind, kind), eq(leadIndex.leadId, id)));
  await db.delete(leadEvents).where(and(eq(leadEvents.kind, kind), eq(leadEvents.leadId, id)));
}

export const toLeadSummary = (row: typeof leadIndex.$inferSelect): LeadSummary => ({
  kind: row.kind as LeadKind,
  id: row.leadId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  summary: row.summary,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export type { KindRecord, LeadRecord };
