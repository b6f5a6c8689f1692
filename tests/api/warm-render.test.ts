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

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe('a production server warms its page render once listening (issue 18)', () => {
  it('renders / and /cars twenty times each, reading the cars from the database, and caches nothing', async () => {
    const stub: StubRender = { renders: [], reads: { '/cars': ['/api/cars'] }, answers: [] };
    scope.__stubRender = stub;
    t = await createTestApp({ NODE_ENV: 'production' }, { web: true });
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ model: 'Warm' }) });
    expect(stub.renders).toEqual([]);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A render is recorded as it starts and its read once answered: wait for the last /cars read too.
    await until(() => stub.renders.length >= 40 && stub.answers.length >= 20);
    expect(stub.renders).toEqual(Array.from({ length: 20 }, () => ['/', '/cars']).flat());
    // The warm renders read what a render after a save reads: the cars, from the database.
    expect(stub.answers).toHaveLength(20);
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

  it('does not warm outside production', async () => {
    const stub: StubRender = { renders: [], reads: {}, answers: [] };
    scope.__stubRender = stub;
    t = await createTestApp({}, { web: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stub.renders).toEqual([]);
  });
});
