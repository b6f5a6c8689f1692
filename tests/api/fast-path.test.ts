import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_BROTLI_QUALITY } from '../../src/server/plugins/cache';
import { buildCar } from '../factories/cars';
import { createTestApp, type TestApp } from '../helpers/app';

// The fast path sits in front of Fastify's HTTP server, so these tests go over a real socket (inject
// never reaches it).
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  for (const model of ['One', 'Two', 'Three'])
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ model }) });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

/** The bytes as sent (fetch would decode them), with their content-encoding. */
const rawGet = (path: string, acceptEncoding: string) =>
  new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) =>
    http
      .get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject),
  );

/**
 * The headers a cached answer must repeat exactly: all but the per-request id, the date and the length (the
 * quick compression of a fresh entry is replaced by a stronger one in the background).
 */
const stableHeaders = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => !['x-request-id', 'date', 'content-length'].includes(name)),
  );

describe('cached answers replayed before Fastify', () => {
  for (const path of ['/api/cars', '/', '/api/cars?status=available&limit=3']) {
    it(`${path}: later hits carry the same headers and bytes as the first, and their own request id`, async () => {
      // The first answer is rendered (and compressed on the fly); the second comes from the cache through
      // Fastify and is captured; the third is replayed and must be that same answer.
      await (await get(path)).arrayBuffer();
      const first = await get(path);
      const firstBody = await first.arrayBuffer();
      const before = t.app.publicCache.stats().fast;
      const replayed = await get(path);
      const replayedBody = await replayed.arrayBuffer();
      expect(t.app.publicCache.stats().fast).toBe(before + 1);
      expect(replayed.status).toBe(200);
      expect(stableHeaders(replayed)).toEqual(stableHeaders(first));
      expect(Buffer.from(replayedBody).equals(Buffer.from(firstBody))).toBe(true);
      expect(replayed.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(replayed.headers.get('x-content-type-options')).toBe('nosniff');
      expect(replayed.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
      expect(replayed.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    });
  }

  it('sends each encoding the client accepts, and plain bytes to a client that accepts none', async () => {
    const plain = await (await get('/api/cars', { 'accept-encoding': 'identity' })).text();
    for (let i = 0; i < 3; i++) await (await get('/api/cars', { 'accept-encoding': 'gzip' })).arrayBuffer();
    const gz = await get('/api/cars', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes transparently: the decoded text is the same JSON.
    expect(await gz.text()).toBe(plain);
    for (let i = 0; i < 3; i++)
      await (await get('/api/cars', { 'accept-encoding': 'identity' })).arrayBuffer();
    const none = await get('/api/cars', { 'accept-encoding': 'identity' });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(plain);
    // The replayed gzip bytes themselves, as a client that decodes by hand gets them.
    const gzBytes = await rawGet('/api/cars', 'gzip');
    expect(gzBytes.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzBytes.body).toString()).toBe(plain);
  });

  it('answers the first visitor with a quick compression and everyone after with the strong one', async () => {
    const raw = () => rawGet('/api/cars?status=available', 'br');
    const plain = await (await get('/api/cars?status=available', { 'accept-encoding': 'identity' })).text();
    const strong = zlib.brotliCompressSync(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: STRONG_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(plain),
      },
    });
    const first = await raw();
    expect(first.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(plain);
    await expect.poll(async () => (await raw()).body.length, { timeout: 5000 }).toBe(strong.length);
    // Replayed before Fastify by now, and still the strong bytes.
    const replayed = await raw();
    expect(replayed.body.equals(strong)).toBe(true);
  });

  it('answers 304 to a matching ETag, keeps the caller’s request id, and never serves a stale answer after a save', async () => {
    const warm = await get('/api/cars');
    await warm.arrayBuffer();
    await (await get('/api/cars')).arrayBuffer();
    const etag = warm.headers.get('etag')!;
    const notModified = await get('/api/cars', { 'if-none-match': etag, 'x-request-id': 'trace-123' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('x-request-id')).toBe('trace-123');
    expect(notModified.headers.get('etag')).toBe(etag);
    // A 304 carries the same policy as the answer it stands for (a browser applies the cached body under it).
    expect(notModified.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(notModified.headers.get('content-security-policy')).toBe(
      warm.headers.get('content-security-policy'),
    );

    const car = (await (await get('/api/cars')).json()) as { id: number; price: number }[];
    await t.admin({ method: 'PATCH', url: `/api/admin/cars/${car[0].id}`, payload: { price: 4321 } });
    const after = await get('/api/cars', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    const cars = (await after.json()) as { id: number; price: number }[];
    expect(cars.find((c) => c.id === car[0].id)?.price).toBe(4321);
  });

  it('leaves admin, personal and non-GET requests to Fastify', async () => {
    const before = t.app.publicCache.stats().fast;
    for (let i = 0; i < 3; i++) {
      expect((await get('/api/admin/cars')).status).toBe(401);
      await (await get('/admin/login')).arrayBuffer();
      await (await fetch(`${base}/api/cars`, { method: 'HEAD' })).arrayBuffer();
    }
    expect(t.app.publicCache.stats().fast).toBe(before);
  });
});
