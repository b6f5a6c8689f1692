import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCar } from '../factories/cars';
import { createTestApp, type TestApp } from '../helpers/app';

// The stub build's render records each render here and makes the reads a test names (helpers/app.ts).
type StubRender = { renders: string[]; reads: Record<string, string[]>; answers: unknown[] };
const scope = globalThis as { __stubRender?: StubRender };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  delete scope.__stubRender;
});

/**
 * Resolves true once no render has started for 300 ms and every render's reads have been answered,
 * false when renders keep coming for 20 s.
 */
async function settled(stub: StubRender): Promise<boolean> {
  let seen = -1;
  for (let i = 0, quiet = 0; i < 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = stub.renders.length;
    const reads = stub.renders.reduce((n, url) => n + (stub.reads[url]?.length ?? 0), 0);
    const answered = stub.answers.length === reads;
    quiet = started > 0 && started === seen && answered ? quiet + 1 : 0;
    if (quiet === 3) return true;
    seen = started;
  }
  return false;
}

describe('a production server warms its page render once listening (issue 18)', () => {
  it('renders / and /cars a few rounds each, then stops, reading the cars from the database and caching nothing', async () => {
    const stub: StubRender = { renders: [], reads: { '/cars': ['/api/cars'] }, answers: [] };
    scope.__stubRender = stub;
    t = await createTestApp({ NODE_ENV: 'production' }, { web: true });
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ model: 'Warm' }) });
    expect(stub.renders).toEqual([]);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A render is recorded as it starts and its read once answered: wait for the last /cars read too.
    expect(await settled(stub)).toBe(true);
    // Rounds of both pages, more than one (V8 optimises code that has run repeatedly); how many is tuning.
    const rounds = stub.renders.length / 2;
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(stub.renders).toEqual(Array.from({ length: rounds }, () => ['/', '/cars']).flat());
    // The warm renders read what a render after a save reads: the cars, from the database.
    expect(stub.answers).toHaveLength(rounds);
    for (const answer of stub.answers)
      expect((answer as { model: string }[]).map((car) => car.model)).toEqual(['Warm']);
    expect(t.app.publicCache.read('/api/cars')).toBeUndefined();
    expect(t.app.publicCache.stats()).toEqual({ hits: 0, misses: 0, fast: 0 });

    // The first visitor's request is an ordinary miss, rendered and cached.
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/cars`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<main>stub</main>');
    expect(t.app.publicCache.stats().misses).toBe(1);
    expect(t.app.publicCache.read('/api/cars')).toContain('"Warm"');
  });

  it("does not warm outside production: the only renders are the visitors' own", async () => {
    const stub: StubRender = { renders: [], reads: {}, answers: [] };
    scope.__stubRender = stub;
    t = await createTestApp({}, { web: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // In production the first warm render starts as the server begins listening, before any request
    // can arrive, so it would come first here.
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const path of ['/', '/cars']) expect((await fetch(`${base}${path}`)).status).toBe(200);
    expect(await settled(stub)).toBe(true);
    expect(stub.renders).toEqual(['/', '/cars']);
    expect(t.app.publicCache.stats().misses).toBe(2);
  });
});
