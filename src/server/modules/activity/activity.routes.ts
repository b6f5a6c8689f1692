import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { activityQuery } from '../../../shared/schemas/activity';
import { parse } from '../../lib/errors';
import {
  beginWriteTransaction,
  runInWriteTransaction,
  type WriteTransaction,
} from '../../lib/write-transaction';
import { type ActivityEntry, activityFacets, listActivity, recordActivity } from './activity.service';
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
const transactions = new WeakMap<FastifyRequest, WriteTransaction>();

/** The activity entry of a finished admin write, or null when it is not the generic hook's to write. */
function entryOf(request: FastifyRequest, statusCode: number): ActivityEntry | null {
  if (!WRITES.has(request.method) || statusCode >= 400 || !request.user) return null;
  if (request.routeOptions.config.activity === false || !request.routeOptions.url) return null;
  const described = describeAdminWrite({
    method: request.method,
    route: request.routeOptions.url,
    params: (request.params ?? {}) as Record<string, unknown>,
    // A multipart body is the file itself: only its name is written down.
    body: isMultipart(request) ? undefined : request.body,
    ...seen.get(request),
  });
  return { ...described, userId: request.user.id, username: request.user.username, ip: request.ip };
}

/**
 * Records every successful admin write in the activity log (issue 20), in the write's own transaction
 * (decision 0018): each admin write runs in a transaction that commits, with its entry, only
 * when the reply is a success; a failed commit, or an entry that cannot be written, answers 500 and
 * leaves nothing saved. Uploads stream their file before any query, so they get no transaction held
 * across the upload; their entry is still written after the save, as before.
 */
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
  // After auth and body parsing, so a refused or malformed request never holds a transaction.
  admin.addHook('preHandler', (request, _reply, done) => {
    if (!WRITES.has(request.method) || isMultipart(request)) return done();
    beginWriteTransaction(admin.db).then((write) => {
      transactions.set(request, write);
      runInWriteTransaction(write, done);
    }, done);
  });
  // Before the reply goes, so when staff see "Saved" the log already says who saved it (and a test can
  // read it at once), and before the content version is bumped, so no page is rendered from the old data
  // under the new version.
  admin.addHook('onSend', async (request, reply, payload) => {
    const write = transactions.get(request);
    if (!write) {
      try {
        const entry = entryOf(request, reply.statusCode);
        if (entry) await recordActivity(admin.db, entry);
      } catch (err) {
        request.log.error({ err }, 'could not write the activity log');
      }
      return payload;
    }
    if (reply.statusCode >= 400) {
      await write.end(false);
      return payload;
    }
    try {
      const entry = entryOf(request, reply.statusCode);
      if (entry) await recordActivity(write.tx, entry);
    } catch (error) {
      await write.end(false);
      throw error;
    }
    await write.end(true);
    return payload;
  });
  // A reply that never reached onSend (a failure while serialising) must not leave its transaction open.
  admin.addHook('onResponse', async (request) => {
    await transactions.get(request)?.end(false);
  });
}
