import type { ContactSubmission, ContactSubmissionInput } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { contactSubmissions } from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { enqueueAutoReply } from '../../mail/templates';
import {
  bookingLines,
  type PreparedBooking,
  prepareBooking,
  saveBooking,
} from '../hire-cars/hire-bookings.service';
import { insertLead, type LeadEnv, newRowValues, oneRowLeads, receiveLead } from './lead-common';
import { recordEvent } from './lead-events';
import { bookingNotice, contactNotice } from './leads.notices';

/** The booking request's own fields (times, licence) are not the enquiry's: prepareBooking keeps them. */
export const contactValues = (input: ContactSubmissionInput) => newRowValues(contactSubmissions, input);

export async function createContactSubmission(
  db: Db,
  env: LeadEnv,
  input: ContactSubmissionInput,
): Promise<ContactSubmission> {
  const values = contactValues(input);
  let booking: PreparedBooking | null = null;
  return receiveLead(db, env, input, {
    leads: contactLeads,
    values,
    // A hire booking request is checked against the car's calendar before anything is saved.
    insert: async (tx) => {
      booking = await prepareBooking(tx, input);
      return insertLead(tx, contactLeads, values);
    },
    notice: (record) => (booking ? bookingNotice(record, booking) : contactNotice(record)),
    alsoSave: async (tx, record) => {
      if (booking) await saveBooking(tx, record.id, booking);
      const details = booking
        ? ['Your booking request:', ...bookingLines(booking), 'We will confirm it shortly.']
        : [];
      const reply = await enqueueAutoReply(tx, record.email, details);
      if (!reply) return;
      const mail = {
        type: 'email',
        to: record.email,
        subject: reply.subject,
        body: reply.body,
        automatic: true,
      } as const;
      await recordEvent(tx, 'contact', record.id, null, mail, reply.mailId);
    },
  });
}

export const toContactSubmission = recordOf<ContactSubmission>()([
  'id',
  'firstName',
  'lastName',
  'email',
  'contactNumber',
  'businessName',
  'message',
  'vehicleEnquiry',
  'bookingDates',
  'status',
  'createdAt',
]);
export const { leads: contactLeads, updateStatus: updateContactStatus } = oneRowLeads(
  'contact',
  contactSubmissions,
  toContactSubmission,
);
