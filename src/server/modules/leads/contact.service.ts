import { desc } from 'drizzle-orm';
import type {
  ContactSubmission,
  ContactSubmissionInput,
  contactStatuses,
} from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { contactSubmissions } from '../../db/schema/index';
import { enqueueAutoReply, enqueueStaffNotice } from '../../mail/templates';
import { caughtByHoneypot, changeStatus, decoyId, deleteLead, type LeadEnv } from './lead-common';
import { type Actor, recordEvent } from './lead-events';
import { indexLead } from './lead-index';
import { contactNotice } from './leads.notices';

export type ContactRow = typeof contactSubmissions.$inferSelect;
export const toContact = (row: ContactRow): ContactSubmission => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  contactNumber: row.contactNumber,
  businessName: row.businessName,
  message: row.message,
  vehicleEnquiry: row.vehicleEnquiry ?? null,
  bookingDates: row.bookingDates ?? null,
  status: row.status as ContactSubmission['status'],
  createdAt: row.createdAt.toISOString(),
});

/** The row of a new public enquiry: whatever a client sends, it starts as new; only staff move it on. */
export const contactValues = (input: ContactSubmissionInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  contactNumber: input.contactNumber ?? null,
  businessName: input.businessName ?? null,
  message: input.message,
  vehicleEnquiry: input.vehicleEnquiry ?? null,
  bookingDates: input.bookingDates ?? null,
  status: 'new',
});

export async function createContactSubmission(
  db: Db,
  env: LeadEnv,
  input: ContactSubmissionInput,
): Promise<ContactSubmission> {
  const values = contactValues(input);
  if (caughtByHoneypot(input)) return toContact({ ...values, id: decoyId(), createdAt: new Date() });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactSubmissions).values(values).returning();
    const record = toContact(row);
    await indexLead(tx, 'contact', record);
    await enqueueStaffNotice(tx, env, contactNotice(record));
    const reply = await enqueueAutoReply(tx, record.email);
    if (reply) {
      const mail = {
        type: 'email',
        to: record.email,
        subject: reply.subject,
        body: reply.body,
        automatic: true,
      } as const;
      await recordEvent(tx, 'contact', record.id, null, mail, reply.mailId);
    }
    return record;
  });
}

export async function listContactSubmissions(db: Db): Promise<ContactSubmission[]> {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  return rows.map(toContact);
}

export async function updateContactStatus(
  db: Db,
  id: number,
  status: (typeof contactStatuses)[number],
  actor: Actor = null,
): Promise<ContactSubmission> {
  return toContact(await changeStatus<ContactRow>(db, 'contact', id, status, actor));
}

export const deleteContactSubmission = (db: Db, id: number) =>
  deleteLead(db, 'contact', contactSubmissions, id);
