import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCar,
  buildHireCar,
  NO_VEHICLE_DETAILS,
  VEHICLE_DETAILS,
} from '../../../../tests/factories/cars';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { created } from '../../../../tests/helpers/responses';
import type { Car, CarInput, CarPage } from '../../../shared/schemas/car';
import { listFeedCars } from './cars.service';

let t: TestApp;

/**
 * A small inventory on a fresh database, varied on every filtered field, with ties in price, year and
 * kilometres so that the sorts' tie-break is exercised. Created in this order, so newest is reverse.
 */
const FLEET: Partial<CarInput>[] = [
  { make: 'Porsche', model: '911 Carrera S', price: 289_900, year: 2022, mileage: 12_000, bodyType: 'coupe' },
  { make: 'Porsche', model: 'Cayenne Turbo', price: 189_000, year: 2020, mileage: 45_000, bodyType: 'suv' },
  { make: 'porsche', model: 'Taycan 4S', price: 159_000, year: 2023, mileage: 8_000, fuelType: 'electric' },
  { make: 'Ferrari', model: 'Roma', price: 389_000, year: 2021, mileage: 9_500, bodyType: 'coupe' },
  { make: 'Ferrari', model: '296 GTB', price: 549_000, year: 2023, mileage: 2_000, fuelType: 'hybrid' },
  { make: 'Ferrari', model: '308 GTS', price: 189_000, year: 1981, mileage: 45_000, transmission: 'manual' },
  { make: 'Lamborghini', model: 'Urus S', price: 449_000, year: 2023, mileage: 12_000, bodyType: 'suv' },
  { make: 'Mercedes-Benz', model: 'G 63 AMG', price: 329_000, year: 2022, mileage: 20_000, bodyType: 'suv' },
  {
    make: 'Mercedes-Benz',
    model: 'E 63 S Wagon',
    price: 99_000,
    year: 2018,
    mileage: 60_000,
    fuelType: 'diesel',
  },
  {
    make: 'Aston Martin',
    model: 'DB11 Volante',
    price: 259_000,
    year: 2020,
    mileage: 15_000,
    bodyType: 'convertible',
  },
  { make: 'Ferrari', model: 'F8 Tributo', price: 499_000, year: 2021, mileage: 5_000, status: 'sold' },
  {
    make: 'Bentley',
    model: '100% Continental_GT',
    price: 299_000,
    year: 2019,
    mileage: 30_000,
    status: 'sold',
  },
];
const fleet: Car[] = [];
const available = () => fleet.filter((c) => c.status === 'available');
const newest = (cars: Car[]) => [...cars].sort((a, b) => b.id - a.id);
const ids = (cars: { id: number }[]) => cars.map((c) => c.id);

beforeAll(async () => {
  t = await createTestApp();
  for (const car of FLEET) {
    const body = buildCar({ bodyType: null, fuelType: 'petrol', transmission: 'automatic', ...car });
    fleet.push(created(await t.admin({ method: 'POST', url: '/api/admin/cars', payload: body })));
  }
});
afterAll(() => t.close());

async function search(query: string): Promise<CarPage> {
  const res = await t.app.inject(`/api/cars?${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as CarPage;
}

describe('GET /api/cars search', () => {
  it('answers without search parameters exactly as before: the SPEC array', async () => {
    const all = (await t.app.inject('/api/cars')).json();
    expect(Array.isArray(all)).toBe(true);
    expect(ids(all)).toEqual(ids(newest(fleet)));
    const sold = (await t.app.inject('/api/cars?status=sold&limit=1')).json();
    expect(ids(sold)).toEqual(ids(newest(fleet.filter((c) => c.status === 'sold'))).slice(0, 1));
  });

  it('applies each filter alone to the available cars, newest first', async () => {
    const cases: [string, (c: Car) => boolean][] = [
      ['sort=newest', () => true],
      ['make=porsche', (c) => c.make.toLowerCase() === 'porsche'],
      ['make=FERRARI', (c) => c.make === 'Ferrari'],
      ['make=Ferr', () => false],
      ['model=gt', (c) => /gt/i.test(c.model)],
      ['model=63', (c) => c.model.includes('63')],
      ['priceMin=300000', (c) => c.price >= 300_000],
      ['priceMax=189000', (c) => c.price <= 189_000],
      ['yearMin=2022', (c) => c.year >= 2022],
      ['yearMax=2020', (c) => c.year <= 2020],
      ['kmMax=12000', (c) => c.mileage <= 12_000],
      ['transmission=manual', (c) => c.transmission === 'manual'],
      ['fuelType=electric', (c) => c.fuelType === 'electric'],
      ['fuelType=diesel', (c) => c.fuelType === 'diesel'],
      ['bodyType=suv', (c) => c.bodyType === 'suv'],
      ['bodyType=convertible', (c) => c.bodyType === 'convertible'],
    ];
    for (const [query, matches] of cases) {
      const expected = newest(available().filter(matches));
      const page = await search(query);
      expect(ids(page.items), query).toEqual(ids(expected));
      expect(page.total, query).toBe(expected.length);
      expect(
        page.items.every((c) => c.status === 'available'),
        query,
      ).toBe(true);
    }
    // Every filter case above must select something different from "all", or it proves nothing.
    expect((await search('make=porsche')).total).toBe(3);
  });

  it('combines filters with AND', async () => {
    const page = await search('make=Ferrari&yearMin=2000&priceMax=400000&bodyType=coupe');
    expect(ids(page.items)).toEqual(
      ids(newest(available().filter((c) => c.make === 'Ferrari' && c.year >= 2000 && c.price <= 400_000))),
    );
    expect(page.items.map((c) => c.model)).toEqual(['Roma']);
    const range = await search('priceMin=150000&priceMax=300000&kmMax=20000&fuelType=petrol');
    expect(range.items.map((c) => c.model).sort()).toEqual(['911 Carrera S', 'DB11 Volante']);
  });

  it('orders by each sort, ties broken the same way on every call', async () => {
    const cases: [string, (a: Car, b: Car) => number][] = [
      ['newest', (a, b) => b.id - a.id],
      ['price-asc', (a, b) => a.price - b.price || a.id - b.id],
      ['price-desc', (a, b) => b.price - a.price || b.id - a.id],
      ['year-desc', (a, b) => b.year - a.year || b.id - a.id],
      ['km-asc', (a, b) => a.mileage - b.mileage || a.id - b.id],
    ];
    for (const [sort, compare] of cases) {
      const page = await search(`sort=${sort}`);
      expect(ids(page.items), sort).toEqual(ids([...available()].sort(compare)));
    }
  });

  it('pages through the results by number; a page past the end is empty', async () => {
    const all = newest(available());
    const first = await search('pageSize=3');
    expect(first).toMatchObject({
      page: 1,
      pageSize: 3,
      total: all.length,
      pages: Math.ceil(all.length / 3),
    });
    const seen: number[] = [];
    for (let page = 1; page <= first.pages; page++) {
      const res = await search(`pageSize=3&page=${page}`);
      expect(res.items.length).toBeLessThanOrEqual(3);
      seen.push(...ids(res.items));
    }
    expect(seen).toEqual(ids(all));
    const past = await search(`pageSize=3&page=${first.pages + 1}`);
    expect(past).toMatchObject({ items: [], total: all.length, page: first.pages + 1, pages: first.pages });
    expect((await search('page=1')).pageSize).toBe(24);
  });

  it('answers an empty result as an empty page', async () => {
    const page = await search('make=Bugatti');
    expect(page).toMatchObject({ items: [], total: 0, page: 1, pages: 0 });
    // Bugatti matches nothing, but the other makes are still offered with their counts.
    expect(page.makes.length).toBeGreaterThan(0);
  });

  it('counts the makes under every filter except make, one entry per make whatever its case', async () => {
    const page = await search('make=Ferrari&fuelType=petrol');
    const petrol = available().filter((c) => c.fuelType === 'petrol');
    const expected = new Map<string, number>();
    for (const c of petrol) expected.set(c.make.toLowerCase(), (expected.get(c.make.toLowerCase()) ?? 0) + 1);
    expect(page.makes.map((m) => [m.make.toLowerCase(), m.count])).toEqual(
      [...expected].sort(([a], [b]) => a.localeCompare(b)),
    );
    expect(page.makes.find((m) => m.make === 'Ferrari')?.count).toBe(2);
    expect(page.total).toBe(2);
    // Porsche and porsche are one make; the electric Taycan is filtered out by fuelType.
    expect(page.makes.filter((m) => m.make.toLowerCase() === 'porsche')).toEqual([
      { make: expect.any(String), count: 2 },
    ]);
    expect((await search('sort=newest')).makes.find((m) => m.make.toLowerCase() === 'porsche')?.count).toBe(
      3,
    );
  });

  it('leaves out the excluded car, for similar cars', async () => {
    const [roma] = fleet.filter((c) => c.model === 'Roma');
    const page = await search(`make=Ferrari&exclude=${roma.id}`);
    expect(ids(page.items)).toEqual(
      ids(newest(available().filter((c) => c.make === 'Ferrari' && c !== roma))),
    );
    expect(ids(page.items)).not.toContain(roma.id);
  });

  it('searches the sold archive with status=sold, wildcards taken literally', async () => {
    const page = await search('status=sold&sort=price-desc');
    expect(page.items.map((c) => c.model)).toEqual(['F8 Tributo', '100% Continental_GT']);
    expect((await search('status=sold&model=100%25')).items.map((c) => c.model)).toEqual([
      '100% Continental_GT',
    ]);
    expect((await search('status=sold&model=_')).total).toBe(1);
    expect((await search('model=%25')).total).toBe(0);
    expect((await search('status=available&make=Bentley')).total).toBe(0);
  });

  it('treats an empty parameter as not given', async () => {
    const page = await search('make=&model=&priceMin=&sort=&page=&bodyType=');
    expect(ids(page.items)).toEqual(ids(newest(available())));
  });

  it('refuses bad values with 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['priceMin=-1', 'priceMin'],
      ['priceMin=1e3', 'priceMin'],
      ['priceMax=abc', 'priceMax'],
      ['priceMin=500&priceMax=100', 'priceMax'],
      ['yearMin=20x', 'yearMin'],
      ['yearMin=2022&yearMax=2020', 'yearMax'],
      ['yearMax=99999', 'yearMax'],
      ['kmMax=1.5', 'kmMax'],
      ['transmission=cvt', 'transmission'],
      ['fuelType=steam', 'fuelType'],
      ['bodyType=limousine', 'bodyType'],
      ['sort=cheapest', 'sort'],
      ['page=0', 'page'],
      ['page=-2', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=49', 'pageSize'],
      ['exclude=abc', 'exclude'],
      ['exclude=0', 'exclude'],
      ['make=a&make=b', 'make'],
      [`model=${'x'.repeat(101)}`, 'model'],
      ['make=%00', 'make'],
      ['status=stolen&page=1', 'status'],
    ];
    for (const [query, field] of cases) {
      const res = await t.app.inject(`/api/cars?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('vehicle details', () => {
  it('stores the details, the VIN upper case, and clears them with empty values', async () => {
    const car = created(
      await t.admin({
        method: 'POST',
        url: '/api/admin/cars',
        payload: buildCar({ ...VEHICLE_DETAILS, vin: ' wp0zzz99zts392124 ', status: 'sold' }),
      }),
    );
    expect(car).toMatchObject({ ...VEHICLE_DETAILS, vinEnding: '392124' });
    const patched = await t.admin({
      method: 'PATCH',
      url: `/api/admin/cars/${car.id}`,
      payload: { vin: '', stockNumber: '  ', seats: null, bodyType: '', registrationExpiry: '' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      ...VEHICLE_DETAILS,
      vin: null,
      vinEnding: null,
      stockNumber: null,
      seats: null,
      bodyType: null,
      registrationExpiry: null,
    });
    const plain = created(
      await t.admin({ method: 'POST', url: '/api/admin/cars', payload: { make: 'A', model: 'B' } }),
    );
    expect(plain).toMatchObject(NO_VEHICLE_DETAILS);
    await t.admin({ method: 'DELETE', url: `/api/admin/cars/${plain.id}` });
  });

  it('refuses bad details with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ vin: 'WP0ZZZ99ZTS3921O4' }, 'vin'],
      [{ vin: 'SHORT' }, 'vin'],
      [{ vin: 'WP0ZZZ99ZTS3921244' }, 'vin'],
      [{ bodyType: 'limousine' }, 'bodyType'],
      [{ seats: 0 }, 'seats'],
      [{ seats: 21 }, 'seats'],
      [{ doors: 11 }, 'doors'],
      [{ doors: '2' }, 'doors'],
      [{ registrationExpiry: '2027-02-30' }, 'registrationExpiry'],
      [{ registrationExpiry: '31/03/2027' }, 'registrationExpiry'],
      [{ registrationPlate: 'X'.repeat(13) }, 'registrationPlate'],
      [{ stockNumber: 'X'.repeat(41) }, 'stockNumber'],
      [{ engine: 'X'.repeat(101) }, 'engine'],
      [{ drivetrain: 'X'.repeat(41) }, 'drivetrain'],
      [{ interiorColor: 'X'.repeat(61) }, 'interiorColor'],
    ];
    for (const [details, field] of cases) {
      for (const url of ['/api/admin/cars', '/api/admin/hire-cars']) {
        const base = url.includes('hire') ? buildHireCar() : buildCar();
        const res = await t.admin({ method: 'POST', url, payload: { ...base, ...details } });
        expect(res.statusCode, `${url} ${JSON.stringify(details)}`).toBe(400);
        expect(res.json().message).toContain(field);
      }
    }
  });

  it('shows visitors only the end of the VIN; staff and the feeds get all of it', async () => {
    const car = created(
      await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar({ ...VEHICLE_DETAILS }) }),
    );
    expect(car.vin).toBe(VEHICLE_DETAILS.vin);
    const publicAnswers = [
      (await t.app.inject(`/api/cars/${car.id}`)).json(),
      (await t.app.inject('/api/cars')).json().find((c: Car) => c.id === car.id),
      (await search(`make=${car.make}`)).items.find((c) => c.id === car.id),
    ];
    for (const answer of publicAnswers) {
      expect(answer).toMatchObject({ id: car.id, vin: null, vinEnding: '392124', stockNumber: 'P-1042' });
      expect(JSON.stringify(answer)).not.toContain(VEHICLE_DETAILS.vin);
    }
    const adminList = (await t.admin({ method: 'GET', url: '/api/admin/cars' })).json() as Car[];
    expect(adminList.find((c) => c.id === car.id)?.vin).toBe(VEHICLE_DETAILS.vin);
    const feed = await listFeedCars(t.database.db);
    expect(feed.find((c) => c.id === car.id)?.vin).toBe(VEHICLE_DETAILS.vin);
    expect(feed.every((c) => c.status === 'available')).toBe(true);
    expect(ids(feed)).toEqual(ids(newest(feed)));

    const hire = created(
      await t.admin({
        method: 'POST',
        url: '/api/admin/hire-cars',
        payload: buildHireCar({ ...VEHICLE_DETAILS }),
      }),
    );
    expect(hire.vin).toBe(VEHICLE_DETAILS.vin);
    for (const answer of [
      (await t.app.inject(`/api/hire-cars/${hire.id}`)).json(),
      (await t.app.inject('/api/hire-cars')).json().find((c: Car) => c.id === hire.id),
    ]) {
      expect(answer).toMatchObject({ id: hire.id, vin: null, vinEnding: '392124', seats: 4 });
    }
    const adminHire = (await t.admin({ method: 'GET', url: '/api/admin/hire-cars' })).json() as Car[];
    expect(adminHire.find((c) => c.id === hire.id)?.vin).toBe(VEHICLE_DETAILS.vin);
    await t.admin({ method: 'DELETE', url: `/api/admin/cars/${car.id}` });
  });
});
