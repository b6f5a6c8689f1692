/** Staff's webhook endpoints and the log of their deliveries (issue 30, item 4; decision 0024). */
import { and, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_DELIVERY_LIST_LIMIT,
  WEBHOOK_MAX_ATTEMPTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookSummary,
  type webhookDeliveryQuery,
  type webhookEndpointInput,
  type webhookEndpointPatch,
} from '../../../shared/schemas/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { AppError, notFound } from '../../lib/errors';
import { assertWebhookUrl } from './webhook-address';
import { newWebhookSecret } from './webhook-signature';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const toEndpoint = recordOf<WebhookEndpoint>()([
  'id',
  'url',
  'description',
  'events',
  'enabled',
  'failingSince',
  'disabledForFailureAt',
  'createdAt',
]);

const deliveryFields = recordOf<Omit<WebhookDelivery, 'state' | 'nextAttemptAt'>>()([
  'id',
  'endpointId',
  'eventId',
  'type',
  'attempts',
  'deliveredAt',
  'lastStatus',
  'lastDurationMs',
  'lastResponse',
  'createdAt',
]);

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  const state = row.deliveredAt ? 'delivered' : row.attempts >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'pending';
  return {
    ...deliveryFields(row),
    state,
    nextAttemptAt: state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

export async function listWebhookEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(toEndpoint);
}

/** Saves an endpoint with a new secret, answered this once. */
export async function createWebhookEndpoint(
  db: Db,
  input: z.output<typeof webhookEndpointInput>,
  allowPrivate: boolean,
): Promise<CreatedWebhookEndpoint> {
  await assertWebhookUrl(input.url, allowPrivate);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url: input.url, description: input.description, events: input.events, secret })
    .returning();
  return { endpoint: toEndpoint(row), secret };
}

/** Changes an endpoint; enabling it again clears its failure, so it gets three more days. */
export async function updateWebhookEndpoint(
  db: Db,
  id: number,
  patch: z.output<typeof webhookEndpointPatch>,
  allowPrivate: boolean,
): Promise<WebhookEndpoint> {
  if (patch.url !== undefined) await assertWebhookUrl(patch.url, allowPrivate);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...patch,
      ...(patch.enabled === true ? { failingSince: null, disabledForFailureAt: null } : {}),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw notFound('Webhook endpoint');
  return toEndpoint(row);
}

export async function deleteWebhookEndpoint(db: Db, id: number): Promise<void> {
  const gone = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  if (gone.length === 0) throw notFound('Webhook endpoint');
}

const stateFilter: Record<WebhookDelivery['state'], SQL | undefined> = {
  delivered: isNotNull(webhookDeliveries.deliveredAt),
  failed: and(isNull(webhookDeliveries.deliveredAt), gte(webhookDeliveries.attempts, WEBHOOK_MAX_ATTEMPTS)),
  pending: and(isNull(webhookDeliveries.deliveredAt), lt(webhookDeliveries.attempts, WEBHOOK_MAX_ATTEMPTS)),
};

/** The newest deliveries, of one endpoint or state if asked. */
export async function listWebhookDeliveries(
  db: Db,
  query: z.output<typeof webhookDeliveryQuery>,
): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        query.endpointId ? eq(webhookDeliveries.endpointId, query.endpointId) : undefined,
        query.state ? stateFilter[query.state] : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERY_LIST_LIMIT);
  return rows.map(toDelivery);
}

/** Sends a delivery's event again (same `webhook-id` and body) as a new delivery, due now. */
export async function replayWebhookDelivery(db: Db, id: number): Promise<WebhookDelivery> {
  const [original] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!original) throw notFound('Webhook delivery');
  const [endpoint] = await db
    .select({ enabled: webhookEndpoints.enabled })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, original.endpointId));
  if (!endpoint?.enabled) throw new AppError('conflict', 'Enable the endpoint before replaying its events');
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: original.endpointId,
      eventId: original.eventId,
      type: original.type,
      payload: original.payload,
    })
    .returning();
  return toDelivery(row);
}

/** Endpoints disabled for failing: the Overview names them until staff enable or delete them. */
export async function webhookSummary(db: Db): Promise<WebhookSummary> {
  const disabled = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, false), isNotNull(webhookEndpoints.disabledForFailureAt)))
    .orderBy(webhookEndpoints.id);
  return { disabled };
}
