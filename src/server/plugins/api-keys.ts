import type { FastifyInstance } from 'fastify';
import { API_KEY_HEADER, type ApiKeyScope } from '../../shared/schemas/api-keys';
import { AppError } from '../lib/errors';
import { rateCounter } from '../lib/rate-counter';
import { recordActivity } from '../modules/activity/activity.service';
import { keyInUse } from '../modules/integrations/api-keys.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a machine key needs for this route; a route under /api/integrations without one refuses keys. */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    apiKey?: { id: number; name: string };
  }
}

/** Requests per key per minute; a flood from one integration cannot starve the site. */
export const API_KEY_RATE_LIMIT = 120;
const MINUTE = 60_000;

/**
 * Put on the /api/integrations scope only: every route there needs a live key (header X-API-Key) holding
 * the route's `config.apiKeyScope`. Keys are never read anywhere else, so they reach no admin route. Each
 * use is counted per key (429 past the limit) and written to the activity log.
 */
export function requireApiKey(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const scope = request.routeOptions.config.apiKeyScope;
    const header = request.headers[API_KEY_HEADER];
    const key = scope && typeof header === 'string' ? await keyInUse(app.db, header.trim()) : null;
    if (!key) throw new AppError('unauthorized', 'Unauthorized');
    if (!key.scopes.includes(scope as string))
      throw new AppError('forbidden', `This key lacks the ${scope} scope`);
    const { count } = await rateCounter.hit(app.db, `api-key:${key.id}`, MINUTE);
    if (count > API_KEY_RATE_LIMIT)
      throw new AppError('too_many', 'Too many requests. Please try again in a minute.');
    request.apiKey = { id: key.id, name: key.name };
    await recordActivity(app.db, {
      username: `key: ${key.name}`,
      action: 'api',
      entity: 'api-keys',
      entityId: key.id,
      summary: `${request.method} ${request.routeOptions.url ?? ''}`,
      ip: request.ip,
    });
  });
}
