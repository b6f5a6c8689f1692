import type { FastifyPluginAsync } from 'fastify';
import { outboxQuery } from '../../../shared/schemas/outbox';
import { parse } from '../../lib/errors';
import { idOf, keepPublicCaches } from '../../lib/item-routes';
import { listOutbox, outboxSummary, retryMail } from './outbox.service';

/** The Outbox screen: undelivered mail, failed for good or still being tried, and Retry. */
export const outboxAdminRoutes: FastifyPluginAsync = async (app) => {
  // Mail changes nothing a visitor sees: a retry must not empty the public page caches.
  keepPublicCaches(app);
  app.get('/outbox', async (request) =>
    listOutbox(app.db, parse(outboxQuery, request.query).state, app.env.MAIL_MAX_ATTEMPTS),
  );
  app.get('/outbox/summary', async () => outboxSummary(app.db, app.env.MAIL_MAX_ATTEMPTS));
  app.post('/outbox/:id/retry', async (request) => {
    const mail = await retryMail(app.db, idOf(request.params), app.env.MAIL_MAX_ATTEMPTS);
    app.mail.kick();
    return mail;
  });
};
