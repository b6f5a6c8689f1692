import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { activityQuery } from '../../../shared/schemas/activity';
import { parse } from '../../lib/errors';
import { activityFacets, listActivity, recordActivity } from './activity.service';
import { describeAdminWrite, isPlainObject } from './admin-writes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route records its own activity (with a better summary), so the generic hook skips it. */
    activity?: false;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The activity log screen: who did what, filtered and paged, and the choices of its filters. */
export const activityAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/activity', async (request) => listActivity(app.db, parse(activityQuery, request.query)));
  app.get('/activity/facets', async () => activityFacets(app.db));
};

const isMultipart = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('multipart/');

type Seen = { responseId?: unknown; fileName?: string };
const seen = new WeakMap<FastifyRequest, Seen>();

/** Records every successful admin write in the activity log (issue 20). */
export function recordAdminWrites(admin: FastifyInstance) {
  // The reply's object before it is serialised (and maybe compressed): a create's new id, an upload's name.
  admin.addHook('preSerialization', async (request, _reply, payload) => {
    if (WRITES.has(request.method) && isPlainObject(payload)) {
      const nested = Object.values(payload).find((v) => isPlainObject(v) && 'id' in v) as
        | { id: unknown }
        | undefined;
      const upload = isMultipart(request) ? payload.originalName : undefined;
      seen.set(request, {
        responseId: 'id' in payload ? payload.id : nested?.id,
        fileName: typeof upload === 'string' ? upload : undefined,
      });
    }
    return payload;
  });
  // Written before the reply goes, so when staff see "Saved" the log already says who saved it (and a test
  // can read it at once); a failure to write it is only logged, never turned into a failed save.
  admin.addHook('onSend', async (request, reply, payload) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400 || !request.user) return payload;
    if (request.routeOptions.config.activity === false || !request.routeOptions.url) return payload;
    try {
      const extra = seen.get(request) ?? {};
      const described = describeAdminWrite({
        method: request.method,
        route: request.routeOptions.url,
        params: (request.params ?? {}) as Record<string, unknown>,
        // A multipart body is the file itself: only its name is written down.
        body: isMultipart(request) ? undefined : request.body,
        ...extra,
      });
      await recordActivity(admin.db, {
        ...described,
        userId: request.user.id,
        username: request.user.username,
        ip: request.ip,
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the activity log');
    }
    return payload;
  });
}
