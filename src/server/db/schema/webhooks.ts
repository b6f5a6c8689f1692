import { boolean, index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { WebhookEventType, WebhookPayload } from '../../../shared/schemas/webhooks';
import { belongsTo, createdAtMs, idTable } from './columns';

/** Where staff want events posted (issue 30, item 4; decision 0024). */
export const webhookEndpoints = idTable('webhook_endpoints', {
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: jsonb('events').$type<WebhookEventType[]>().notNull(),
  /** `whsec_<base64>`: kept as is, since every delivery is signed with it; never answered after creation. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The first failed attempt since the last success; null while deliveries succeed. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  disabledForFailureAt: timestamp('disabled_for_failure_at', { withTimezone: true }),
  createdAt: createdAtMs(),
});

/** The durable queue of events, one row per event and endpoint, queued in the transaction of the change. */
export const webhookDeliveries = idTable(
  'webhook_deliveries',
  {
    endpointId: belongsTo('endpoint_id', () => webhookEndpoints.id),
    /** The `webhook-id` header: the same for every attempt and replay of one event. */
    eventId: text('event_id').notNull(),
    type: text('type').$type<WebhookEventType>().notNull(),
    payload: jsonb('payload').$type<WebhookPayload>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastDurationMs: integer('last_duration_ms'),
    lastResponse: text('last_response'),
    createdAt: createdAtMs(),
  },
  (t) => [
    index('webhook_deliveries_pending_idx').on(t.deliveredAt, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);
