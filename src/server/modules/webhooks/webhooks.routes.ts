import type { FastifyPluginAsync } from 'fastify';
import {
  webhookDeliveryQuery,
  webhookEndpointInput,
  webhookEndpointPatch,
} from '../../../shared/schemas/webhooks';
import { parse } from '../../lib/errors';
import { deleteRoute, idOf, keepPublicCaches } from '../../lib/item-routes';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  updateWebhookEndpoint,
  webhookSummary,
} from './webhooks.service';

/** The Webhooks screen: endpoints (secret shown once), their deliveries, Replay; the Overview's notice. */
export const webhooksAdminRoutes: FastifyPluginAsync = async (app) => {
  // Webhooks change nothing a visitor sees: their writes keep the public page caches.
  keepPublicCaches(app);
  const allowPrivate = app.env.WEBHOOKS_ALLOW_PRIVATE;
  app.get('/webhooks', async () => listWebhookEndpoints(app.db));
  app.get('/webhooks/summary', async () => webhookSummary(app.db));
  app.get('/webhooks/deliveries', async (request) =>
    listWebhookDeliveries(app.db, parse(webhookDeliveryQuery, request.query)),
  );
  app.post('/webhooks', async (request, reply) => {
    const created = await createWebhookEndpoint(
      app.db,
      parse(webhookEndpointInput, request.body),
      allowPrivate,
    );
    return reply.status(201).send(created);
  });
  app.patch('/webhooks/:id', async (request) =>
    updateWebhookEndpoint(
      app.db,
      idOf(request.params),
      parse(webhookEndpointPatch, request.body),
      allowPrivate,
    ),
  );
  deleteRoute(app, '/webhooks', deleteWebhookEndpoint);
  app.post('/webhooks/deliveries/:id/replay', async (request) => {
    const delivery = await replayWebhookDelivery(app.db, idOf(request.params));
    app.webhooks.kick();
    return delivery;
  });
};
