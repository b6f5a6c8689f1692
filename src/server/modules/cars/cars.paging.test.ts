import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildHireCar } from '../../../../tests/factories/cars';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { adminGet, newestFirst, readAllPages } from '../../../../tests/helpers/paging';
import type { Car, HireCar } from '../../../shared/schemas/car';
import type { Page } from '../../../shared/schemas/paging';
import { cars, hireCars } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Vehicle = Car | HireCar;

// Cars for sale and hire cars page, search and filter the same way; each kind has its own table.
const kinds = [
  {
    name: 'cars',
    path: '/api/admin/cars',
    publicPath: '/api/cars',
    table: cars,
    build: buildCar,
    other: 'sold',
  },
  {
    name: 'hire cars',
    path: '/api/admin/hire-cars',
    publicPath: '/api/hire-cars',
    table: hireCars,
    build: buildHireCar,
    other: 'rented',
  },
] as const;

describe.each(kinds)('GET /api/admin/$name', ({ path, publicPath, table, build, other }) => {
  const add = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.admin({ method: 'POST', url: path, payload: { ...build(), ...overrides } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Vehicle;
  };
  const all = () => adminGet<Vehicle[]>(t, path);

  beforeAll(async () => {
    for (let i = 0; i < 7; i++) await add({ status: i % 3 === 0 ? other : 'available' });
  });

  it('without parameters answers every vehicle as an array, newest first, as the public list does', async () => {
    const list = await all();
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(list.map((v) => v.id)).toEqual(newestFirst(list));
    expect(list).toEqual((await t.app.inject(publicPath)).json());
  });

  it('pages newest first with no duplicates or gaps while vehicles are added between reads', async () => {
    const before = await all();
    const added: Vehicle[] = [];
    const { items, total, pages } = await readAllPages<Vehicle>(t, path, 3, async () => {
      added.push(await add());
    });
    expect(pages).toBe(Math.ceil(before.length / 3));
    expect(total).toBe(before.length);
    // Exactly the vehicles there were when the first page was read, in the same order: the ones added
    // meanwhile are newer than the cursor, so they belong before page one, never inside a later page.
    expect(items.map((v) => v.id)).toEqual(before.map((v) => v.id));
    const now = await adminGet<Page<Vehicle>>(t, `${path}?limit=1`);
    expect(now.total).toBe(before.length + added.length);
    expect(now.items[0].id).toBe(added.at(-1)!.id);
  });

  it('orders vehicles added in the same millisecond by id, across page boundaries', async () => {
    const at = new Date('2020-05-01T01:02:03.456Z');
    const inserted = await t.database.db
      .insert(table)
      .values(Array.from({ length: 5 }, () => ({ ...build({ make: 'Tiebreak' }), createdAt: at })))
      .returning({ id: table.id });
    const { items } = await readAllPages<Vehicle>(t, `${path}?q=tiebreak`, 2);
    expect(items.map((v) => v.id)).toEqual(inserted.map((r) => r.id).sort((a, b) => b - a));
  });

  it('finds vehicles having every search word in make, model, year, colour or description', async () => {
    const target = await add({
      make: 'Ferrari',
      model: 'Roma Spider',
      year: 2019,
      color: 'Blu Pozzi',
      description: 'Carbon ceramic brakes, 100% dealer serviced.',
    });
    await add({ make: 'Ferrari', model: 'Purosangue', year: 2024, color: 'Nero' });
    const find = async (q: string) =>
      (await adminGet<Page<Vehicle>>(t, `${path}?limit=50&q=${encodeURIComponent(q)}`)).items.map(
        (v) => v.id,
      );
    for (const q of ['ferrari roma', 'ROMA 2019', 'pozzi', 'ceramic spider', '100%'])
      expect(await find(q), q).toEqual([target.id]);
    expect((await find('ferrari')).length).toBe(2);
    expect(await find('ferrari lamborghini')).toEqual([]);
    // Wildcards are literal: "%" alone finds only text with a percent sign.
    expect(await find('%')).toEqual([target.id]);
    // Without limit the search answers the array form.
    expect((await adminGet<Vehicle[]>(t, `${path}?q=roma+spider`)).map((v) => v.id)).toEqual([target.id]);
  });

  it('filters by status, counting only the matches', async () => {
    const list = await all();
    const page = await adminGet<Page<Vehicle>>(t, `${path}?limit=2&status=${other}`);
    const expected = list.filter((v) => v.status === other);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((v) => v.id)).toEqual(expected.slice(0, 2).map((v) => v.id));
    const rest = await readAllPages<Vehicle>(t, `${path}?status=available`, 4);
    expect(rest.items.every((v) => v.status === 'available')).toBe(true);
    expect(rest.total).toBe(list.length - expected.length);
  });

  it('refuses bad parameters with 400 naming the parameter', async () => {
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['status=stolen', 'status'],
      ['cursor=not%20a%20cursor', 'cursor'],
      [`limit=5&cursor=${forged('soon.1')}`, 'cursor'],
      [`limit=5&cursor=${forged('999999999999999.1')}`, 'cursor'],
      [`limit=5&cursor=${forged('1700000000000.9999999999')}`, 'cursor'],
      ['from=2024-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['to=0000-01-01', 'to'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await t.admin({ method: 'GET', url: `${path}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('the public lists are unchanged', () => {
  it('GET /api/cars still answers arrays and ignores admin parameters', async () => {
    const cars = await t.app.inject('/api/cars?limit=2&q=ferrari&cursor=abc');
    expect(cars.statusCode).toBe(200);
    expect(cars.json()).toHaveLength(2);
    // The public limit goes to 500, beyond the admin page cap.
    expect((await t.app.inject('/api/cars?limit=500')).statusCode).toBe(200);
    const hire = await t.app.inject('/api/hire-cars?limit=1');
    expect(hire.json().length).toBeGreaterThan(1);
  });
});
