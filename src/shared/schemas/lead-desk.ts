import { z } from 'zod';
import type { Attribution } from './attribution';
import { int, requiredText } from './common';
import {
  type Acquisition,
  acquisitionStatuses,
  type ContactSubmission,
  contactStatuses,
  type FinanceApplication,
  financeStatuses,
  type SellSubmission,
  type Subscriber,
  sellStatuses,
  submissionTypes,
} from './leads';
import { pageQuery } from './paging';

/** Every kind of lead; the inbox shows the ones staff answer (subscribers have their own list). */
export const leadKinds = ['contact', 'sell', 'acquisition', 'finance', 'subscriber'] as const;
export type LeadKind = (typeof leadKinds)[number];
export const inboxKinds = ['contact', 'sell', 'acquisition', 'finance'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const leadKindLabels: Record<LeadKind, string> = {
  contact: 'Contact enquiry',
  sell: 'Sell / consign',
  acquisition: 'Acquisition request',
  finance: 'Finance application',
  subscriber: 'Subscriber',
};

export const leadStatusesByKind = {
  contact: contactStatuses,
  sell: sellStatuses,
  acquisition: acquisitionStatuses,
  finance: financeStatuses,
} as const;
/** Every status any inbox kind can have, for the inbox's status filter. */
export const anyLeadStatus = [
  ...new Set([...contactStatuses, ...sellStatuses, ...acquisitionStatuses, ...financeStatuses]),
] as [string, ...string[]];

/** One lead as a line of the inbox or of "earlier enquiries". */
export type LeadSummary = {
  kind: LeadKind;
  /** The id of the lead in its own kind (the id its tab and its SPEC endpoints use). */
  id: number;
  name: string;
  email: string;
  phone: string | null;
  /** What it is about in one line: the vehicle, the first words of the message … */
  summary: string;
  status: string | null;
  createdAt: string;
  /** The channel it came from (utm_source, a marketplace, the referrer's host or direct); null before issue 30. */
  source: string | null;
};

/** A channel as the inbox filter takes it: lead_index.source is lower-case, at most 100 characters. */
export const leadSourceParam = z.string().trim().toLowerCase().max(100);

/** GET /api/admin/leads: the inbox. */
export const inboxQuery = pageQuery.extend({
  kind: z.enum(inboxKinds).optional(),
  status: z.enum(anyLeadStatus).optional(),
  /** Only leads from this channel (lead_index.source, lower-case). */
  source: leadSourceParam.optional(),
});
/** GET /api/admin/leads/sources: how many leads each channel brought. */
export type LeadSourceCount = { source: string | null; count: number };
export type InboxQuery = z.infer<typeof inboxQuery>;

/** The paged form of each kind's SPEC list (GET /api/admin/contact-submissions?limit=…). */
export const contactListQuery = pageQuery.extend({ status: z.enum(contactStatuses).optional() });
export const sellListQuery = pageQuery.extend({
  status: z.enum(sellStatuses).optional(),
  type: z.enum(submissionTypes).optional(),
});
export const acquisitionListQuery = pageQuery.extend({ status: z.enum(acquisitionStatuses).optional() });
export const financeListQuery = pageQuery.extend({ status: z.enum(financeStatuses).optional() });
export const subscriberListQuery = pageQuery;

export const leadParams = z.object({
  kind: z.enum(leadKinds),
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
});

export const leadNoteInput = z.object({ text: requiredText(5000) });
export const leadReplyInput = z.object({
  subject: requiredText(200).refine((s) => !/[\r\n]/.test(s), 'Must be one line'),
  body: requiredText(20_000),
});
export type LeadReplyInput = z.infer<typeof leadReplyInput>;

export const MAX_RESPONSE_HOURS = 24 * 14;
export const leadSettingsInput = z.object({ responseHours: int(1, MAX_RESPONSE_HOURS) });
export type LeadSettings = z.infer<typeof leadSettingsInput>;
export const DEFAULT_RESPONSE_HOURS = 2;

/** What a timeline event records beyond who and when. */
export type LeadEventData =
  | { type: 'status'; from: string; to: string }
  | { type: 'note'; text: string }
  | { type: 'email'; to: string; subject: string; body: string; automatic?: boolean }
  | { type: 'booking'; decision: 'confirmed' | 'declined'; start: string; end: string }
  /** "Send to client": a car that fits an acquisition request, e-mailed to the client (issue 17). */
  | {
      type: 'car-sent';
      carId: number;
      /** The car's title when it was sent ("2023 Porsche 911 GT3 RS"). */
      car: string;
      to: string;
      subject: string;
      body: string;
    };

export type MailState = {
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  error: string | null;
  sentAt: string | null;
};

export type TimelineEvent =
  | { id: string; at: string; by: null; data: { type: 'received' } }
  | { id: string; at: string; by: string | null; data: LeadEventData; mail?: MailState };

/** Each kind of lead's record. */
export type KindRecord = {
  contact: ContactSubmission;
  sell: SellSubmission;
  acquisition: Acquisition;
  finance: FinanceApplication;
  subscriber: Subscriber;
};
export type LeadRecord = KindRecord[LeadKind];

/** GET /api/admin/leads/{kind}/{id}: a lead's page. */
export type LeadDetail = {
  summary: LeadSummary;
  lead: LeadRecord;
  /** The visit's first and last touch (issue 30); null for leads from before, or without, it. */
  attribution: Attribution | null;
  /** For a contact enquiry about a car still in the inventory: its id, to link to it. */
  linkedCarId: number | null;
  /** Other leads from the same e-mail or phone, newest first. */
  related: LeadSummary[];
  /** How many of `related` arrived before this one ("3 earlier enquiries"). */
  earlierCount: number;
  /** Oldest first, starting with its arrival. */
  timeline: TimelineEvent[];
  overdue: boolean;
};

/** GET /api/admin/leads/summary: the Overview's and the navigation's counts. */
export type LeadCounts = { new: number; overdue: number; today: number };
export type LeadsSummary = {
  responseHours: number;
  kinds: Record<InboxKind, LeadCounts>;
  subscribers: { today: number; total: number };
};

/** A lead still 'new' after the response time is overdue. */
export function isOverdue(
  lead: { status: string | null; createdAt: string },
  responseHours: number,
  now = Date.now(),
): boolean {
  return lead.status === 'new' && now - Date.parse(lead.createdAt) > responseHours * 3_600_000;
}

/** The composer's starting text: a greeting by first name and the visitor's words quoted below. */
export function replyDraft(firstName: string, received: string, quoted: string): string {
  // Nothing to quote (a blank message, a kind without one) gives no "you wrote:" with an empty quote.
  const quote = quoted.trim()
    ? quoted
        .trim()
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')
    : '';
  const greeting = `Hi ${firstName.trim() || 'there'},\n\n\n`;
  return quote ? `${greeting}\nOn ${received} you wrote:\n${quote}\n` : greeting;
}
