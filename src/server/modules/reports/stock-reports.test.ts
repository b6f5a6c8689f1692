import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildHireCar } from '../../../../tests/factories/cars';
import { buildContact } from '../../../../tests/factories/leads';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { adminGet } from '../../../../tests/helpers/paging';
import { sydneyDayOf, sydneyWeekOf } from '../../../../tests/helpers/sydney';
import { addDays } from '../../../shared/hire-booking';
import type { Car } from '../../../shared/schemas/car';
import type { AgedStock, HireReport, PriceChange, StockReport } from '../../../shared/schemas/reports';
import { cars, contactSubmissions, hireBookings } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addCar(overrides: Parameters<typeof buildCar>[0] = {}): Promise<Car> {
  const res = await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const patchCar = (id: number, payload: object) =>
  t.admin({ method: 'PATCH', url: `/api/admin/cars/${id}`, payload });
/** Sets when a car was listed. */
const listedAt = (id: number, at: Date) =>
  t.app.db.update(cars).set({ createdAt: at }).where(eq(cars.id, id));

describe('price history', () => {
  it('records every change of a car price with who, when, from and to, in the save, and only then', async () => {
    const car = await addCar({ price: 300_000 });
    const before = Date.now();
    expect((await patchCar(car.id, { price: 289_000 })).statusCode).toBe(200);
    expect((await patchCar(car.id, { description: 'Fresh service' })).statusCode).toBe(200);
    expect((await patchCar(car.id, { price: 295_000 })).statusCode).toBe(200);
    const history = await adminGet<PriceChange[]>(t, `/api/admin/cars/${car.id}/price-history`);
    expect(history.map(({ fromPrice, toPrice, by, carId }) => ({ fromPrice, toPrice, by, carId }))).toEqual([
      { fromPrice: 289_000, toPrice: 295_000, by: 'admin', carId: car.id },
      { fromPrice: 300_000, toPrice: 289_000, by: 'admin', carId: car.id },
    ]);
    expect(new Date(history[1].at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(history[0].title).toBe(`${car.year} ${car.make} ${car.model}`);
  });

  it('writes nothing when the save fails, and answers 401 without a token', async () => {
    const car = await addCar({ price: 100_000 });
    expect((await patchCar(car.id, { price: 90_000, year: 1 })).statusCode).toBe(400);
    expect(await adminGet<PriceChange[]>(t, `/api/admin/cars/${car.id}/price-history`)).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/cars/${car.id}/price-history` });
    expect(res.statusCode).toBe(401);
  });
});

describe('stock reports', () => {
  const today = sydneyDayOf(new Date());
  let aged: Car;
  let fresh: Car;
  beforeAll(async () => {
    // Listed exactly 60 and 90 Sydney days ago at 00:30 and 23:30, and 59 days ago at 23:59.
    const sydneyMidnight = (day: string) => {
      // Sydney is UTC+10 or +11: find the instant whose Sydney day starts it.
      for (const offset of [11, 10]) {
        const at = new Date(new Date(`${day}T00:00:00Z`).getTime() - offset * 3_600_000);
        if (sydneyDayOf(at) === day && sydneyDayOf(new Date(at.getTime() - 60_000)) !== day) return at;
      }
      throw new Error(`no midnight for ${day}`);
    };
    const listings = [
      { days: 59, at: (d: string) => new Date(sydneyMidnight(addDays(d, 1)).getTime() - 60_000) },
      { days: 60, at: (d: string) => new Date(sydneyMidnight(d).getTime() + 30 * 60_000) },
      { days: 60, at: (d: string) => new Date(sydneyMidnight(addDays(d, 1)).getTime() - 30 * 60_000) },
      { days: 89, at: (d: string) => sydneyMidnight(d) },
      { days: 90, at: (d: string) => sydneyMidnight(d) },
      { days: 400, at: (d: string) => sydneyMidnight(d) },
    ];
    for (const listing of listings) {
      const car = await addCar();
      await listedAt(car.id, listing.at(addDays(today, -listing.days)));
      if (listing.days === 90) aged = car;
    }
    fresh = await addCar();
  });

  it('counts aged stock on the Overview at each threshold, and the inventory filter finds exactly those cars', async () => {
    const stock = await adminGet<AgedStock>(t, '/api/admin/reports/aged-stock');
    expect(stock).toMatchObject({ thresholds: { aged: 60, veryAged: 90 }, aged: 5, veryAged: 2 });
    expect(stock.agedListedBy).toBe(addDays(today, -60));
    const listed = await adminGet<{ total: number }>(
      t,
      `/api/admin/cars?status=available&to=${stock.agedListedBy}&limit=50`,
    );
    expect(listed.total).toBe(5);

    const saved = await t.admin({
      method: 'POST',
      url: '/api/admin/site-settings',
      payload: { key: 'stock_aged_days', value: '89' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await adminGet<AgedStock>(t, '/api/admin/reports/aged-stock')).toMatchObject({
      aged: 3,
      veryAged: 2,
    });
    const refused = await t.admin({
      method: 'POST',
      url: '/api/admin/site-settings',
      payload: { key: 'stock_very_aged_days', value: '0' },
    });
    expect(refused.statusCode).toBe(400);
    await t.admin({
      method: 'POST',
      url: '/api/admin/site-settings',
      payload: { key: 'stock_aged_days', value: '' },
    });
  });

  it('lists days in stock for every car for sale, and days to sell of the cars sold in the range', async () => {
    expect((await patchCar(fresh.id, { status: 'sold' })).statusCode).toBe(200);
    expect((await patchCar(aged.id, { status: 'sold' })).statusCode).toBe(200);
    expect((await patchCar(aged.id, { price: 1 })).statusCode).toBe(200);
    const report = await adminGet<StockReport>(t, '/api/admin/reports/stock');
    expect(report.cars.map((c) => c.days)).toEqual(
      [400, 89, 60, 60, 59, 0, 0, 0, 0].slice(0, report.cars.length),
    );
    expect(report.cars.some((c) => c.id === aged.id || c.id === fresh.id)).toBe(false);
    const sold = report.sold.filter((s) => s.sold > 0);
    expect(sold).toEqual([{ bucket: sydneyWeekOf(new Date()), sold: 2, averageDays: 45 }]);
    expect(report.averageDaysToSell).toBe(45);
    const week = report.priceChangeRows.find((r) => r.bucket === sydneyWeekOf(new Date()));
    expect(week?.values.drops).toBeGreaterThanOrEqual(1);
    expect(report.priceChanges[0]).toMatchObject({ carId: aged.id, toPrice: 1 });
  });
});

describe('hire report', () => {
  it('measures each hire car by its confirmed booked days over its bookable days, and confirmations per week', async () => {
    const res = await t.admin({ method: 'POST', url: '/api/admin/hire-cars', payload: buildHireCar() });
    expect(res.statusCode, res.body).toBe(201);
    const hireCar = res.json();
    await t.app.db.execute(
      `update hire_cars set created_at = '2026-03-01T00:00:00Z' where id = ${hireCar.id}` as never,
    );
    const bookings = [
      {
        start: '2026-03-20',
        end: '2026-03-25',
        status: 'confirmed',
        decidedAt: new Date('2026-03-22T13:30:00Z'),
      },
      {
        start: '2026-04-10',
        end: '2026-04-12',
        status: 'confirmed',
        decidedAt: new Date('2026-04-05T13:59:00Z'),
      },
      {
        start: '2026-04-15',
        end: '2026-04-16',
        status: 'declined',
        decidedAt: new Date('2026-04-06T01:00:00Z'),
      },
    ];
    for (const b of bookings) {
      const [enquiry] = await t.app.db.insert(contactSubmissions).values(buildContact()).returning();
      await t.app.db.insert(hireBookings).values({
        contactSubmissionId: enquiry.id,
        hireCarId: hireCar.id,
        startDate: b.start,
        endDate: b.end,
        pickupTime: '10:00',
        returnTime: '10:00',
        quote: { days: 1 } as never,
        status: b.status,
        decidedAt: b.decidedAt,
      });
    }
    const report = await adminGet<HireReport>(t, '/api/admin/reports/hire?from=2026-03-23&to=2026-04-19');
    // 23 to 25 March (3 days) and 10 to 12 April (3 days) of the 28 days.
    expect(report.cars.find((c) => c.id === hireCar.id)).toMatchObject({ bookedDays: 6, bookableDays: 28 });
    expect(report.cars.find((c) => c.id === hireCar.id)?.utilisation).toBeCloseTo(6 / 28, 10);
    const confirmed = Object.fromEntries(report.confirmed.map((r) => [r.bucket, r.values.confirmed]));
    // Decided 00:30 on Monday 23 March (AEDT), and 23:59 on Sunday 5 April (AEST): its week began 30 March.
    expect(confirmed).toEqual({ '2026-03-23': 1, '2026-03-30': 1, '2026-04-06': 0, '2026-04-13': 0 });
  });
});
