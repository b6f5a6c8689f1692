import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/helpers/app';
import { enqueueMail } from '../mail/outbox';

const TOKEN = 'metrics-token-0123456789';

describe('health and readiness for load balancers', () => {
  it('health answers while the process is up; ready only while every migration is applied', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });

      // As if a newer release's migration had not run yet on this database.
      const [last] = (await t.app.db
        .execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`)
        .then((r) => (r as unknown as { rows?: unknown[] }).rows ?? r)) as {
        id: number;
        hash: string;
        created_at: string;
      }[];
      await t.app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
      const pending = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.headers['retry-after']).toBe('5');
      expect(pending.json()).toEqual({ status: 'unavailable', message: 'Database migrations pending' });
      // Liveness does not depend on it: restarting a process would not help.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await t.app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers only with the token: requests by route pattern, latencies, outbox depth and cache hits', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const scrape = (authorization?: string) =>
        t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect((await scrape()).statusCode).toBe(401);
      expect((await scrape('Bearer wrong-token-0123456789')).statusCode).toBe(401);

      await t.app.inject({ method: 'GET', url: '/api/cars' });
      await t.app.inject({ method: 'GET', url: '/api/cars' });
      await t.app.inject({ method: 'GET', url: '/api/cars/987654' });
      await enqueueMail(t.app.db, {
        kind: 'staff-contact',
        to: 'staff@example.com',
        subject: 'Hi',
        text: '…',
      });

      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      const body = res.body;
      expect(body).toContain('http_requests_total{method="GET",route="/api/cars",status="200"} 2');
      // The pattern, not the id: one series however many cars are asked for.
      expect(body).toContain('http_requests_total{method="GET",route="/api/cars/:id",status="404"} 1');
      expect(body).not.toContain('987654');
      expect(body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/cars"\} 2/);
      expect(body).toMatch(
        /http_request_duration_seconds_bucket\{method="GET",route="\/api\/cars",le="\+Inf"\} 2/,
      );
      expect(body).toContain('mail_outbox_pending 1');
      expect(body).toContain('mail_outbox_failed 0');
      expect(Number(/public_cache_hits_total (\d+)/.exec(body)?.[1])).toBeGreaterThanOrEqual(1);
      expect(Number(/public_cache_misses_total (\d+)/.exec(body)?.[1])).toBeGreaterThanOrEqual(1);
    } finally {
      await t.close();
    }
  });
});
