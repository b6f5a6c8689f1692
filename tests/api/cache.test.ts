import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { buildCar } from '../factories/cars';
import { sharedTestApp } from '../helpers/app';

const t = sharedTestApp();

describe('public cache', () => {
  it('answers repeat reads with the same ETag and 304 when the client has it', async () => {
    const first = await t.app.inject('/api/cars');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const second = await t.app.inject('/api/cars');
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    const revalidated = await t.app.inject({ url: '/api/cars', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps the public caches on admin writes that change nothing a visitor sees (keepPublicCaches)', async () => {
    const version = t.app.contentVersion.current;
    const writes = [
      { method: 'PATCH', url: '/api/admin/account', payload: { name: 'Admin', email: '' } },
      {
        method: 'POST',
        url: '/api/admin/staff',
        payload: { username: 'cachekeeper', name: 'Cache Keeper', setup: 'password' },
      },
      { method: 'POST', url: '/api/admin/api-keys', payload: { name: 'Cache test', scopes: ['leads:read'] } },
      { method: 'PUT', url: '/api/admin/waitlist-settings', payload: { digestEnabled: false } },
    ] as const;
    for (const write of writes) expect((await t.admin(write)).statusCode, write.url).toBeLessThan(300);
    expect(t.app.contentVersion.current).toBe(version);
    // The guard: a write that does change public content still drops them.
    const car = await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar() });
    expect(car.statusCode).toBe(201);
    expect(t.app.contentVersion.current).toBe(version + 1);
  });

  it('never serves a stale list after an admin save', async () => {
    const before = await t.app.inject('/api/cars');
    const car = (
      await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ model: 'Fresh One' }) })
    ).json();
    const after = await t.app.inject({
      url: '/api/cars',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().map((c: { id: number }) => c.id)).toContain(car.id);
    await t.admin({ method: 'PATCH', url: `/api/admin/cars/${car.id}`, payload: { price: 123 } });
    expect((await t.app.inject(`/api/cars/${car.id}`)).json().price).toBe(123);
  });

  it('a failed admin write does not drop the cache', async () => {
    const version = t.app.contentVersion.current;
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: { make: '' } });
    expect(t.app.contentVersion.current).toBe(version);
  });

  it('drops the cache of another instance on the same database after a write', async () => {
    // On PostgreSQL the second instance has its own pool and hears about writes through NOTIFY;
    // on PGlite (one process by design) it shares the database object.
    const database = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
    const other = await buildApp({
      database,
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }),
      web: false,
    });
    try {
      const warm = (await other.inject('/api/cars')).json();
      const car = (
        await t.admin({
          method: 'POST',
          url: '/api/admin/cars',
          payload: buildCar({ model: 'Seen Elsewhere' }),
        })
      ).json();
      let seen = false;
      for (let i = 0; i < 50 && !seen; i++) {
        seen = (await other.inject('/api/cars')).json().some((c: { id: number }) => c.id === car.id);
        if (!seen) await new Promise((r) => setTimeout(r, 50));
      }
      expect(warm.some((c: { id: number }) => c.id === car.id)).toBe(false);
      expect(seen).toBe(true);
    } finally {
      await other.close();
      if (t.databaseUrl) await database.close();
    }
  });
});

describe('public cache races', () => {
  it('does not cache a response computed before a save under the version the save created', async () => {
    const car = (
      await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ model: 'Racing' }) })
    ).json();
    // A read starts, a save lands while it is in flight, then the read finishes and tries to cache.
    const request = { url: '/api/cars?race=1', headers: {} } as never;
    expect(t.app.publicCache.lookup(request)).toBeUndefined();
    await t.admin({ method: 'DELETE', url: `/api/admin/cars/${car.id}` });
    const stale = JSON.stringify([car]);
    t.app.publicCache.store(request, stale, 'application/json', 200);
    const next = { url: '/api/cars?race=1', headers: {} } as never;
    expect(t.app.publicCache.lookup(next)).toBeUndefined();
    const fresh = (await t.app.inject('/api/cars?race=1')).json();
    expect(fresh.some((c: { id: number }) => c.id === car.id)).toBe(false);
  });
});

describe('what a save drops from the cache', () => {
  const testimonial = { clientName: 'Ada', quote: 'Superb service.' };
  /** Whether the next read of `url` is answered from the cache. */
  const cachedRead = async (url: string) => {
    const before = t.app.publicCache.stats().hits;
    const res = await t.app.inject(url);
    return { hit: t.app.publicCache.stats().hits === before + 1, body: res.json() };
  };

  it('a car save keeps the other areas’ API answers and drops the cars answers', async () => {
    await t.admin({ method: 'POST', url: '/api/admin/testimonials', payload: testimonial });
    await t.app.inject('/api/testimonials');
    await t.app.inject('/api/cars');
    const car = (
      await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ model: 'Kept Apart' }) })
    ).json();
    const testimonials = await cachedRead('/api/testimonials');
    expect(testimonials.hit).toBe(true);
    expect(testimonials.body.some((q: { clientName: string }) => q.clientName === 'Ada')).toBe(true);
    const cars = await cachedRead('/api/cars');
    expect(cars.hit).toBe(false);
    expect(cars.body.some((c: { id: number }) => c.id === car.id)).toBe(true);
  });

  it('hands the server render only current answers: what a save kept, never what it changed', async () => {
    const testimonials = await t.app.inject('/api/testimonials');
    const cars = await t.app.inject('/api/cars');
    expect(t.app.publicCache.read('/api/testimonials')).toBe(testimonials.body);
    expect(t.app.publicCache.read('/api/cars')).toBe(cars.body);
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ model: 'Read Fresh' }) });
    expect(t.app.publicCache.read('/api/testimonials')).toBe(testimonials.body);
    expect(t.app.publicCache.read('/api/cars')).toBeUndefined();
    expect(t.app.publicCache.read('/api/never-read')).toBeUndefined();
    // A page rendered now reads the new car from the database, then the cache has it too.
    const page = await t.app.inject('/api/cars');
    expect(page.json().some((c: { model: string }) => c.model === 'Read Fresh')).toBe(true);
    expect(t.app.publicCache.read('/api/cars')).toBe(page.body);
  });

  it('a testimonial save drops the testimonials; a save in an area with wider reach drops everything', async () => {
    await t.app.inject('/api/testimonials');
    await t.app.inject('/api/cars');
    await t.admin({
      method: 'POST',
      url: '/api/admin/testimonials',
      payload: { ...testimonial, clientName: 'Grace' },
    });
    const testimonials = await cachedRead('/api/testimonials');
    expect(testimonials.hit).toBe(false);
    expect(testimonials.body.some((q: { clientName: string }) => q.clientName === 'Grace')).toBe(true);
    expect((await cachedRead('/api/cars')).hit).toBe(true);

    await t.admin({
      method: 'POST',
      url: '/api/admin/site-settings',
      payload: { key: 'hotjar_id', value: '' },
    });
    expect((await cachedRead('/api/cars')).hit).toBe(false);
    expect((await cachedRead('/api/testimonials')).hit).toBe(false);
  });

  it('drops everything when a version was skipped (a save it has not heard of)', async () => {
    await t.app.inject('/api/testimonials');
    expect((await cachedRead('/api/testimonials')).hit).toBe(true);
    // Another instance's save, whose notification this one has not had.
    await t.database.db.execute(sql`update content_version set version = version + 1 where id = 1`);
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ model: 'After a gap' }) });
    expect((await cachedRead('/api/testimonials')).hit).toBe(false);
  });
});
