import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Lru } from '../lib/lru';

type Entry = { version: number; body: string; etag: string; contentType: string; status: number };

export type PublicCache = {
  /** Returns the cached entry for this request if it is still current, else undefined. */
  lookup(request: FastifyRequest): Entry | undefined;
  store(request: FastifyRequest, body: string, contentType: string, status: number): Entry;
  /** Answers from an entry: 304 when the client's ETag matches, else the body. */
  send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply;
};

const etagOf = (version: number, body: string) =>
  `W/"${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;

/**
 * Public content only changes when staff save something, so public API responses and rendered pages are
 * cached in memory per content version. Any admin write bumps the version (see app.ts), which empties the
 * cache here and, through NOTIFY, on every other instance. ETags let browsers revalidate with a 304.
 */
export function createPublicCache(app: FastifyInstance, maxEntries = 1000): PublicCache {
  const entries = new Lru<string, Entry>(maxEntries);
  // The version each request started under: a response computed from data read before a save must not
  // be cached under the version that save created, or the stale body would outlive the save.
  const startedUnder = new WeakMap<FastifyRequest, number>();
  app.contentVersion.onChange(() => entries.clear());
  return {
    lookup(request) {
      startedUnder.set(request, app.contentVersion.current);
      const entry = entries.get(request.url);
      return entry && entry.version === app.contentVersion.current ? entry : undefined;
    },
    store(request, body, contentType, status) {
      const version = startedUnder.get(request) ?? app.contentVersion.current;
      const entry = { version, body, etag: etagOf(version, body), contentType, status };
      if (version === app.contentVersion.current) entries.set(request.url, entry);
      return entry;
    },
    send(request, reply, entry) {
      reply.header('etag', entry.etag);
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      return reply.status(entry.status).type(entry.contentType).send(entry.body);
    },
  };
}

const isCacheableApi = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.url.startsWith('/api/') &&
  !request.url.startsWith('/api/admin') &&
  !request.url.startsWith('/api/auth') &&
  !request.url.startsWith('/api/health');

/** Caches public GET /api responses. Registered before compression so the stored body is plain JSON. */
export function registerApiCache(app: FastifyInstance, cache: PublicCache) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheableApi(request)) return;
    const entry = cache.lookup(request);
    if (entry) {
      reply.header('cache-control', 'no-cache');
      return cache.send(request, reply, entry);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCacheableApi(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader('etag')) return payload; // already answered from the cache
    const entry = cache.store(
      request,
      payload,
      String(reply.getHeader('content-type') ?? 'application/json'),
      200,
    );
    reply.header('etag', entry.etag);
    reply.header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) {
      reply.status(304);
      return '';
    }
    return payload;
  });
}
