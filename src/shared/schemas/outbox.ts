import { z } from 'zod';

/** By default, how many times the worker tries a mail before it is failed and waits for staff (about 4 h). */
export const MAIL_MAX_ATTEMPTS = 8;

export const outboxStates = ['pending', 'failed'] as const;
export type OutboxState = (typeof outboxStates)[number];

export const outboxQuery = z.object({
  state: z.enum(outboxStates, { error: 'Must be pending or failed' }).default('failed'),
});

/** A mail not yet delivered, as the Outbox screen lists it (no body: it may hold a customer's details). */
export type OutboxMail = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When the next attempt is due; null once it has failed for good. */
  nextAttemptAt: string | null;
  state: OutboxState;
};

export type OutboxSummary = { pending: number; failed: number };

/** The newest mails of one state, at most OUTBOX_LIST_LIMIT, and the counts of both states. */
export type OutboxList = { items: OutboxMail[]; summary: OutboxSummary };
export const OUTBOX_LIST_LIMIT = 200;
