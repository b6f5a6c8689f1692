import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { outboxSummary } from '../modules/outbox/outbox.service';
import { storeMetricLines } from '../storage/metrics';

/** Seconds; from a cached page (a few ms) to a slow admin export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Histogram = { counts: number[]; sum: number; count: number };

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compares digests, so neither the length nor the content of the token leaks through timing. */
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** One unlabelled metric in the Prometheus text format. */
const single = (name: string, type: 'gauge' | 'counter', help: string, value: number) => [
  `# HELP ${name} ${help}`,
  `# TYPE ${name} ${type}`,
  `${name} ${value}`,
];

/** A label value in the Prometheus text format: backslash, quote and newline escaped. */
const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * GET /metrics in the Prometheus text format, only when METRICS_TOKEN is set and only with it as a
 * bearer token: request counts and latencies per route pattern (never the raw URL, whose ids and
 * queries would make a new series each), the outbox depth, the public cache's hit ratio and lost LISTEN
 * connections.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined) {
  if (!token) return;
  const requests = new Map<string, number>();
  const durations = new Map<string, Histogram>();

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const key = `method="${label(request.method)}",route="${label(route)}"`;
    const counted = `${key},status="${reply.statusCode}"`;
    requests.set(counted, (requests.get(counted) ?? 0) + 1);
    const seconds = reply.elapsedTime / 1000;
    let histogram = durations.get(key);
    if (!histogram) {
      histogram = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      durations.set(key, histogram);
    }
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]) histogram.counts[i]++;
    histogram.sum += seconds;
    histogram.count++;
  });

  app.get('/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return reply.status(401).send({ message: 'Unauthorized' });
    const outbox = await outboxSummary(app.db, app.env.MAIL_MAX_ATTEMPTS);
    const cache = app.publicCache.stats();
    const memory = process.memoryUsage();
    const lines = [
      '# HELP http_requests_total HTTP requests answered, by route pattern and status.',
      '# TYPE http_requests_total counter',
      ...[...requests].map(([key, n]) => `http_requests_total{${key}} ${n}`),
      '# HELP http_request_duration_seconds Time to answer, by route pattern.',
      '# TYPE http_request_duration_seconds histogram',
      ...[...durations].flatMap(([key, h]) => [
        ...BUCKETS.map((le, i) => `http_request_duration_seconds_bucket{${key},le="${le}"} ${h.counts[i]}`),
        `http_request_duration_seconds_bucket{${key},le="+Inf"} ${h.count}`,
        `http_request_duration_seconds_sum{${key}} ${h.sum}`,
        `http_request_duration_seconds_count{${key}} ${h.count}`,
      ]),
      ...single('mail_outbox_pending', 'gauge', 'Mails waiting to be delivered.', outbox.pending),
      ...single(
        'mail_outbox_failed',
        'gauge',
        'Mails that failed after every attempt (see the admin Outbox).',
        outbox.failed,
      ),
      // Where the memory is (issue 18): the embedded database's WebAssembly heap counts as external.
      ...single('process_resident_memory_bytes', 'gauge', 'Resident memory of the process.', memory.rss),
      ...single('nodejs_heap_used_bytes', 'gauge', 'JavaScript heap in use.', memory.heapUsed),
      ...single('nodejs_heap_total_bytes', 'gauge', 'JavaScript heap reserved.', memory.heapTotal),
      ...single(
        'nodejs_external_memory_bytes',
        'gauge',
        'Memory of native objects: buffers and WebAssembly memories.',
        memory.external,
      ),
      ...single(
        'public_cache_hits_total',
        'counter',
        'Public pages and API answers served from the cache.',
        cache.hits,
      ),
      ...single(
        'public_cache_replayed_total',
        'counter',
        'Cache hits answered before routing (not counted in http_requests_total).',
        cache.fast,
      ),
      ...single(
        'listen_connection_lost_total',
        'counter',
        "Times the LISTEN connection that hears other instances' saves was lost (PostgreSQL only).",
        app.contentVersion.listenConnectionsLost,
      ),
      ...single(
        'public_cache_misses_total',
        'counter',
        'Public pages and API answers computed afresh.',
        cache.misses,
      ),
      ...storeMetricLines(),
    ];
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(`${lines.join('\n')}\n`);
  });
}
