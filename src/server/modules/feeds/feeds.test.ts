import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCar, buildHireCar } from '../../../../tests/factories/cars';
import { sharedTestApp } from '../../../../tests/helpers/app';
import { META_COLUMNS } from '../../../../tests/helpers/marketplace-feeds';
import { created, ok } from '../../../../tests/helpers/responses';
import type { Car, CarInput, HireCar } from '../../../shared/schemas/car';
import { carPath, hireCarPath } from '../../../shared/vehicle-path';

const ORIGIN = 'https://dealer.example';
const G = 'http://base.google.com/ns/1.0';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

// jsdom ships without types (and @types/jsdom is not installed): typed by the one use made of it here.
type Jsdom = {
  JSDOM: new (xml: string, options: { contentType: string }) => { window: { document: Document } };
};
const { JSDOM } = (await import('jsdom' as string)) as Jsdom;

// The web side (stub client build) too, so that /sitemap.xml is served as in production.
const t = sharedTestApp({ PUBLIC_URL: ORIGIN }, { web: true });

/** Strict XML parsing: a feed that is not well-formed XML throws here, as a marketplace would refuse it. */
const parseXml = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks; rows end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(quoted, 'an unterminated quote').toBe(false);
  expect(cell + row.join(''), 'the file ends with CRLF').toBe('');
  return rows;
}

const createCar = async (overrides: Partial<CarInput> = {}) =>
  created(await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar(overrides) })) as Car;

const HOSTILE = `<script>alert("x")</script> & 'quoted' "=cmd|' /C calc'!A0"`;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('marketplace feeds', () => {
  it('Google feed: well-formed RSS with every required attribute of each available car, and none sold', async () => {
    await t.admin({
      method: 'POST',
      url: '/api/admin/footer-settings',
      payload: { addressLine1: '7 Feed Lane', addressLine2: 'Waterloo NSW 2017', addressLine3: 'Australia' },
    });
    const photos = ['/uploads/front view.jpg', 'https://cdn.example/rear.jpg', '/uploads/cabin.jpg'];
    const car = await createCar({
      make: 'Ferrari',
      model: 'Roma Spider',
      price: 465_000,
      images: photos,
      vin: 'zff98rna000123456',
      bodyType: 'convertible',
    });
    const plain = await createCar({ make: 'Aston Martin', model: 'DB12', description: '', images: [] });
    const sold = await createCar({ model: 'Sold Feed Car', status: 'sold' });

    const res = await get('/feeds/vehicles.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = parseXml(res.body);
    expect(doc.documentElement.nodeName).toBe('rss');
    const items = [...doc.getElementsByTagName('item')];
    // Direct children only: vehicle_fulfillment holds a store_code of its own.
    const field = (item: Element, name: string) =>
      [...item.children]
        .filter((e) => e.namespaceURI === G && e.localName === name)
        .map((e) => e.textContent);
    const itemOf = (id: number) => items.find((i) => field(i, 'id')[0] === String(id));

    const available = (await get('/api/cars?status=available')).json() as Car[];
    expect(items.map((i) => Number(field(i, 'id')[0])).sort()).toEqual(available.map((c) => c.id).sort());
    expect(itemOf(sold.id)).toBeUndefined();

    const item = itemOf(car.id)!;
    const one = (name: string) => {
      const values = field(item, name);
      expect(values, name).toHaveLength(1);
      return values[0];
    };
    expect(one('title')).toBe(`${car.year} Ferrari Roma Spider`);
    expect(one('description')).toBe(car.description);
    expect(one('link')).toBe(`${ORIGIN}${carPath(car)}`);
    expect(one('image_link')).toBe(`${ORIGIN}/uploads/front%20view.jpg`);
    expect(field(item, 'additional_image_link')).toEqual([
      'https://cdn.example/rear.jpg',
      `${ORIGIN}/uploads/cabin.jpg`,
    ]);
    expect(one('price')).toBe('465000 AUD');
    expect(one('condition')).toBe('used');
    expect(one('availability')).toBe('in stock');
    expect(one('brand')).toBe('Ferrari');
    expect(one('model')).toBe('Roma Spider');
    expect(one('year')).toBe(String(car.year));
    expect(one('mileage')).toBe(`${car.mileage} km`);
    // The full VIN, stored upper case, which public answers never carry.
    expect(one('vin')).toBe('ZFF98RNA000123456');
    expect(one('body_style')).toBe('convertible');
    expect(one('color')).toBe(car.color);
    expect(one('transmission')).toBe('automatic');
    expect(one('fuel_type')).toBe('gasoline');
    expect(one('dealership_name')).toBe('Prestige Motor Co.');
    expect(one('dealership_address')).toBe('7 Feed Lane, Waterloo, NSW 2017, AU');
    const fulfillment = item.getElementsByTagNameNS(G, 'vehicle_fulfillment')[0];
    expect(fulfillment.getElementsByTagNameNS(G, 'option')[0].textContent).toBe('in_store');
    expect(one('store_code')).toBeTruthy();

    // A car without photos or description still has a description (its specs) and no empty image tag.
    const bare = itemOf(plain.id)!;
    expect(field(bare, 'description')[0]).toContain(`${plain.year} Aston Martin DB12`);
    expect(field(bare, 'image_link')).toEqual([]);
    expect(field(bare, 'vin')).toEqual([]);
    expect(field(bare, 'body_style')).toEqual([]);
  });

  it('Google feed: hostile text arrives as the same text, never as markup', async () => {
    const car = await createCar({ make: 'Make & <Co>', model: `"Quoted" 'Model'`, description: HOSTILE });
    const res = await get('/feeds/vehicles.xml');
    expect(res.body).not.toContain('<script>');
    const item = [...parseXml(res.body).getElementsByTagName('item')].find(
      (i) => i.getElementsByTagNameNS(G, 'id')[0].textContent === String(car.id),
    )!;
    const text = (name: string) => item.getElementsByTagNameNS(G, name)[0].textContent;
    expect(text('description')).toBe(HOSTILE);
    expect(text('brand')).toBe('Make & <Co>');
    expect(text('model')).toBe(`"Quoted" 'Model'`);
    expect(text('title')).toBe(`${car.year} Make & <Co> "Quoted" 'Model'`);
  });

  it('Meta CSV: one row per available car with every required column, quoted and formula-guarded', async () => {
    const car = await createCar({
      make: 'McLaren',
      model: '750S, Spider',
      description: '=cmd|" /C calc"!A0\nsecond line',
      color: '+Papaya',
      images: ['/uploads/a.jpg', '/uploads/b.jpg'],
      price: 599_000,
      mileage: 2_100,
      transmission: 'manual',
      fuelType: 'hybrid',
      vin: 'SBM14FCA4LW004321',
      bodyType: 'ute',
    });
    const sold = await createCar({ model: 'Sold CSV Car', status: 'sold' });
    const res = await get('/feeds/vehicles.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(res.body);
    // The second photo column too: the columns run to the car with the most photos.
    for (const column of [...META_COLUMNS, 'image[1].url']) expect(header, column).toContain(column);
    for (const row of rows) expect(row).toHaveLength(header.length);
    const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));

    const available = (await get('/api/cars?status=available')).json() as Car[];
    expect(records.map((r) => Number(r.vehicle_id)).sort()).toEqual(available.map((c) => c.id).sort());
    expect(records.some((r) => r.vehicle_id === String(sold.id))).toBe(false);

    const record = records.find((r) => r.vehicle_id === String(car.id))!;
    expect(record).toMatchObject({
      title: `${car.year} McLaren 750S, Spider`,
      // A spreadsheet opening the file gets text, not a formula: the guard's leading quote stays.
      description: `'=cmd|" /C calc"!A0\nsecond line`,
      exterior_color: "'+Papaya",
      url: `${ORIGIN}${carPath(car)}`,
      'image[0].url': `${ORIGIN}/uploads/a.jpg`,
      'image[1].url': `${ORIGIN}/uploads/b.jpg`,
      make: 'McLaren',
      model: '750S, Spider',
      year: String(car.year),
      'mileage.value': '2100',
      'mileage.unit': 'KM',
      price: '599000 AUD',
      state_of_vehicle: 'USED',
      vin: 'SBM14FCA4LW004321',
      body_style: 'TRUCK',
      transmission: 'MANUAL',
      fuel_type: 'HYBRID',
      availability: 'available',
      'address.country': 'AU',
    });
    expect(record['address.addr1']).toBeTruthy();
    expect(record['address.region']).toMatch(/^(NSW|VIC|QLD|SA|WA|TAS|ACT|NT)$/);
    expect(record['address.postal_code']).toMatch(/^\d{4}$/);
  });

  it('each feed is cached per content version: 304 for its ETag, fresh after a save', async () => {
    for (const url of ['/feeds/vehicles.xml', '/feeds/vehicles.csv']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');

      const car = await createCar({ model: `Cache Check ${url.slice(-3)}` });
      const after = await get(url, { 'if-none-match': etag });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag, url).not.toBe(etag);
      expect(after.body, url).toContain(`Cache Check ${url.slice(-3)}`);

      await t.admin({ method: 'PATCH', url: `/api/admin/cars/${car.id}`, payload: { status: 'sold' } });
      const sold = await get(url);
      expect(sold.body, url).not.toContain(`Cache Check ${url.slice(-3)}`);
    }
  });
});

describe('sitemap', () => {
  it('lists every car page and hire car page with its images, and what it listed before', async () => {
    const car = await createCar({
      model: 'Sitemap Car',
      images: ['/uploads/side.jpg', 'https://cdn.example/a&b.jpg'],
    });
    const sold = await createCar({ model: 'Sitemap Sold', status: 'sold', images: ['/uploads/sold.jpg'] });
    const hire = created(
      await t.admin({
        method: 'POST',
        url: '/api/admin/hire-cars',
        payload: buildHireCar({ images: ['/uploads/hire.jpg'] }),
      }),
    ) as HireCar;

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = parseXml(res.body);
    const entries = new Map(
      [...doc.getElementsByTagName('url')].map((u) => [
        u.getElementsByTagName('loc')[0].textContent,
        {
          lastmod: u.getElementsByTagName('lastmod')[0].textContent,
          images: [...u.getElementsByTagNameNS(IMAGE_NS, 'loc')].map((e) => e.textContent),
        },
      ]),
    );
    expect(entries.get(`${ORIGIN}${carPath(car)}`)).toEqual({
      lastmod: car.updatedAt,
      images: [`${ORIGIN}/uploads/side.jpg`, 'https://cdn.example/a&b.jpg'],
    });
    expect(entries.get(`${ORIGIN}${carPath(sold)}`)?.images).toEqual([`${ORIGIN}/uploads/sold.jpg`]);
    expect(entries.get(`${ORIGIN}${hireCarPath(hire)}`)).toEqual({
      lastmod: hire.updatedAt,
      images: [`${ORIGIN}/uploads/hire.jpg`],
    });
    // Still listed: the static pages and the dialog links of before.
    for (const path of ['/', '/cars', '/cars?status=sold', '/hire', `/cars?carId=${car.id}`])
      expect(entries.has(`${ORIGIN}${path}`), path).toBe(true);
    expect(entries.has(`${ORIGIN}/hire/${hire.id}`)).toBe(false);
  });

  it('names the very cars GET /api/cars lists, in its order, with their changes right after a save', async () => {
    const car = await createCar({ model: 'Sitemap Order' });
    await get('/sitemap.xml'); // cached now: the save below must not leave this answer behind
    const saved = ok<Car>(
      await t.admin({ method: 'PATCH', url: `/api/admin/cars/${car.id}`, payload: { year: 2019 } }),
    );
    const listed = (await get('/api/cars')).json() as Car[];
    const doc = parseXml((await get('/sitemap.xml')).body);
    const carUrls = [...doc.getElementsByTagName('url')]
      .map((u) => ({
        loc: u.getElementsByTagName('loc')[0].textContent ?? '',
        lastmod: u.getElementsByTagName('lastmod')[0].textContent,
      }))
      .filter((u) => /^https:\/\/dealer\.example\/cars\/\d+\//.test(u.loc));
    expect(carUrls).toEqual(listed.map((c) => ({ loc: `${ORIGIN}${carPath(c)}`, lastmod: c.updatedAt })));
    expect(carUrls).toContainEqual({ loc: `${ORIGIN}${carPath(saved)}`, lastmod: saved.updatedAt });
    expect(saved.year).toBe(2019);
  });

  it('follows every kind of change between two reads: new photos, a deleted car, a new one, a direct write', async () => {
    const kept = await createCar({ model: 'Sitemap Kept', images: ['/uploads/before.jpg'] });
    const doomed = await createCar({ model: 'Sitemap Doomed' });
    const imagesOf = async (car: Car) => {
      const doc = parseXml((await get('/sitemap.xml')).body);
      const entry = [...doc.getElementsByTagName('url')].find(
        (u) => u.getElementsByTagName('loc')[0].textContent === `${ORIGIN}${carPath(car)}`,
      );
      return entry && [...entry.getElementsByTagNameNS(IMAGE_NS, 'loc')].map((e) => e.textContent);
    };
    expect(await imagesOf(kept)).toEqual([`${ORIGIN}/uploads/before.jpg`]);
    ok(
      await t.admin({
        method: 'PATCH',
        url: `/api/admin/cars/${kept.id}`,
        payload: { images: ['/uploads/after.jpg'] },
      }),
    );
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/cars/${doomed.id}` })).statusCode).toBe(204);
    const added = await createCar({ model: 'Sitemap Added' });
    expect(await imagesOf(kept)).toEqual([`${ORIGIN}/uploads/after.jpg`]);
    expect(await imagesOf(doomed)).toBeUndefined();
    expect(await imagesOf(added)).toEqual([]);
    // A write that bypasses the services and leaves updated_at as it was (a script, a repair by hand) is
    // still seen: the sitemap keeps a car's entry only while its row is the very version it read.
    await t.app.db.execute(
      sql`update cars set images = '["/uploads/by-hand.jpg"]'::jsonb where id = ${kept.id}`,
    );
    await t.admin({ method: 'PATCH', url: `/api/admin/cars/${added.id}`, payload: { year: 2020 } });
    expect(await imagesOf(kept)).toEqual([`${ORIGIN}/uploads/by-hand.jpg`]);
  });
});
