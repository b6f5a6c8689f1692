import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ne, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/durability/server-process';
import { createTestApp, sharedTestApp } from '../../../tests/helpers/app';
import { type Database, openDatabase } from '../db/client';
import { rateCounters } from '../db/schema/index';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './errors';
import { rateCounter } from './rate-counter';

const TEN_MINUTES = 10 * 60_000;

describe('rate counters in the database', () => {
  const t = sharedTestApp();
  // On PostgreSQL a second pool stands for a second instance; PGlite is one process, so one handle.
  let other: Database | undefined;
  const otherDb = async () => {
    if (!t.databaseUrl) return t.app.db;
    other ??= await openDatabase({ url: t.databaseUrl });
    return other.db;
  };
  afterAll(() => other?.close());

  /** Ends every window, as if its time had passed. */
  const windowsEnd = () => t.app.db.update(rateCounters).set({ resetAt: sql`now() - interval '1 second'` });

  it('counts hits on a key in a fixed window, with the time left in it', async () => {
    const first = await rateCounter.hit(t.app.db, 'test:a', TEN_MINUTES);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(TEN_MINUTES - 60_000);
    expect(first.ttlMs).toBeLessThanOrEqual(TEN_MINUTES);
    const second = await rateCounter.hit(await otherDb(), 'test:a', TEN_MINUTES);
    expect(second.count).toBe(2);
    // The window does not slide: it ends when the first hit's window ends.
    expect(second.ttlMs).toBeLessThanOrEqual(first.ttlMs);
    expect(await rateCounter.peek(t.app.db, 'test:a')).toMatchObject({ count: 2 });
    expect((await rateCounter.hit(t.app.db, 'test:b', TEN_MINUTES)).count).toBe(1);
  });

  it('never loses a hit when many arrive at once from two instances', async () => {
    const db2 = await otherDb();
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        rateCounter.hit(i % 2 ? db2 : t.app.db, 'test:burst', TEN_MINUTES),
      ),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the last one ended, and peeking never counts', async () => {
    for (let i = 0; i < 3; i++) await rateCounter.hit(t.app.db, 'test:window', TEN_MINUTES);
    await windowsEnd();
    expect(await rateCounter.peek(t.app.db, 'test:window')).toEqual({ count: 0, ttlMs: 0 });
    expect(await rateCounter.peek(t.app.db, 'test:window')).toEqual({ count: 0, ttlMs: 0 });
    const fresh = await rateCounter.hit(t.app.db, 'test:window', TEN_MINUTES);
    expect(fresh.count).toBe(1);
    expect(fresh.ttlMs).toBeGreaterThan(TEN_MINUTES - 60_000);
  });

  it('clears one key, and removes only the rows whose window has ended', async () => {
    await rateCounter.hit(t.app.db, 'test:clear', TEN_MINUTES);
    await rateCounter.clear(t.app.db, 'test:clear');
    expect(await rateCounter.peek(t.app.db, 'test:clear')).toEqual({ count: 0, ttlMs: 0 });

    await rateCounter.hit(t.app.db, 'test:live', TEN_MINUTES);
    await t.app.db
      .update(rateCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(ne(rateCounters.key, 'test:live'));
    expect(await rateCounter.removeExpired(t.app.db)).toBeGreaterThan(0);
    const keys = (await t.app.db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key);
    expect(keys).toEqual(['test:live']);
  });

  it('is what the form limits and the login throttle count with', async () => {
    const form = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscribers',
        remoteAddress: '203.0.113.77',
        payload: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com' },
      });
    expect((await form()).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.77',
      payload: { username: 'nobody', password: 'wrong-password' },
    });
    const rows = await t.app.db.select().from(rateCounters);
    expect(
      Object.fromEntries(rows.filter((r) => r.key.includes('203.0.113.77')).map((r) => [r.key, r.count])),
    ).toEqual({
      'rate:POST /api/subscribers:203.0.113.77': 1,
      'login-ip:203.0.113.77': 1,
      'login-user:203.0.113.77|nobody': 1,
    });
  });
});

describe('a database that cannot be reached', () => {
  it('is told apart from a query that is wrong', async () => {
    const port = await freePort();
    const refused = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none` }).catch(
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);

    const t = await createTestApp();
    try {
      const wrong = await t.app.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
      expect(wrong).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(wrong)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('answers 503 with Retry-After and a message to try again, never a 500', async () => {
    const port = await freePort();
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/none` });
    const unreachable = drizzle(pool);
    const t = await createTestApp();
    try {
      // A route whose query goes to a server that is down, through the app's real error handling.
      t.app.get('/api/test-unreachable', async () => unreachable.execute(sql`select 1`));
      const res = await t.app.inject({ method: 'GET', url: '/api/test-unreachable' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    } finally {
      await t.close();
      await pool.end();
    }
  });

  it('renders a page that needed it as a 503 with Retry-After, kept out of the cache', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'dealer-outage-page-'));
    writeStubBuild(dist);
    const port = await freePort();
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/none` });
    const unreachable = drizzle(pool);
    let down = true;
    const t = await createTestApp({ DIST_DIR: dist }, { web: true });
    try {
      t.app.get('/api/test-data', async () => (down ? unreachable.execute(sql`select 1`) : { ok: true }));
      const first = await t.app.inject({ method: 'GET', url: '/a-page' });
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toBe('5');
      down = false;
      // The database is back: the page renders, instead of the outage's page replayed from the cache.
      const again = await t.app.inject({ method: 'GET', url: '/a-page' });
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('<main>up</main>');
    } finally {
      await t.close();
      await pool.end();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

/** A client build whose page reads the API as the real pages do, and turns a failed read into its status. */
function writeStubBuild(dir: string) {
  mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'client', '.vite'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'client', 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  writeFileSync(path.join(dir, 'client', '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(dir, 'server', 'package.json'), '{"type":"module"}');
  writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    `export async function render(url, origin, fetcher) {
  const head = { title: 'Page', description: 'A page', canonical: origin + url, type: 'website', jsonLd: [] };
  const state = { queries: { queries: [], mutations: [] } };
  try {
    await fetcher('/api/test-data');
    return { kind: 'page', status: 200, html: '<main>up</main>', head, state, modules: [] };
  } catch (error) {
    const status = Number(/^(\\d{3}):/.exec(error.message)?.[1] ?? 500);
    return { kind: 'page', status, html: '<main>down</main>', head, state, modules: [] };
  }
}
`,
  );
}
