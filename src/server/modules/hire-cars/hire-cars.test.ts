import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHireCar, VEHICLE_DEFAULTS } from '../../../../tests/factories/cars';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { created, expectFieldsRefused, oneFieldWrong } from '../../../../tests/helpers/responses';
import { sydneyDay } from '../../../shared/hire-booking';
import type { HireCar } from '../../../shared/schemas/car';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createHireCar = async (overrides = {}): Promise<HireCar> =>
  (await t.admin({ method: 'POST', url: '/api/admin/hire-cars', payload: buildHireCar(overrides) })).json();

const today = sydneyDay();
const addDays = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

describe('hire cars API', () => {
  it('creates a hire car with spec defaults when only the required fields are given', async () => {
    const required = { make: 'Rolls-Royce', model: 'Cullinan' };
    const car = created(await t.admin({ method: 'POST', url: '/api/admin/hire-cars', payload: required }));
    // A hire car also defaults its rate and its free text.
    expect(car).toMatchObject({ ...required, ...VEHICLE_DEFAULTS, dailyRate: 0, color: '', description: '' });
    expect(car.id).toBeTypeOf('number');
    expect(car).not.toHaveProperty('price');
    expect(Date.parse(car.createdAt)).not.toBeNaN();
  });

  it('lists the fleet newest first and reads one by id, without blockouts', async () => {
    const first = await createHireCar();
    const second = await createHireCar({ status: 'rented' });
    const list: HireCar[] = (await t.app.inject('/api/hire-cars')).json();
    expect(list.findIndex((c) => c.id === second.id)).toBeLessThan(list.findIndex((c) => c.id === first.id));
    const res = await t.app.inject(`/api/hire-cars/${second.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(second);
    expect(res.json()).not.toHaveProperty('blockouts');
    expect((await t.app.inject('/api/hire-cars/999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/hire-cars/abc')).statusCode).toBe(400);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const post = (payload: object) => t.admin({ method: 'POST', url: '/api/admin/hire-cars', payload });
    const valid = { make: 'A', model: 'B' };
    await expectFieldsRefused(post, [
      [{ model: 'X' }, 'make'],
      [{ make: ' ', model: 'X' }, 'make'],
      [{ make: 'A' }, 'model'],
      [{ ...valid, dailyRate: 99.5 }, 'dailyRate'],
      ...oneFieldWrong(valid, {
        dailyRate: -1,
        year: '2020',
        status: 'sold',
        fuelType: 'steam',
        images: ['javascript:alert(1)'],
      }),
    ]);
  });

  it('patches only the given fields and 404s for unknown ids', async () => {
    const car = await createHireCar({ dailyRate: 900 });
    const res = await t.admin({
      method: 'PATCH',
      url: `/api/admin/hire-cars/${car.id}`,
      payload: { status: 'rented' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rented', dailyRate: 900, make: car.make, model: car.model });
    expect((await t.app.inject(`/api/hire-cars/${car.id}`)).json().status).toBe('rented');
    const missing = await t.admin({ method: 'PATCH', url: '/api/admin/hire-cars/999999', payload: {} });
    expect(missing.statusCode).toBe(404);
    const bad = await t.admin({ method: 'PATCH', url: '/api/admin/hire-cars/x', payload: { dailyRate: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
    const invalid = await t.admin({
      method: 'PATCH',
      url: `/api/admin/hire-cars/${car.id}`,
      payload: { status: 'available', transmission: 'cvt' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('transmission');
  });

  it('deletes a hire car and its blockouts', async () => {
    const car = await createHireCar();
    await t.admin({
      method: 'POST',
      url: '/api/admin/hire-car-blockouts',
      payload: { hireCarId: car.id, startDate: today, endDate: today },
    });
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/hire-cars/${car.id}` })).statusCode).toBe(204);
    expect((await t.app.inject(`/api/hire-cars/${car.id}`)).statusCode).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/hire-cars/${car.id}` })).statusCode).toBe(404);
    expect((await t.admin({ url: `/api/admin/hire-car-blockouts/${car.id}` })).statusCode).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: '/api/admin/hire-cars/0' })).statusCode).toBe(400);
  });

  it('refuses hire car and blockout writes without a token', async () => {
    const writes = [
      { method: 'POST' as const, url: '/api/admin/hire-cars', payload: buildHireCar() },
      { method: 'POST' as const, url: '/api/admin/hire-car-blockouts', payload: {} },
      { method: 'GET' as const, url: '/api/admin/hire-car-blockouts/1' },
    ];
    for (const request of writes) expect((await t.app.inject(request)).statusCode).toBe(401);
  });
});

describe('hire car blockouts API', () => {
  const post = (payload: object) =>
    t.admin({ method: 'POST', url: '/api/admin/hire-car-blockouts', payload });

  it('creates blockouts, lists them for their car sorted by start date, and deletes them', async () => {
    const car = await createHireCar();
    const other = await createHireCar();
    const later = await post({
      hireCarId: car.id,
      startDate: addDays(today, 10),
      endDate: addDays(today, 12),
      reason: 'Wedding booking',
    });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toEqual({
      id: expect.any(Number),
      hireCarId: car.id,
      startDate: addDays(today, 10),
      endDate: addDays(today, 12),
      reason: 'Wedding booking',
    });
    const sooner = (await post({ hireCarId: car.id, startDate: today, endDate: today, reason: '  ' })).json();
    expect(sooner.reason).toBeNull();
    const noReason = (
      await post({ hireCarId: car.id, startDate: addDays(today, 5), endDate: addDays(today, 6) })
    ).json();
    expect(noReason.reason).toBeNull();
    await post({ hireCarId: other.id, startDate: today, endDate: addDays(today, 1) });

    const list = await t.admin({ url: `/api/admin/hire-car-blockouts/${car.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { id: number }) => b.id)).toEqual([sooner.id, noReason.id, later.json().id]);

    const del = await t.admin({ method: 'DELETE', url: `/api/admin/hire-car-blockouts/${sooner.id}` });
    expect(del.statusCode).toBe(204);
    const after = (await t.admin({ url: `/api/admin/hire-car-blockouts/${car.id}` })).json();
    expect(after.map((b: { id: number }) => b.id)).toEqual([noReason.id, later.json().id]);
    const again = await t.admin({ method: 'DELETE', url: `/api/admin/hire-car-blockouts/${sooner.id}` });
    expect(again.statusCode).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: '/api/admin/hire-car-blockouts/abc' })).statusCode).toBe(
      400,
    );
  });

  it('lists no blockouts for a car without any, 404 for an unknown car and 400 for a bad id', async () => {
    const car = await createHireCar();
    expect((await t.admin({ url: `/api/admin/hire-car-blockouts/${car.id}` })).json()).toEqual([]);
    expect((await t.admin({ url: '/api/admin/hire-car-blockouts/999999' })).statusCode).toBe(404);
    const bad = await t.admin({ url: '/api/admin/hire-car-blockouts/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('hireCarId');
  });

  it('takes a timestamp as the day it falls on in Sydney', async () => {
    const car = await createHireCar();
    // 14:30 UTC is already past midnight in Sydney in both standard and daylight time.
    const day = addDays(today, 3);
    const res = await post({
      hireCarId: car.id,
      startDate: `${day}T14:30:00.000Z`,
      endDate: `${day}T23:00:00Z`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startDate: addDays(day, 1), endDate: addDays(day, 1) });
    expect(sydneyDay(new Date('2025-03-01T13:00:00Z'))).toBe('2025-03-02');
    expect(sydneyDay(new Date('2025-07-01T13:59:00Z'))).toBe('2025-07-01');
  });

  it('enforces the date rules with 400 naming the field', async () => {
    const car = await createHireCar();
    const yesterday = addDays(today, -1);
    const cases: [object, string, string][] = [
      [{ endDate: today }, 'startDate', 'Required'],
      [{ startDate: today }, 'endDate', 'Required'],
      [{ startDate: '', endDate: today }, 'startDate', 'Required'],
      [{ startDate: 20250101, endDate: today }, 'startDate', 'expected string'],
      [{ startDate: 'tomorrow', endDate: today }, 'startDate', 'ISO date'],
      [{ startDate: addDays(today, 1), endDate: '2099-02-30' }, 'endDate', 'ISO date'],
      [{ startDate: `${today}T10:00:00`, endDate: today }, 'startDate', 'ISO date'],
      [{ startDate: yesterday, endDate: today }, 'startDate', 'before today'],
      [{ startDate: yesterday, endDate: yesterday }, 'startDate', 'before today'],
      [{ startDate: addDays(today, 2), endDate: addDays(today, 1) }, 'endDate', 'before the start date'],
      [{ startDate: today, endDate: today, reason: 'x'.repeat(501) }, 'reason', ''],
    ];
    for (const [dates, field, message] of cases) {
      const res = await post({ hireCarId: car.id, ...dates });
      expect(res.statusCode, JSON.stringify(dates)).toBe(400);
      expect(res.json().message).toContain(field);
      expect(res.json().message).toContain(message);
    }
    expect((await t.admin({ url: `/api/admin/hire-car-blockouts/${car.id}` })).json()).toEqual([]);
  });

  it('requires an existing hire car', async () => {
    const dates = { startDate: today, endDate: today };
    const missing = await post({ hireCarId: 999999, ...dates });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Hire car not found' });
    for (const hireCarId of [undefined, '1', 0, 1.5]) {
      const res = await post({ hireCarId, ...dates });
      expect(res.statusCode, String(hireCarId)).toBe(400);
      expect(res.json().message).toContain('hireCarId');
    }
  });
});
