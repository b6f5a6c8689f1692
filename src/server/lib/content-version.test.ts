import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { sharedTestApp } from '../../../tests/helpers/app';
import { onPostgres } from '../../../tests/helpers/test-db';
import { ContentVersion } from './content-version';

const TOKEN = 'metrics-token-0123456789';

/** A pool whose connections a test drops at will, and whose next connects it can make fail. */
function droppablePool() {
  const clients: (EventEmitter & { query: () => Promise<unknown>; release: () => void })[] = [];
  let failNext = 0;
  const pool = {
    async connect() {
      if (failNext > 0) {
        failNext--;
        throw new Error('connection refused');
      }
      const client = Object.assign(new EventEmitter(), {
        query: async () => ({ rows: [] }),
        release: () => {},
      });
      clients.push(client);
      return client;
    },
  };
  return {
    pool: pool as unknown as pg.Pool,
    /** The server drops the current LISTEN connection; the next `refusals` connects fail. */
    drop(refusals = 0) {
      failNext = refusals;
      clients.at(-1)?.emit('error', new Error('terminating connection due to administrator command'));
    },
    connections: () => clients.length,
  };
}

const quietLogger = () =>
  ({ warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    info: ReturnType<typeof vi.fn>;
  };

const t = sharedTestApp({ METRICS_TOKEN: TOKEN });

const metric = async (name: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  const line = res.body.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
};

describe('losing the LISTEN connection', () => {
  it('warns once per loss however many reconnects fail, logs the reconnection and counts each loss', async () => {
    const listen = droppablePool();
    const logger = quietLogger();
    const cv = await ContentVersion.create({ ...t.database, pool: listen.pool, pglite: undefined }, logger);
    try {
      expect(cv.listenConnectionsLost).toBe(0);
      listen.drop(2);
      await vi.waitFor(() => expect(listen.connections()).toBe(2), { timeout: 5000 });
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.warn.mock.calls[0][1]).toMatch(/LISTEN connection .* lost: reconnecting/);
      await vi.waitFor(() => expect(logger.info).toHaveBeenCalledTimes(1));
      expect(logger.info.mock.calls[0][0]).toMatchObject({ attempts: 3 });
      expect(cv.listenConnectionsLost).toBe(1);

      listen.drop();
      await vi.waitFor(() => expect(listen.connections()).toBe(3), { timeout: 5000 });
      expect(logger.warn).toHaveBeenCalledTimes(2);
      expect(cv.listenConnectionsLost).toBe(2);
    } finally {
      await cv.close();
    }
  });

  it('shows in the metrics, starting at 0', async () => {
    expect(await metric('listen_connection_lost_total')).toBe(0);
  });

  // Only PostgreSQL has a LISTEN backend to terminate; the suite runs there too (npm test, TEST_DATABASE_URL).
  if (onPostgres())
    it('on PostgreSQL: a terminated LISTEN backend is counted, and saves are heard again', async () => {
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        const terminated = await other.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN content_version%'`,
        );
        expect(terminated.rowCount).toBe(1);
        await vi.waitFor(async () => expect(await metric('listen_connection_lost_total')).toBe(1), {
          timeout: 5000,
        });
        // Once back, a bump made elsewhere (another instance) reaches this one.
        await vi.waitFor(
          async () => {
            const before = t.app.contentVersion.current;
            await other.query(
              `select pg_notify('content_version', (version + 1000)::text) from content_version where id = 1`,
            );
            await new Promise((r) => setTimeout(r, 100));
            expect(t.app.contentVersion.current).toBeGreaterThan(before);
          },
          { timeout: 5000, interval: 200 },
        );
      } finally {
        await other.end();
      }
    });
});
