import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../durability/server-process';
import { contactEnquiry } from '../helpers/enquiries';
import { type Smtp, startSmtp } from '../helpers/smtp';
import { freshDatabase, type Instance, json, startInstance } from './postgres';

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer. Each request names the
 * visitor's address in X-Forwarded-For (TRUST_PROXY=1, as behind the proxy), so every test has visitors
 * of its own.
 */
describe('two instances on one database', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: Smtp;
  let a: Instance;
  let b: Instance;
  const FORM_RATE_LIMIT = 3;

  beforeAll(async () => {
    database = await freshDatabase();
    smtp = await startSmtp();
    const env = {
      TRUST_PROXY: '1',
      FORM_RATE_LIMIT: String(FORM_RATE_LIMIT),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STAFF_EMAIL: 'staff@example.com',
    };
    // One after the other: the first one migrates the new database.
    a = await startInstance(database.url, env);
    b = await startInstance(database.url, env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await database?.drop();
  });

  const post = (instance: Instance, path: string, body: unknown, ip: string) =>
    fetch(`${instance.url}${path}`, {
      ...json(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    });

  it('counts a form limit across both: the (limit + 1)th submission overall is refused', async () => {
    const ip = '203.0.113.1';
    const statuses: number[] = [];
    for (let i = 0; i < FORM_RATE_LIMIT; i++)
      statuses.push((await post(i % 2 ? b : a, '/api/contact-submissions', contactEnquiry(i), ip)).status);
    expect(statuses).toEqual(Array(FORM_RATE_LIMIT).fill(201));
    // Each instance alone has seen fewer than the limit: only a shared count refuses these.
    for (const instance of [b, a]) {
      const refused = await post(instance, '/api/contact-submissions', contactEnquiry(9), ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many requests/);
    }
    // Another visitor is not affected.
    expect((await post(b, '/api/contact-submissions', contactEnquiry(10), '203.0.113.2')).status).toBe(201);
  });

  it('counts failed logins across both', async () => {
    const ip = '203.0.113.20';
    const login = (instance: Instance, password: string) =>
      post(instance, '/api/auth/login', { username: 'admin', password }, ip);
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? b : a, 'wrong-guess')).status).toBe(401);
    for (const instance of [a, b]) {
      const blocked = await login(instance, ADMIN_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(await blocked.json()).toEqual({
        message: 'Too many failed login attempts. Please try again later.',
      });
    }
    // The administrator elsewhere still signs in, on either instance.
    expect(
      (await post(b, '/api/auth/login', { username: 'admin', password: ADMIN_PASSWORD }, '203.0.113.21'))
        .status,
    ).toBe(200);
  });

  it('shows a save made on one on the other as soon as the database tells it', async () => {
    const signIn = await post(
      a,
      '/api/auth/login',
      { username: 'admin', password: ADMIN_PASSWORD },
      '203.0.113.30',
    );
    const { token } = (await signIn.json()) as { token: string };
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const created = await fetch(`${a.url}/api/admin/cars`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ make: 'Ferrari', model: 'Roma', price: 400_000 }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const priceOn = async (instance: Instance) => {
      const res = await fetch(`${instance.url}/api/cars`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { id: number; price: number }[]).find((c) => c.id === id)?.price;
    };
    /**
     * PostgreSQL hands A's notification to B's LISTEN connection a moment after A's commit (well under a
     * millisecond on a quiet machine), so B's answer is read until it has the price, for at most two
     * seconds: nothing in B expires by time, so only the notification can bring the new price there.
     */
    const heardOn = async (instance: Instance, price: number) => {
      const deadline = Date.now() + 2000;
      for (;;) {
        const seen = await priceOn(instance);
        if (seen === price || Date.now() > deadline) return seen;
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    for (const price of [410_000, 420_000, 430_000]) {
      // B has the list cached before each save: the save must reach its cache, not wait for it to expire.
      await priceOn(b);
      await priceOn(b);
      const saved = await fetch(`${a.url}/api/admin/cars/${id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ price }),
      });
      expect(saved.status).toBe(200);
      expect(await priceOn(a)).toBe(price);
      expect(await heardOn(b, price)).toBe(price);
    }
  });

  it('mails every lead exactly once, whichever instance took it', async () => {
    // Leads arrive on both at once, so both mail workers are woken together and compete for the outbox.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i % 2 ? b : a, '/api/contact-submissions', contactEnquiry(100 + i), `198.51.100.${i + 1}`),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const outbox = async () =>
      database.query<{ id: number; sent: boolean }>(
        'select id, sent_at is not null as sent from mail_outbox',
      );
    const deadline = Date.now() + 60_000;
    while ((await outbox()).some((m) => !m.sent) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    // Stopping both lets any send still in flight finish: nothing can arrive after this.
    await Promise.all([a.stop(), b.stop()]);

    const rows = await outbox();
    expect(rows.length).toBeGreaterThanOrEqual(16);
    expect(rows.filter((m) => !m.sent)).toEqual([]);
    const sentIds = smtp.messages.map((m) =>
      Number(/^<outbox-(\d+)-/.exec(m.headers['message-id'] ?? '')?.[1]),
    );
    expect(sentIds.sort((x, y) => x - y)).toEqual(rows.map((m) => m.id).sort((x, y) => x - y));
  });
});
