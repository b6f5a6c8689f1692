/**
 * Queues webhook events. Call it with the transaction of the change: the event is committed with the
 * change or not at all, and the worker (webhooks.worker.ts) posts it afterwards (decision 0024).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../shared/schemas/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';

/** A new event id (the `webhook-id` header): unique per event, the same for its retries and replays. */
export const newEventId = () => `msg_${randomUUID().replace(/-/g, '')}`;

/** Queues one event for every enabled endpoint subscribed to its type; answers how many were queued. */
export async function queueWebhookEvent(
  tx: Db,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  if (endpoints.length === 0) return 0;
  const eventId = newEventId();
  // Dates and other values become what JSON makes of them now, so a replay sends the same bytes.
  const payload = { type, timestamp: new Date().toISOString(), data: JSON.parse(JSON.stringify(data)) };
  await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId, type, payload })));
  return endpoints.length;
}
