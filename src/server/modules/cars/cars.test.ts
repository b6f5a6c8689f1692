import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, VEHICLE_DEFAULTS } from '../../../../tests/factories/cars';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { created, expectFieldsRefused, oneFieldWrong } from '../../../../tests/helpers/responses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cars API', () => {
  it('creates a car with spec defaults when only the required fields are given', async () => {
    const required = { make: 'Ferrari', model: 'Roma' };
    const car = created(await t.admin({ method: 'POST', url: '/api/admin/cars', payload: required }));
    expect(car).toMatchObject({ ...required, ...VEHICLE_DEFAULTS, price: 0 });
    expect(car.id).toBeTypeOf('number');
  });

  it('filters by status and honours limit', async () => {
    const created = { sold: [] as number[], available: [] as number[] };
    for (const status of ['sold', 'sold', 'sold', 'sold', 'available', 'available'] as const) {
      const res = await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ status }) });
      expect(res.statusCode).toBe(201);
      created[status].push(res.json().id);
    }
    type Listed = { id: number; status: string };
    const list = async (query: string) => (await t.app.inject(`/api/cars${query}`)).json() as Listed[];
    const ids = (cars: Listed[]) => cars.map((c) => c.id);
    const all = await list('');
    const sold = await list('?status=sold');
    const available = await list('?status=available');

    // Each filtered list is exactly the cars of that status, in the full list's order, and the two
    // together are every car: none missing, none in both.
    expect(ids(sold)).toEqual(ids(all.filter((c) => c.status === 'sold')));
    expect(ids(available)).toEqual(ids(all.filter((c) => c.status === 'available')));
    expect(ids(sold)).toEqual(expect.arrayContaining(created.sold));
    expect(ids(available)).toEqual(expect.arrayContaining(created.available));
    expect(sold.length + available.length).toBe(all.length);

    const firstThree = await list('?status=sold&limit=3');
    expect(ids(firstThree)).toEqual(ids(sold).slice(0, 3));
    expect(sold.length).toBeGreaterThan(3);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const post = (payload: object) => t.admin({ method: 'POST', url: '/api/admin/cars', payload });
    const wrong = {
      year: '2020',
      price: 1.5,
      status: 'stolen',
      transmission: 'cvt',
      images: ['javascript:alert(1)'],
    };
    await expectFieldsRefused(post, [
      [{ model: 'X' }, 'make'],
      ...oneFieldWrong({ make: 'A', model: 'B' }, wrong),
    ]);
    expect((await t.app.inject('/api/cars?status=stolen')).statusCode).toBe(400);
  });

  it('patches only the given fields and 404s for unknown ids', async () => {
    const car = (
      await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ price: 100 }) })
    ).json();
    const res = await t.admin({
      method: 'PATCH',
      url: `/api/admin/cars/${car.id}`,
      payload: { status: 'sold' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sold', price: 100, make: car.make });
    expect(
      (await t.admin({ method: 'PATCH', url: '/api/admin/cars/999999', payload: { price: 1 } })).statusCode,
    ).toBe(404);
    expect(
      (await t.admin({ method: 'PATCH', url: '/api/admin/cars/abc', payload: { price: 1 } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject(`/api/cars/${car.id}`)).json().status).toBe('sold');
  });

  it('deletes a car', async () => {
    const car = (await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar() })).json();
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/cars/${car.id}` })).statusCode).toBe(204);
    expect((await t.app.inject(`/api/cars/${car.id}`)).statusCode).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/cars/${car.id}` })).statusCode).toBe(404);
  });

  it('refuses writes without a valid token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/cars', payload: buildCar() })).statusCode,
    ).toBe(401);
    const bad = await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar(), token: 'nope' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: 'Unauthorized' });
  });
});
