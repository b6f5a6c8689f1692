import { describe, expect, it } from 'vitest';
import { readInProcess } from '../../src/server/lib/public-reads';
import { carsPublicReads } from '../../src/server/modules/cars/cars.routes';
import { buildCar } from '../factories/cars';
import { sharedTestApp } from '../helpers/app';

const t = sharedTestApp();

/** The server render reads these in-process (plugins/web.ts): they must be the very answers a client gets. */
describe('in-process public reads', () => {
  it('answer exactly as GET /api/cars does, in every form the pages read', async () => {
    for (const [i, status] of (['available', 'available', 'sold', 'available'] as const).entries())
      await t.admin({
        method: 'POST',
        url: '/api/admin/cars',
        payload: buildCar({ make: i % 2 ? 'Ferrari' : 'Porsche', status, price: 100_000 + i * 50_000 }),
      });
    const cars = (await t.app.inject('/api/cars')).json() as { id: number }[];
    const paths = [
      '/api/cars',
      '/api/cars?status=available&limit=3',
      '/api/cars?status=sold&limit=3',
      '/api/cars?status=sold',
      '/api/cars?limit=2',
      '/api/cars?make=Ferrari&exclude=1&pageSize=4',
      '/api/cars?status=available&sort=price-desc&page=1&pageSize=2',
      '/api/cars?priceMin=120000&priceMax=200000&pageSize=4',
      `/api/cars/${cars[0].id}`,
    ];
    for (const path of paths) {
      const read = await readInProcess(carsPublicReads, t.app.db, path);
      const answer = await t.app.inject(path);
      expect(answer.statusCode, path).toBe(200);
      expect(read, path).toBe(answer.body);
    }
  });

  it('throw as the route fails, and leave other paths to Fastify', async () => {
    await expect(readInProcess(carsPublicReads, t.app.db, '/api/cars/999999')).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(readInProcess(carsPublicReads, t.app.db, '/api/cars?limit=-1')).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await readInProcess(carsPublicReads, t.app.db, '/api/hire-cars')).toBeUndefined();
    expect(await readInProcess(carsPublicReads, t.app.db, '/api/cars-sold')).toBeUndefined();
  });

  it('once stored, are served to clients with the headers of an answer from the route', async () => {
    const path = '/api/cars?status=available&limit=2';
    const fromRoute = await t.app.inject(path);
    // A save drops the answer; the render's read stores it again under the new version.
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ model: 'Stored Read' }) });
    const version = t.app.contentVersion.current;
    const body = (await readInProcess(carsPublicReads, t.app.db, path)) as string;
    t.app.publicCache.storeRead(path, body, version);
    expect(t.app.publicCache.read(path)).toBe(body);
    const fromStore = await t.app.inject(path);
    expect(fromStore.body).toBe(body);
    expect(fromStore.body).not.toBe(fromRoute.body);
    for (const header of ['content-type', 'cache-control', 'etag'])
      expect(fromStore.headers[header], header).toBeDefined();
    expect(fromStore.headers['content-type']).toBe(fromRoute.headers['content-type']);
  });

  it('are not stored when a save happened while they were read', async () => {
    const path = '/api/cars?status=sold&limit=2';
    const version = t.app.contentVersion.current;
    const body = (await readInProcess(carsPublicReads, t.app.db, path)) as string;
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ status: 'sold' }) });
    t.app.publicCache.storeRead(path, body, version);
    expect(t.app.publicCache.read(path)).toBeUndefined();
  });
});
