import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildHireCar } from '../../../../tests/factories/cars';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { adminGet, newestFirst, readAllPages } from '../../../../tests/helpers/paging';
import type { Car, HireCar } from '../../../shared/schemas/car';
import type { Page } from '../../../shared/schemas/paging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Vehicle = (Car | HireCar) & { price?: number; dailyRate?: number };

// The admin inventories filter and sort like /cars; for a hire car the price is its daily rate.
const kinds = [
  { name: 'cars', path: '/api/admin/cars', build: buildCar, amount: 'price', make: 'Zonda' },
  {
    name: 'hire cars',
    path: '/api/admin/hire-cars',
    build: buildHireCar,
    amount: 'dailyRate',
    make: 'Huayra',
  },
] as const;

describe.each(kinds)('GET /api/admin/$name with the filters of /cars', ({ path, build, amount, make }) => {
  const stock: Vehicle[] = [];
  const amountOf = (v: Vehicle) => v[amount] as number;

  beforeAll(async () => {
    // Ties on every sort column, both spellings of the make, and a vehicle of another make that the
    // make filter must leave out.
    const specs = [
      {
        year: 2019,
        mileage: 30_000,
        amount: 300,
        bodyType: 'coupe',
        transmission: 'manual',
        fuelType: 'petrol',
      },
      {
        year: 2021,
        mileage: 12_000,
        amount: 500,
        bodyType: 'convertible',
        transmission: 'automatic',
        fuelType: 'petrol',
      },
      {
        year: 2021,
        mileage: 12_000,
        amount: 500,
        bodyType: 'coupe',
        transmission: 'automatic',
        fuelType: 'hybrid',
      },
      {
        year: 2023,
        mileage: 2_000,
        amount: 900,
        bodyType: 'suv',
        transmission: 'automatic',
        fuelType: 'electric',
      },
      {
        year: 2016,
        mileage: 45_000,
        amount: 250,
        bodyType: null,
        transmission: 'manual',
        fuelType: 'diesel',
      },
      {
        year: 2023,
        mileage: 2_000,
        amount: 500,
        bodyType: 'sedan',
        transmission: 'automatic',
        fuelType: 'petrol',
      },
      {
        year: 2020,
        mileage: 8_000,
        amount: 700,
        bodyType: 'coupe',
        transmission: 'automatic',
        fuelType: 'petrol',
      },
    ] as const;
    for (const [i, spec] of specs.entries()) {
      const { amount: value, ...rest } = spec;
      const payload = { ...build(), ...rest, make: i % 2 ? make.toUpperCase() : make, [amount]: value };
      const res = await t.admin({ method: 'POST', url: path, payload });
      expect(res.statusCode, res.body).toBe(201);
      stock.push(res.json());
    }
    const other = await t.admin({
      method: 'POST',
      url: path,
      payload: { ...build(), make: 'Other', year: 2021 },
    });
    expect(other.statusCode).toBe(201);
  });

  const ids = (list: Vehicle[]) => list.map((v) => v.id);
  const find = async (query: string) =>
    (await readAllPages<Vehicle>(t, `${path}?make=${make}&${query}`, 2)).items;

  it('filters by make ignoring case, price (or daily rate), year, body, transmission and fuel', async () => {
    expect(ids(await find(''))).toEqual(newestFirst(stock));
    expect(ids((await readAllPages<Vehicle>(t, `${path}?make=${make.toLowerCase()}`, 50)).items)).toEqual(
      newestFirst(stock),
    );
    const cases: [string, (v: Vehicle) => boolean][] = [
      ['priceMin=500', (v) => amountOf(v) >= 500],
      ['priceMax=500', (v) => amountOf(v) <= 500],
      ['priceMin=300&priceMax=700', (v) => amountOf(v) >= 300 && amountOf(v) <= 700],
      ['yearMin=2021', (v) => v.year >= 2021],
      ['yearMin=2019&yearMax=2021', (v) => v.year >= 2019 && v.year <= 2021],
      ['bodyType=coupe', (v) => v.bodyType === 'coupe'],
      ['transmission=manual', (v) => v.transmission === 'manual'],
      ['fuelType=petrol&bodyType=coupe', (v) => v.fuelType === 'petrol' && v.bodyType === 'coupe'],
      ['priceMin=900&yearMax=2016', () => false],
    ];
    for (const [query, keep] of cases) {
      const expected = newestFirst(stock.filter(keep));
      expect(ids(await find(query)), query).toEqual(expected);
      const page = await adminGet<Page<Vehicle>>(t, `${path}?make=${make}&${query}&limit=1`);
      expect(page.total, query).toBe(expected.length);
    }
    // The search words and the filters together.
    const hybrid = stock.find((v) => v.fuelType === 'hybrid')!;
    expect(ids(await find(`bodyType=coupe&q=${encodeURIComponent(hybrid.model)}`))).toEqual([hybrid.id]);
  });

  it('sorts like /cars, ties by id, and pages each order by keyset without duplicates or gaps', async () => {
    const orders: [string, (a: Vehicle, b: Vehicle) => number][] = [
      ['price-asc', (a, b) => amountOf(a) - amountOf(b) || a.id - b.id],
      ['price-desc', (a, b) => amountOf(b) - amountOf(a) || b.id - a.id],
      ['year-desc', (a, b) => b.year - a.year || b.id - a.id],
      ['km-asc', (a, b) => a.mileage - b.mileage || a.id - b.id],
    ];
    for (const [sort, compare] of orders) {
      for (const limit of [1, 2, 3]) {
        const { items, pages } = await readAllPages<Vehicle>(t, `${path}?make=${make}&sort=${sort}`, limit);
        expect(ids(items), `${sort} by ${limit}`).toEqual(ids([...stock].sort(compare)));
        expect(pages).toBe(Math.ceil(stock.length / limit));
      }
      // Filtered and sorted at once.
      const automatic = stock.filter((v) => v.transmission === 'automatic').sort(compare);
      expect(ids(await find(`transmission=automatic&sort=${sort}`)), sort).toEqual(ids(automatic));
    }
    expect(ids(await find('sort=newest'))).toEqual(newestFirst(stock));
  });

  it('refuses a cursor of another order, and bad filters, with 400 naming the parameter', async () => {
    const first = await adminGet<Page<Vehicle>>(t, `${path}?make=${make}&sort=price-asc&limit=2`);
    expect(first.nextCursor).not.toBeNull();
    const newest = await adminGet<Page<Vehicle>>(t, `${path}?make=${make}&limit=2`);
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    const cases: [string, RegExp][] = [
      [`sort=year-desc&cursor=${first.nextCursor}`, /^cursor: /],
      [`sort=price-desc&cursor=${first.nextCursor}`, /^cursor: /],
      [`cursor=${first.nextCursor}`, /^cursor: /],
      [`sort=price-asc&cursor=${newest.nextCursor}`, /^cursor: /],
      [`sort=price-asc&cursor=${forged('price-asc~1.99999999999')}`, /^cursor: /],
      [`sort=price-asc&cursor=${forged('price-asc~-1.5')}`, /^cursor: /],
      ['priceMin=cheap', /^priceMin: Must be a whole number/],
      ['priceMax=1e3', /^priceMax: Must be a whole number/],
      ['priceMin=500&priceMax=300', /^priceMax: Must not be below priceMin$/],
      ['yearMin=2022&yearMax=2010', /^yearMax: Must not be below yearMin$/],
      ['yearMax=10000', /^yearMax: Must be at most 9999$/],
      ['bodyType=tank', /^bodyType: /],
      ['transmission=cvt', /^transmission: /],
      ['fuelType=coal', /^fuelType: /],
      ['sort=oldest', /^sort: /],
      [`make=${'x'.repeat(101)}`, /^make: /],
      ['make=%01', /^make: Contains control characters$/],
    ];
    for (const [query, message] of cases) {
      const res = await t.admin({ method: 'GET', url: `${path}?limit=5&${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    // A blank field of a form is "not given".
    expect(
      (await adminGet<Page<Vehicle>>(t, `${path}?make=${make}&priceMin=&bodyType=&sort=&limit=1`)).total,
    ).toBe(stock.length);
  });

  it('lists every make of the inventory with its count for the make filter, to staff only', async () => {
    const makes = await adminGet<{ make: string; count: number }[]>(t, `${path}/makes`);
    // Both spellings are one make, shown as its first spelling in sort order.
    expect(makes.find((m) => m.make.toLowerCase() === make.toLowerCase())).toEqual({
      make: make.toUpperCase(),
      count: stock.length,
    });
    expect(makes.map((m) => m.make.toLowerCase())).toEqual(makes.map((m) => m.make.toLowerCase()).sort());
    expect((await t.app.inject(`${path}/makes`)).statusCode).toBe(401);
  });
});
