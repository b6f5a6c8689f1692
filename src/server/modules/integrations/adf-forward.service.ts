/** Sends each new lead, as ADF/XML, to the CRM intake addresses set for its kind (issue 30, item 2). */
import { eq } from 'drizzle-orm';
import type { CrmAddresses } from '../../../shared/schemas/crm';
import {
  type InboxKind,
  inboxKinds,
  type KindRecord,
  type LeadKind,
} from '../../../shared/schemas/lead-desk';
import type { Db } from '../../db/client';
import { cars, crmAddresses, hireCars } from '../../db/schema/index';
import { enqueueMail } from '../../mail/outbox';
import { type AdfCar, adfDocument } from './adf-out';

export async function getCrmAddresses(db: Db): Promise<CrmAddresses> {
  const rows = await db.select().from(crmAddresses);
  const byKind = new Map(rows.map((r) => [r.kind, r.addresses]));
  return Object.fromEntries(inboxKinds.map((kind) => [kind, byKind.get(kind) ?? []])) as CrmAddresses;
}

export async function saveCrmAddresses(db: Db, input: CrmAddresses): Promise<CrmAddresses> {
  for (const kind of inboxKinds) {
    const addresses = [...new Set(input[kind].map((a) => a.toLowerCase()))];
    await db
      .insert(crmAddresses)
      .values({ kind, addresses })
      .onConflictDoUpdate({ target: crmAddresses.kind, set: { addresses } });
  }
  return getCrmAddresses(db);
}

/** The stored car an enquiry names (a hire car for a booking request), when it still exists. */
async function enquiryCar(db: Db, lead: KindRecord['contact']): Promise<AdfCar | null> {
  const id = lead.vehicleEnquiry?.id;
  if (!id) return null;
  const table = lead.bookingDates ? hireCars : cars;
  const [car] = await db
    .select({
      year: table.year,
      make: table.make,
      model: table.model,
      vin: table.vin,
      stockNumber: table.stockNumber,
      mileage: table.mileage,
    })
    .from(table)
    .where(eq(table.id, id));
  if (!car) return null;
  if (lead.bookingDates) return { ...car, price: null };
  const [priced] = await db.select({ price: cars.price }).from(cars).where(eq(cars.id, id));
  return { ...car, price: priced?.price ?? null };
}

const isInbox = (kind: LeadKind): kind is InboxKind => (inboxKinds as readonly string[]).includes(kind);

/**
 * Queues the lead's ADF mail to each address set for its kind, in the transaction that saves the lead: the
 * durable outbox then delivers and retries it like any other mail, and a failure shows on the Outbox screen.
 */
export async function forwardAsAdf<K extends LeadKind>(
  tx: Db,
  siteUrl: string,
  kind: K,
  lead: KindRecord[K],
  source: string | null,
): Promise<void> {
  if (!isInbox(kind)) return;
  const [row] = await tx.select().from(crmAddresses).where(eq(crmAddresses.kind, kind));
  if (!row || row.addresses.length === 0) return;
  const inbox = lead as KindRecord[InboxKind];
  const car = kind === 'contact' ? await enquiryCar(tx, inbox as KindRecord['contact']) : null;
  const xml = adfDocument(kind, inbox, { siteUrl, dealerName: new URL(siteUrl).host, source, car });
  for (const to of row.addresses)
    await enqueueMail(tx, { kind: 'crm-adf', to, subject: `ADF lead ${kind}-${lead.id}`, text: xml });
}
