import { z } from 'zod';
import { text } from './common';

/** What a webhook endpoint can subscribe to (issue 30, item 4). */
export const webhookEventTypes = [
  'lead.created',
  'lead.status_changed',
  'car.created',
  'car.updated',
  'car.sold',
  'booking.confirmed',
  'booking.cancelled',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookEventType = z.enum(webhookEventTypes, { error: 'Unknown event type' });

/** A delivery is tried this many times (Standard Webhooks' schedule, about 27 hours) before it fails. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** An endpoint whose deliveries have failed without a success for this long is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
export const WEBHOOK_DELIVERY_LIST_LIMIT = 200;

const events = z
  .array(webhookEventType)
  .min(1, 'Choose at least one event')
  .max(webhookEventTypes.length)
  .transform((list) => [...new Set(list)]);

export const webhookEndpointInput = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the URL')
    .max(2000)
    .pipe(z.url({ error: 'Must be a URL' })),
  description: text(200).trim().default(''),
  events,
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInput>;

export const webhookEndpointPatch = z
  .object({
    url: webhookEndpointInput.shape.url,
    description: text(200).trim(),
    events,
    enabled: z.boolean(),
  })
  .partial();

/** An endpoint as staff see it: the secret is never sent again after it was created. */
export type WebhookEndpoint = {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** When deliveries to it started failing without a success since; null while it is healthy. */
  failingSince: string | null;
  /** Set when it was disabled for failing WEBHOOK_DISABLE_AFTER_MS; cleared when staff enable it again. */
  disabledForFailureAt: string | null;
  createdAt: string;
};

/** The answer to creating an endpoint: the one time its signing secret is shown. */
export type CreatedWebhookEndpoint = { endpoint: WebhookEndpoint; secret: string };

export const webhookDeliveryStates = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

export const webhookDeliveryQuery = z.object({
  endpointId: z.coerce.number().int().positive().optional(),
  state: z.enum(webhookDeliveryStates).optional(),
});

/** One event queued for one endpoint, with how its last attempt went. */
export type WebhookDelivery = {
  id: number;
  endpointId: number;
  eventId: string;
  type: WebhookEventType;
  attempts: number;
  state: WebhookDeliveryState;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastStatus: number | null;
  lastDurationMs: number | null;
  /** The first bytes of the receiver's answer, or the network error. */
  lastResponse: string | null;
  createdAt: string;
};

/** Endpoints disabled for failing, for the Overview's notice. */
export type WebhookSummary = { disabled: { id: number; url: string }[] };

/** The body of every delivery: the Standard Webhooks payload shape. */
export type WebhookPayload = { type: WebhookEventType; timestamp: string; data: Record<string, unknown> };
