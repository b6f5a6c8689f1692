import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../durability/server-process';
import { type Smtp, startSmtp } from '../helpers/smtp';
import { adminQuery, freshDatabase, type Instance, json, serverUrl, startInstance } from './postgres';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UNAVAILABLE = { message: 'The service is briefly unavailable. Please try again in a moment.' };

/** The local cluster behind TEST_DATABASE_URL (Debian's layout: /etc/postgresql/<version>/<cluster>). */
function localCluster(): [string, string] {
  const { hostname } = new URL(serverUrl());
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname))
    throw new Error(`the outage test restarts PostgreSQL, so it needs a local server, not ${hostname}`);
  const version = readdirSync('/etc/postgresql')[0];
  return [version, readdirSync(`/etc/postgresql/${version}`)[0]];
}
const pgCtl = (action: 'start' | 'stop', ...args: string[]) =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', ...localCluster(), action, ...args]);

async function ensureRunning() {
  const { stdout } = await run('pg_lsclusters', ['--no-header']);
  if (!/\bonline\b/.test(stdout)) await pgCtl('start');
}

type Sample = {
  kind: 'read' | 'cold' | 'admin' | 'write' | 'ready';
  url: string;
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
  body: unknown;
  email?: string;
};

/**
 * A load run against two instances on one database while the local PostgreSQL stops for three seconds
 * and starts again: visitors read cached public answers and send forms the whole time.
 */
describe('a PostgreSQL restart under load', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: Smtp;
  let a: Instance;
  let b: Instance;
  let token: string;
  let carId: number;

  beforeAll(async () => {
    localCluster();
    // Stopping the server ends every other client's work: refuse while anything else is connected.
    const others = await adminQuery<{ n: string }>(
      "select count(*) as n from pg_stat_activity where backend_type = 'client backend' and datname is not null and pid <> pg_backend_pid()",
    );
    if (Number(others[0].n) > 0)
      throw new Error('another client is using PostgreSQL: the outage test must run on its own');
    database = await freshDatabase();
    smtp = await startSmtp();
    const env = {
      TRUST_PROXY: '1',
      FORM_RATE_LIMIT: '1000000',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STAFF_EMAIL: 'staff@example.com',
    };
    a = await startInstance(database.url, env);
    b = await startInstance(database.url, env);
    const signIn = await fetch(
      `${a.url}/api/auth/login`,
      json({ username: 'admin', password: ADMIN_PASSWORD }),
    );
    token = ((await signIn.json()) as { token: string }).token;
    const car = await fetch(`${a.url}/api/admin/cars`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ make: 'Porsche', model: '911', price: 250_000 }),
    });
    carId = ((await car.json()) as { id: number }).id;
  });
  afterAll(async () => {
    // Whatever happened, PostgreSQL is left running for whatever runs next.
    await ensureRunning();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await database?.drop();
  });

  it('keeps serving cached pages, answers writes 503 with Retry-After, recovers by itself and loses nothing', async () => {
    const reads = ['/api/cars', `/api/cars/${carId}`, '/api/site-settings', '/api/footer-settings'];
    // Every public answer the visitors will ask for is in both caches before the outage.
    for (const instance of [a, b])
      for (const url of reads) expect((await fetch(instance.url + url)).status).toBe(200);

    const samples: Sample[] = [];
    let running = true;
    let n = 0;
    const request = async (
      kind: Sample['kind'],
      base: string,
      url: string,
      init?: RequestInit,
      email?: string,
    ) => {
      const start = Date.now();
      const res = await fetch(base + url, { ...init, signal: AbortSignal.timeout(15_000) });
      const text = await res.text();
      samples.push({
        kind,
        url,
        start,
        end: Date.now(),
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: text.startsWith('{') ? JSON.parse(text) : null,
        email,
      });
    };
    const reader = async (instance: Instance) => {
      for (let i = 0; running; i++) {
        await request('read', instance.url, reads[i % reads.length]);
        await sleep(5);
      }
    };
    const writer = async (instance: Instance) => {
      while (running) {
        const email = `visitor${++n}@example.com`;
        const body = { firstName: 'Ada', email, message: 'Is the 911 still available?' };
        await request(
          'write',
          instance.url,
          '/api/contact-submissions',
          {
            ...json(body),
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n % 250}` },
          },
          email,
        );
        await sleep(20);
      }
    };
    // Answers no cache holds (an unknown car is a 404, never cached), and staff reading the back office.
    const coldReader = async () => {
      for (let i = 1; running; i++) {
        await request('cold', b.url, `/api/cars/${1_000_000 + i}`);
        await sleep(50);
      }
    };
    const staff = async () => {
      while (running) {
        await request('admin', a.url, '/api/admin/cars', { headers: { authorization: `Bearer ${token}` } });
        await sleep(50);
      }
    };
    const readiness = async () => {
      while (running) {
        await request('ready', a.url, '/api/ready');
        await sleep(100);
      }
    };
    const load = Promise.all([
      reader(a),
      reader(b),
      reader(a),
      reader(b),
      writer(a),
      writer(b),
      coldReader(),
      staff(),
      readiness(),
    ]);

    await sleep(1000);
    const stopping = Date.now();
    await pgCtl('stop', '-m', 'fast');
    const down = Date.now();
    await sleep(3000);
    const starting = Date.now();
    await pgCtl('start');
    const up = Date.now();
    // Load goes on until writes have been accepted again for a while.
    const deadline = up + 30_000;
    while (
      Date.now() < deadline &&
      !samples.some((s) => s.kind === 'write' && s.start > up + 1000 && s.status === 201)
    )
      await sleep(100);
    await sleep(500);
    running = false;
    await load;

    const during = (s: Sample) => s.start >= down && s.end <= starting;
    const reads_ = samples.filter((s) => s.kind === 'read');
    const writes = samples.filter((s) => s.kind === 'write');
    const refused = writes.filter((s) => s.status === 503);
    const firstAcceptedAfter = writes.find((s) => s.start >= up && s.status === 201);
    const ready = samples.filter((s) => s.kind === 'ready');
    const cold = samples.filter((s) => s.kind === 'cold');
    const admin = samples.filter((s) => s.kind === 'admin');
    const summary = {
      outageMs: starting - stopping,
      stopMs: down - stopping,
      startMs: up - starting,
      reads: reads_.length,
      readsWhileDown: reads_.filter(during).length,
      readStatuses: countBy(reads_.map((s) => s.status)),
      writes: writes.length,
      writeStatuses: countBy(writes.map((s) => s.status)),
      writesWhileDown: countBy(writes.filter(during).map((s) => s.status)),
      uncachedReadStatuses: countBy(cold.map((s) => s.status)),
      uncachedReadsWhileDown: countBy(cold.filter(during).map((s) => s.status)),
      staffReadStatuses: countBy(admin.map((s) => s.status)),
      staffReadsWhileDown: countBy(admin.filter(during).map((s) => s.status)),
      slowestReadMs: Math.max(...reads_.map((s) => s.end - s.start)),
      slowestWriteMs: Math.max(...writes.map((s) => s.end - s.start)),
      writesAcceptedAgainAfterStartMs: firstAcceptedAfter ? firstAcceptedAfter.end - up : null,
      readyStatuses: ready.map((s) => s.status).filter((s, i, all) => s !== all[i - 1]),
    };
    console.log(`outage run: ${JSON.stringify(summary)}`);

    // (a) Cached public answers never needed the database: every one was a 200, also while it was down.
    expect(summary.readStatuses).toEqual({ 200: reads_.length });
    expect(summary.readsWhileDown).toBeGreaterThan(50);
    expect(summary.slowestReadMs).toBeLessThan(1000);
    // (b) A write the database could not take was a 503 asking to retry in 5 s, never a 500 nor a hang.
    expect(Object.keys(summary.writeStatuses).sort()).toEqual(['201', '503']);
    expect(summary.writesWhileDown).toEqual({ 503: writes.filter(during).length });
    expect(writes.filter(during).length).toBeGreaterThan(5);
    for (const s of refused) {
      expect(s.retryAfter).toBe('5');
      expect(s.body).toEqual(UNAVAILABLE);
    }
    expect(summary.slowestWriteMs).toBeLessThan(6000);
    // A read that needs the database gets the same 503; staff are not signed out (a 401) by an outage.
    for (const [all, whileDown, ok] of [
      [cold, summary.uncachedReadsWhileDown, 404],
      [admin, summary.staffReadsWhileDown, 200],
    ] as const) {
      expect(Object.keys(countBy(all.map((s) => s.status))).sort()).toEqual([String(ok), '503'].sort());
      expect(whileDown).toEqual({ 503: all.filter(during).length });
      expect(all.filter(during).length).toBeGreaterThan(5);
      for (const s of all.filter((x) => x.status === 503)) {
        expect(s.retryAfter).toBe('5');
        expect(s.body).toEqual(UNAVAILABLE);
      }
    }
    // (c) Back within seconds of the database's return, with no restart; readiness followed the database.
    expect(summary.writesAcceptedAgainAfterStartMs).not.toBeNull();
    expect(summary.writesAcceptedAgainAfterStartMs).toBeLessThan(5000);
    expect(summary.readyStatuses).toEqual([200, 503, 200]);
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);

    // (d) Every acknowledged write is in the database.
    const acknowledged = writes.filter((s) => s.status === 201).map((s) => s.email);
    const stored = new Set(
      (await database.query<{ email: string }>('select email from contact_submissions')).map((r) => r.email),
    );
    expect(acknowledged.filter((email) => !stored.has(email as string))).toEqual([]);

    // Both instances hear saves again (B's LISTEN connection came back), and the mail workers resumed.
    const saved = await fetch(`${a.url}/api/admin/cars/${carId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ price: 260_000 }),
    });
    expect(saved.status).toBe(200);
    const priceOnB = async () =>
      ((await (await fetch(`${b.url}/api/cars/${carId}`)).json()) as { price: number }).price;
    const heardBy = Date.now() + 5000;
    while ((await priceOnB()) !== 260_000 && Date.now() < heardBy) await sleep(20);
    expect(await priceOnB()).toBe(260_000);

    const unsent = () =>
      database.query(
        "select id, attempts, last_error, next_attempt_at > now() + interval '1 minute' as leased from mail_outbox where sent_at is null",
      );
    const mailedBy = Date.now() + 60_000;
    while ((await unsent()).length > 0 && Date.now() < mailedBy) await sleep(250);
    expect(await unsent()).toEqual([]);
  });
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
