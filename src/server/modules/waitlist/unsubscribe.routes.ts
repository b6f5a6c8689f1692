import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { unsubscribeTokenInput, waitlistSettingsInput } from '../../../shared/schemas/waitlist-settings';
import { parse } from '../../lib/errors';
import { keepPublicCaches } from '../../lib/item-routes';
import { UNSUBSCRIBE_PAGE } from '../../mail/unsubscribe-links';
import { registerPublicRateLimit, unsubscribeRateLimit } from '../../plugins/rate-limit';
import { getWaitlistSettings, saveWaitlistSettings } from './digest.service';
import { unsubscribe, unsubscribeStatus } from './unsubscribe.service';

/** The small form bodies one-click unsubscribe arrives with; any field but `token` is ignored. */
const FORM_BODY_LIMIT = 4096;

/**
 * RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` to the header's URI as
 * application/x-www-form-urlencoded or multipart/form-data, and a browser without JavaScript posts the
 * page's form. Only this scope reads those bodies; the rest of the API stays JSON-only.
 */
function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // The token is in the URI; a multipart body carries only the One-Click marker, so it is read and dropped.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, _body, done) => done(null, {}),
  );
}

/** The token from the query (the header URI and the page's link) or from a JSON or form body. */
const tokenOf = (query: unknown, body: unknown) => {
  const fromQuery = (query as { token?: unknown } | undefined)?.token;
  const fromBody =
    typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  return parse(unsubscribeTokenInput, { token: fromQuery ?? fromBody }).token;
};

/** /api/unsubscribe: GET tells what a token stands for (it never unsubscribes: scanners open links); POST unsubscribes. */
export const unsubscribeApiRoutes: FastifyPluginAsync = async (app) => {
  await registerPublicRateLimit(app);
  acceptFormBodies(app);
  const tags = ['Unsubscribe'];
  const config = {
    rateLimit: unsubscribeRateLimit(app.env),
    openapi: {
      summary: 'Unsubscribe (token in the query or the JSON or form body)',
      tags,
      querystring: unsubscribeTokenInput.partial(),
      body: unsubscribeTokenInput.partial(),
    },
  };
  const statusDoc = {
    openapi: { summary: 'What an unsubscribe token stands for', tags, querystring: unsubscribeTokenInput },
  };
  app.get('/unsubscribe', { config: statusDoc }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return unsubscribeStatus(app.db, tokenOf(request.query, undefined));
  });
  app.post('/unsubscribe', { config }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return unsubscribe(app.db, tokenOf(request.query, request.body));
  });
};

/**
 * The page's form without JavaScript: POST /unsubscribe unsubscribes and sends the browser back to the
 * page (303, so a reload does not post again), which then says they are unsubscribed. An unknown token
 * goes back too, and the page says the link is not valid.
 */
export const unsubscribeFormRoutes: FastifyPluginAsync = async (app) => {
  await registerPublicRateLimit(app);
  acceptFormBodies(app);
  const config = { rateLimit: unsubscribeRateLimit(app.env) };
  app.post(UNSUBSCRIBE_PAGE, { config }, async (request, reply) => {
    const token = tokenOf(request.query, request.body);
    try {
      await unsubscribe(app.db, token);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
    return reply.redirect(`${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`, 303);
  });
};

/** The digest switch with its last and next send. Changes no public content, so public caches are kept. */
export const waitlistAdminRoutes: FastifyPluginAsync = async (app) => {
  keepPublicCaches(app);
  app.get('/waitlist-settings', async () => getWaitlistSettings(app.db));
  app.put('/waitlist-settings', async (request) =>
    saveWaitlistSettings(app.db, parse(waitlistSettingsInput, request.body)),
  );
};
