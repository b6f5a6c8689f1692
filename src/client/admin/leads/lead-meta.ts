import { capitalize, vehicleTitle } from '../../../shared/format';
import { vehicleText } from '../../../shared/lead-text';
import type {
  KindRecord,
  LeadDetail,
  LeadEventData,
  LeadKind,
  LeadRecord,
  MailState,
  TimelineEvent,
} from '../../../shared/schemas/lead-desk';
import { leadKinds, leadStatusesByKind } from '../../../shared/schemas/lead-desk';
import { INBOX_ENDPOINT } from './use-lead-page';

/** A lead record together with its kind, so each kind's fields can be read with the right type. */
export type KindedLead = { [K in LeadKind]: { kind: K; lead: KindRecord[K] } }[LeadKind];

// The server answers the record of the kind in the address, so the pairing is a fact, not a guess.
export const kinded = (kind: LeadKind, lead: LeadRecord) => ({ kind, lead }) as KindedLead;

export const isLeadKind = (value: string | undefined): value is LeadKind =>
  (leadKinds as readonly string[]).includes(value ?? '');

/** A plain positive id from the address (as the server reads one), or null: it can only be a wrong link. */
export const idFrom = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** The lead page's query key; also its API path (the default query function fetches the key). */
export const leadKey = (kind: LeadKind, id: number) => [`${INBOX_ENDPOINT}/${kind}/${id}`];

type KindActions = { endpoint: string; noun: string; nouns: string; deleted: string };

const actionsOf = (endpoint: string, noun: string, nouns: string): KindActions => ({
  endpoint,
  noun,
  nouns,
  deleted: `${capitalize(noun)} deleted`,
});

/**
 * Each kind's SPEC endpoint (its list, status PATCH and DELETE), what one and many of it are called, and
 * what a delete says: the same on its tab, its lead page and its timeline.
 */
export const kindActions: Record<LeadKind, KindActions> = {
  contact: actionsOf('/api/admin/contact-submissions', 'enquiry', 'enquiries'),
  sell: actionsOf('/api/admin/sell-your-car-submissions', 'submission', 'submissions'),
  acquisition: actionsOf('/api/admin/acquisitions', 'request', 'requests'),
  finance: actionsOf('/api/admin/finance-applications', 'application', 'applications'),
  subscriber: actionsOf('/api/admin/subscribers', 'subscriber', 'subscribers'),
};

/** The statuses staff can set on a kind; subscribers have none. */
export const statusesOf = (kind: LeadKind) => (kind === 'subscriber' ? null : leadStatusesByKind[kind]);

/** Where Back goes when the page was opened directly (no history to return to). */
export const fallbackBack = (kind: LeadKind | null) =>
  kind === 'subscriber' ? '/admin/subscribers' : '/admin/dashboard?tab=inbox';

/** "25 Nov 2026, 10:14 am": how the page and the reply's quote line write a moment. */
export { formatWhen } from '../components/when';

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

/** A timeline e-mail (a reply, or a car sent to the client): what was sent, and how its delivery stands. */
export type EmailEvent = {
  id: string;
  at: string;
  by: string | null;
  data: Extract<LeadEventData, { type: 'email' | 'car-sent' }>;
  mail?: MailState;
};
export const isEmailEvent = (event: TimelineEvent): event is EmailEvent =>
  event.data.type === 'email' || event.data.type === 'car-sent';

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
