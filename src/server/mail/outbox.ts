import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

/** What a queued mail is for; also names its .eml file, so keep these filename-safe. */
export type MailKind =
  | 'auto-reply'
  | 'lead-reply'
  | 'booking-confirmed'
  | 'booking-declined'
  | 'staff-booking'
  | 'staff-contact'
  | 'staff-sell'
  | 'staff-consignment'
  | 'staff-acquisition'
  | 'staff-finance'
  | 'staff-subscriber'
  | 'match-to-client'
  | 'new-arrivals'
  | 'watch-alert'
  | 'staff-invite'
  /** A lead as ADF/XML to a CRM intake address (issue 30). */
  | 'crm-adf';

export type OutgoingMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on marketing mail. */
  headers?: Record<string, string>;
};

/**
 * Queues a mail. Pass the transaction that saves the lead: the lead and its mails are committed
 * together, so a lead is never saved without its notification nor a mail sent for a lead that was not.
 * Delivery happens later in the MailWorker, which never blocks or fails the visitor's request.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      // A header value must stay on one line whatever a visitor typed into a name field.
      subject: mail.subject.replace(/[\r\n\t]+/g, ' ').trim(),
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}
