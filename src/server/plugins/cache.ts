import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UNAVAILABLE_RETRY_AFTER } from '../lib/errors';
import { Lru } from '../lib/lru';

type Encoding = 'br' | 'gzip';
type Entry = {
  version: number;
  body: string;
  /**
   * The body's UTF-8 bytes, encoded once: the ETag, the cost, the compressions and an uncompressed answer
   * all read them (each used to convert the text again: a millisecond of a page's first answer, issue 18).
   */
  bytes: Buffer;
  etag: string;
  contentType: string;
  status: number;
  /** Compressed once per entry and encoding, then reused: compressing a large page per request costs more than rendering it. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /**
   * The exact answer Fastify sent for this entry, per encoding ('identity' for none): its headers (every
   * security header included) and body bytes, captured once so later hits skip Fastify entirely.
   */
  wire: Partial<Record<Encoding | 'identity', Wire>>;
};

type Wire = { headers: string[]; notModified: string[]; body: Buffer };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const brotliOptions = (body: Buffer, quality: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
/**
 * Up to this size the quick compression runs on the request's own thread: it takes under a millisecond
 * for a page, less than the hop to libuv's thread pool and back, which the strong compression of the last
 * answer may be holding (issue 18: the first visitor after a save). Larger bodies (the whole inventory's
 * JSON) go to the pool.
 */
const QUICK_INLINE_BYTES = 256 * 1024;
/**
 * Brotli's strength for the copy everyone after the first visitor gets. 10, not 9: a page's HTML comes out
 * 5 to 7 % smaller (the home page 17.0 → 15.9 KB) for about a fifth more time, paid once per page per save in
 * the background. It matters beyond the bytes: a phone's first round trip carries about 14.6 KB (TCP's
 * initial window of ten segments), so a car's page that fits in it shows its photo a round trip sooner
 * (issue 33). 11 gains 2 % more for three times the time.
 */
export const STRONG_BROTLI_QUALITY = 10;
/**
 * Two strengths: the first visitor after a save gets a quick compression (a few percent larger, several
 * times faster), and the strong one replaces it in the background for everyone after (issue 18).
 */
const compressors: Record<Encoding, (body: Buffer, strength: 'quick' | 'strong') => Promise<Buffer>> = {
  br: async (body, strength) => {
    if (strength === 'strong') return brotli(body, brotliOptions(body, STRONG_BROTLI_QUALITY));
    const options = brotliOptions(body, 1);
    return body.length <= QUICK_INLINE_BYTES ? zlib.brotliCompressSync(body, options) : brotli(body, options);
  },
  gzip: async (body, strength) => {
    if (strength === 'strong') return gzip(body, { level: 9 });
    return body.length <= QUICK_INLINE_BYTES ? zlib.gzipSync(body, { level: 1 }) : gzip(body, { level: 1 });
  },
};
/**
 * The strong compression waits this long after an entry's first answer. Staff often save several times in a
 * row (a price, then a photo, then the description), and each save replaces the pages: compressed at once,
 * each strong copy (tens of milliseconds of a core for a page) would be thrown away unused while the next
 * visitor's render waits for that core (issue 18: the first visitor after a save).
 */
const STRENGTHEN_AFTER_MS = 1000;
/** What Fastify sends a route's object as. */
const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this a compressed body saves too little to be worth the header. */
const MIN_COMPRESS_BYTES = 1024;

/** The best encoding the client accepts (brotli over gzip), honouring q=0 refusals. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

export type PublicCache = {
  /** Returns the cached entry for this request if it is still current, else undefined. */
  lookup(request: FastifyRequest): Entry | undefined;
  /**
   * The current cached body for a URL, if any: how the server render reads public API answers it already
   * has, without a round trip through Fastify (issue 18).
   */
  read(url: string): string | undefined;
  store(request: FastifyRequest, body: string, contentType: string, status: number): Entry;
  /**
   * Stores a public API answer the server render read in-process (JSON, status 200), unless a save has
   * happened since `version`, the version its read started under.
   */
  storeRead(url: string, body: string, version: number): void;
  /** Answers from an entry: 304 when the client's ETag matches, else the body, compressed when the client accepts it. */
  send(request: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<FastifyReply>;
  /** Lookups answered from the cache and not, since the process started (for /metrics). */
  stats(): { hits: number; misses: number; fast: number };
  /**
   * Answers a request straight from a captured answer, before Fastify sees it, when one exists: returns
   * false (and does nothing) otherwise. See `fastPathServer` in app.ts.
   */
  answerRaw(req: IncomingMessage, res: ServerResponse): boolean;
};

/**
 * What the public cache may hold in all (issue 18: a small server's memory). A list of 1,500 cars is about
 * 1 MB of JSON; the pages and the common queries fit many times over, and a crawler walking every filter
 * combination only pushes out the least recently read.
 */
const CACHE_BYTES = 48 * 1024 * 1024;

/**
 * Bytes an entry holds: its text, the same bytes again as the replayed buffer, and compressed copies (about
 * a fifth, twice: brotli and gzip).
 */
const costOf = (bytes: Buffer) => Math.ceil(bytes.length * 2.4);

/** Headers the fast path writes itself, per request, or that Node adds. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'content-length', 'date', 'connection', 'keep-alive']);

/** The request id as Fastify's genReqId makes it (app.ts): the caller's, when well formed, else a new one. */
export const requestIdOf = (incoming: string | string[] | undefined) =>
  typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();

/**
 * The content version tells one save's answers from another's; within a version the body's CRC-32 tells
 * answers apart (a weak validator needs nothing stronger). zlib's CRC runs at memory speed: a SHA-1 of a
 * 200 KB page took most of a millisecond of the first render after a save (issue 18).
 */
const etagOf = (version: number, bytes: Buffer) => `W/"${version}-${zlib.crc32(bytes).toString(36)}"`;

/**
 * Public content only changes when staff save something, so public API responses and rendered pages are
 * cached in memory per content version. Any admin write bumps the version (see app.ts), which empties the
 * cache here and, through NOTIFY, on every other instance. ETags let browsers revalidate with a 304.
 */
export function createPublicCache(
  app: FastifyInstance,
  maxEntries = 1000,
  maxBytes = CACHE_BYTES,
): PublicCache {
  const entries = new Lru<string, Entry>(maxEntries, maxBytes);
  // The version each request started under: a response computed from data read before a save must not
  // be cached under the version that save created, or the stale body would outlive the save.
  const startedUnder = new WeakMap<FastifyRequest, number>();
  app.contentVersion.onChange((version, area) => {
    const changed = area ? PUBLIC_API_OF_AREA[area] : undefined;
    if (!changed) return entries.clear();
    // A save in a leaf area: the API answers it cannot change stay, stamped with the new version, so the
    // first render after the save reads them from here instead of the database (issue 18). Pages, feeds and
    // the sitemap combine every area, so they always go.
    for (const [url, entry] of entries.entries()) {
      if (url.startsWith('/api/') && !changed.some((prefix) => isUnder(url, prefix))) entry.version = version;
      else entries.delete(url);
    }
  });
  const stats = { hits: 0, misses: 0, fast: 0 };
  // Answers sent through Fastify that the fast path can replay once they are complete.
  const sentFrom = new WeakMap<
    FastifyRequest,
    { entry: Entry; encoding: Encoding | 'identity'; body: Buffer }
  >();
  app.addHook('onResponse', async (request, reply) => {
    const sent = sentFrom.get(request);
    if (!sent || reply.statusCode !== sent.entry.status || sent.entry.wire[sent.encoding]) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_REQUEST_HEADERS.has(name)) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.push(name, String(v));
    }
    // A 304 repeats the validators and policies, without the body's own type and encoding.
    const notModified: string[] = [];
    for (let i = 0; i < headers.length; i += 2)
      if (headers[i] !== 'content-type' && headers[i] !== 'content-encoding')
        notModified.push(headers[i], headers[i + 1]);
    // The strong compression may have finished while this answer was on its way.
    const strong = sent.encoding === 'identity' ? undefined : await sent.entry.encoded[sent.encoding];
    sent.entry.wire[sent.encoding] = { headers, notModified, body: strong ?? sent.body };
  });
  /** Replaces an entry's quick compression with the strong one, for the cache and the replayed answer. */
  const strengthen = async (entry: Entry, encoding: Encoding) => {
    try {
      const strong = await compressors[encoding](entry.bytes, 'strong');
      entry.encoded[encoding] = Promise.resolve(strong);
      const wire = entry.wire[encoding];
      if (wire) entry.wire[encoding] = { ...wire, body: strong };
    } catch (err) {
      app.log.warn({ err }, 'could not compress a cached answer');
    }
  };
  const put = (url: string, version: number, body: string, contentType: string, status: number) => {
    const bytes = Buffer.from(body);
    const entry: Entry = {
      version,
      body,
      bytes,
      etag: etagOf(version, bytes),
      contentType,
      status,
      encoded: {},
      wire: {},
    };
    // A page rendered while the database was away (503) must not outlive the outage in the cache.
    if (version === app.contentVersion.current && status < 500) entries.set(url, entry, costOf(bytes));
    return entry;
  };
  const isCurrent = (url: string, entry: Entry) =>
    entries.peek(url) === entry && entry.version === app.contentVersion.current;
  // Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
  const encodings = new Map<string, Encoding | undefined>();
  const encodingOf = (header: string | undefined) => {
    const key = header ?? '';
    if (encodings.has(key)) return encodings.get(key);
    const encoding = negotiateEncoding(key);
    if (encodings.size < 64) encodings.set(key, encoding);
    return encoding;
  };
  return {
    answerRaw(req, res) {
      if (req.method !== 'GET' || !req.url) return false;
      const entry = entries.get(req.url);
      if (!entry || entry.version !== app.contentVersion.current) return false;
      const encoding =
        entry.bytes.length < MIN_COMPRESS_BYTES ? undefined : encodingOf(req.headers['accept-encoding']);
      const wire = entry.wire[encoding ?? 'identity'];
      if (!wire) return false;
      stats.hits++;
      stats.fast++;
      const id = requestIdOf(req.headers['x-request-id']);
      if (req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304, [...wire.notModified, 'x-request-id', id]);
        res.end();
      } else {
        res.writeHead(entry.status, [
          ...wire.headers,
          'x-request-id',
          id,
          'content-length',
          String(wire.body.length),
        ]);
        res.end(wire.body);
      }
      return true;
    },
    lookup(request) {
      startedUnder.set(request, app.contentVersion.current);
      const entry = entries.get(request.url);
      const current = entry && entry.version === app.contentVersion.current ? entry : undefined;
      if (current) stats.hits++;
      else stats.misses++;
      return current;
    },
    read(url) {
      const entry = entries.get(url);
      return entry && entry.version === app.contentVersion.current && entry.status === 200
        ? entry.body
        : undefined;
    },
    stats: () => ({ ...stats }),
    store(request, body, contentType, status) {
      return put(
        request.url,
        startedUnder.get(request) ?? app.contentVersion.current,
        body,
        contentType,
        status,
      );
    },
    storeRead(url, body, version) {
      put(url, version, body, JSON_TYPE, 200);
    },
    async send(request, reply, entry) {
      reply.header('etag', entry.etag);
      reply.header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      reply.status(entry.status).type(entry.contentType);
      if (entry.status === 503) reply.header('retry-after', UNAVAILABLE_RETRY_AFTER);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding || entry.bytes.length < MIN_COMPRESS_BYTES) {
        sentFrom.set(request, { entry, encoding: 'identity', body: entry.bytes });
        return reply.send(entry.bytes);
      }
      // The key only: the timer below must not keep the whole request alive for its second.
      const url = request.url;
      // A failed compression is forgotten, so the next request tries again rather than failing forever.
      entry.encoded[encoding] ??= compressors[encoding](entry.bytes, 'quick').then(
        (quick) => {
          setTimeout(() => {
            // Only for an answer still served: one a later save replaced would be compressed for nobody.
            if (isCurrent(url, entry)) void strengthen(entry, encoding);
          }, STRENGTHEN_AFTER_MS).unref();
          return quick;
        },
        (error: unknown) => {
          delete entry.encoded[encoding];
          throw error;
        },
      );
      const compressed = (await entry.encoded[encoding]) as Buffer;
      sentFrom.set(request, { entry, encoding, body: compressed });
      // Setting Content-Encoding tells @fastify/compress the body is already compressed.
      return reply.header('content-encoding', encoding).send(compressed);
    },
  };
}

/**
 * The public API answers a save in each admin area can change, for the areas whose public answers read
 * nothing else (each one's own table). A save in an area not listed here drops every cached answer.
 */
export const PUBLIC_API_OF_AREA: Record<string, string[]> = {
  cars: ['/api/cars'],
  testimonials: ['/api/testimonials'],
  'testimonial-settings': ['/api/testimonial-settings'],
  'header-slides': ['/api/header-slides'],
  'hero-slides': ['/api/hero-slides'],
  'brand-logos': ['/api/brand-logos'],
  'service-items': ['/api/service-items'],
  'footer-settings': ['/api/footer-settings'],
  'auto-email-settings': ['/api/auto-email-settings'],
};

/** `/api/cars?x` and `/api/cars/1` are under `/api/cars`; `/api/cars-sold` is not. */
const isUnder = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * Answers about one person, not public content: the unsubscribe page and its lookup change the moment
 * someone unsubscribes (no staff save bumps the version) and one entry per token would crowd the cache.
 */
export const isPersonalPath = (url: string) => /^\/(api\/)?unsubscribe(\/|\?|$)/.test(url);

const isCacheableApi = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.url.startsWith('/api/') &&
  !request.url.startsWith('/api/admin') &&
  !request.url.startsWith('/api/auth') &&
  // Answers to machine keys depend on the key (and leads change without a content version): never shared.
  !request.url.startsWith('/api/integrations') &&
  // Health and readiness describe this moment: an answer from the cache would hide an outage.
  !request.url.startsWith('/api/health') &&
  !request.url.startsWith('/api/ready') &&
  !isPersonalPath(request.url);

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
