/**
 * An ADF lead from a marketplace or lead provider becomes the matching lead through the same service path
 * as a website form (index, timeline, staff notice, auto-reply, matching, ADF forwarding), once per
 * prospect id and provider: a provider resending a lead gets the first one back.
 */
import { and, eq } from 'drizzle-orm';
import type { Attribution } from '../../../shared/schemas/attribution';
import { contactSubmissionInput, sellSubmissionInput } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { adfReceipts, cars } from '../../db/schema/index';
import type { Env } from '../../env';
import { parse } from '../../lib/errors';
import { createContactSubmission } from '../leads/contact.service';
import { createSellSubmission } from '../leads/sell.service';
import type { AdfLead, AdfVehicle } from './adf-in';

type LeadEnv = Pick<Env, 'STAFF_EMAIL' | 'MAIL_FROM' | 'PUBLIC_URL'>;

export type AdfReceipt = { kind: 'contact' | 'sell'; id: number; source: string; duplicate: boolean };

const sourceLabel = (provider: string) => provider.trim().toLowerCase();
const attributionOf = (lead: AdfLead): Attribution => {
  const touch = { utm_source: sourceLabel(lead.provider), utm_medium: 'adf', at: Date.now() };
  return { first: touch, last: touch };
};
/** A mobile number first, as staff call that; else the first number given. */
const phoneOf = (lead: AdfLead) =>
  (lead.phones.find((p) => p.type === 'cellphone' || p.type === 'mobile') ?? lead.phones[0])?.number ?? null;
const vehicleLine = (v: AdfVehicle) =>
  [
    v.year,
    v.make,
    v.model,
    v.vin && `VIN ${v.vin}`,
    v.stock && `stock ${v.stock}`,
    v.odometer && `${v.odometer} km`,
  ]
    .filter(Boolean)
    .join(' ');

/** The listed car a vehicle names by stock number or VIN, for the enquiry's link to it. */
async function listedCarId(db: Db, v: AdfVehicle | undefined): Promise<number | undefined> {
  if (!v || (!v.stock && !v.vin)) return undefined;
  const where = v.stock ? eq(cars.stockNumber, v.stock) : eq(cars.vin, v.vin as string);
  const [car] = await db.select({ id: cars.id }).from(cars).where(where).limit(1);
  return car?.id;
}

async function createLead(db: Db, env: LeadEnv, lead: AdfLead) {
  const attribution = attributionOf(lead);
  const phone = phoneOf(lead);
  const selling = lead.vehicles.find((v) => v.interest === 'sell' || v.interest === 'trade-in');
  if (selling?.make && selling.model && selling.year && phone) {
    const input = parse(sellSubmissionInput, {
      submissionType: 'sell',
      firstName: lead.firstName,
      lastName: lead.lastName || '-',
      email: lead.email,
      phone,
      make: selling.make,
      model: selling.model,
      year: selling.year,
      mileage: selling.odometer ?? 'Not given',
      price: selling.price,
      description: [selling.interest === 'trade-in' ? 'Trade-in' : null, selling.comments, lead.comments]
        .filter(Boolean)
        .join('\n'),
      attribution,
    });
    return { kind: 'sell' as const, record: await createSellSubmission(db, env, input) };
  }
  const wanted = lead.vehicles.find((v) => v !== selling) ?? selling;
  const enquiry =
    wanted?.year && wanted.make && wanted.model
      ? {
          id: await listedCarId(db, wanted),
          year: wanted.year,
          make: wanted.make,
          model: wanted.model,
          mileage: wanted.odometer ? Number(wanted.odometer.replace(/\D/g, '')) || null : null,
        }
      : null;
  const message = [
    lead.comments,
    ...lead.vehicles.map(
      (v) =>
        `${v.interest === 'buy' ? 'Interested in' : `Interest (${v.interest}):`} ${vehicleLine(v)}${v.finance ? ', with finance' : ''}${v.comments ? `. ${v.comments}` : ''}`,
    ),
    `Lead from ${lead.provider} (ADF)`,
  ]
    .filter(Boolean)
    .join('\n');
  const input = parse(contactSubmissionInput, {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    contactNumber: phone,
    message: message.slice(0, 10_000),
    vehicleEnquiry: enquiry,
    attribution,
  });
  return { kind: 'contact' as const, record: await createContactSubmission(db, env, input) };
}

/** Creates the lead of an ADF document, or answers the one an earlier copy of it created. */
export async function receiveAdfLead(db: Db, env: LeadEnv, lead: AdfLead): Promise<AdfReceipt> {
  const source = sourceLabel(lead.provider);
  return db.transaction(async (tx) => {
    // The unique (source, prospect id) row is taken first: a concurrent copy waits here, then finds it.
    const [claimed] = await tx
      .insert(adfReceipts)
      .values({ source, prospectId: lead.prospectId, kind: 'contact', leadId: 0 })
      .onConflictDoNothing()
      .returning({ id: adfReceipts.id });
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(adfReceipts)
        .where(and(eq(adfReceipts.source, source), eq(adfReceipts.prospectId, lead.prospectId)));
      return { kind: earlier.kind as AdfReceipt['kind'], id: earlier.leadId, source, duplicate: true };
    }
    const { kind, record } = await createLead(tx, env, lead);
    await tx.update(adfReceipts).set({ kind, leadId: record.id }).where(eq(adfReceipts.id, claimed.id));
    return { kind, id: record.id, source, duplicate: false };
  });
}
