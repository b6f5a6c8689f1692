import { vehicleTitle } from '../../../shared/format';
import { vehicleText } from '../../../shared/lead-text';
import type {
  LeadDetail,
  LeadEventData,
  LeadKind,
  LeadRecord,
  MailState,
  TimelineEvent,
} from '../../../shared/schemas/lead-desk';
import { leadKinds } from '../../../shared/schemas/lead-desk';
import type {
  Acquisition,
  ContactSubmission,
  FinanceApplication,
  SellSubmission,
  Subscriber,
} from '../../../shared/schemas/leads';
import { ACQUISITIONS_ENDPOINT } from './acquisitions';
import { CONTACTS_ENDPOINT } from './contact-enquiries';
import { FINANCE_ENDPOINT } from './finance-applications';
import { SELL_ENDPOINT } from './sell-submissions';
import { SUBSCRIBERS_ENDPOINT } from './subscribers-list';
import { INBOX_ENDPOINT } from './use-lead-page';

/** A lead record together with its kind, so each kind's fields can be read with the right type. */
export type KindedLead =
  | { kind: 'contact'; lead: ContactSubmission }
  | { kind: 'sell'; lead: SellSubmission }
  | { kind: 'acquisition'; lead: Acquisition }
  | { kind: 'finance'; lead: FinanceApplication }
  | { kind: 'subscriber'; lead: Subscriber };

// The server answers the record of the kind in the address, so the pairing is a fact, not a guess.
export const kinded = (kind: LeadKind, lead: LeadRecord) => ({ kind, lead }) as KindedLead;

export const isLeadKind = (value: string | undefined): value is LeadKind =>
  (leadKinds as readonly string[]).includes(value ?? '');

/** A plain positive id from the address (as the server reads one), or null: it can only be a wrong link. */
export const idFrom = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** The lead page's query key; also its API path (the default query function fetches the key). */
export const leadKey = (kind: LeadKind, id: number) => [`${INBOX_ENDPOINT}/${kind}/${id}`];

/** Each kind's SPEC endpoint (status PATCH and DELETE), and what a delete asks and says. */
export const kindActions: Record<LeadKind, { endpoint: string; noun: string; deleted: string }> = {
  contact: { endpoint: CONTACTS_ENDPOINT, noun: 'enquiry', deleted: 'Enquiry deleted' },
  sell: { endpoint: SELL_ENDPOINT, noun: 'submission', deleted: 'Submission deleted' },
  acquisition: { endpoint: ACQUISITIONS_ENDPOINT, noun: 'request', deleted: 'Request deleted' },
  finance: { endpoint: FINANCE_ENDPOINT, noun: 'application', deleted: 'Application deleted' },
  subscriber: { endpoint: SUBSCRIBERS_ENDPOINT, noun: 'subscriber', deleted: 'Subscriber deleted' },
};

/** Where Back goes when the page was opened directly (no history to return to). */
export const fallbackBack = (kind: LeadKind | null) =>
  kind === 'subscriber' ? '/admin/subscribers' : '/admin/dashboard?tab=inbox';

/** "25 Nov 2026, 10:14 am": how the page and the reply's quote line write a moment. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const firstNameOf = ({ kind, lead }: KindedLead) =>
  kind === 'finance' ? (lead.fullName.trim().split(/\s+/)[0] ?? '') : lead.firstName;

/** What the visitor wrote in their own words, quoted under the reply (empty when there is nothing). */
export function quotedTextOf({ kind, lead }: KindedLead): string {
  if (kind === 'contact') return lead.message;
  if (kind === 'sell') return lead.description ?? '';
  if (kind === 'acquisition') return lead.budgetNotes ?? '';
  return '';
}

/** The reply's subject: what the visitor wrote about, so they recognise it in their inbox. */
export function replySubjectOf({ kind, lead }: KindedLead): string {
  switch (kind) {
    case 'contact':
      return lead.vehicleEnquiry
        ? `Re: your enquiry about the ${vehicleText(lead.vehicleEnquiry)}`
        : 'Re: your enquiry';
    case 'sell':
      return `Re: your ${vehicleTitle(lead)}`;
    case 'acquisition':
      return 'Re: your acquisition request';
    case 'finance':
      return 'Re: your finance application';
    case 'subscriber':
      return 'Thank you for subscribing';
  }
}

/** A timeline e-mail: what was sent, and how its delivery stands. */
export type EmailEvent = {
  id: string;
  at: string;
  by: string | null;
  data: Extract<LeadEventData, { type: 'email' }>;
  mail?: MailState;
};
export const isEmailEvent = (event: TimelineEvent): event is EmailEvent => event.data.type === 'email';

/** Ids of e-mails whose retry staff asked for, with the attempt count they had then. */
export type Retries = Record<string, number>;

/** A retried e-mail is still on its way until the worker has tried it again (its attempts go up). */
export const isRetrying = (event: EmailEvent, retries: Retries) =>
  event.mail?.state === 'failed' && retries[event.id] === event.mail.attempts;

/** Whether the page should look again soon: an e-mail is queued, or a retry has not been tried yet. */
export const hasMailInFlight = (detail: LeadDetail | undefined, retries: Retries) =>
  !!detail?.timeline.some(
    (event) => isEmailEvent(event) && (event.mail?.state === 'pending' || isRetrying(event, retries)),
  );
