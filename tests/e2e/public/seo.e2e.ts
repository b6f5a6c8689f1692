import http from 'node:http';
import zlib from 'node:zlib';
import { vehicleTitle } from '../../../src/shared/format';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantBase, variantUrl } from '../../../src/shared/images';
import type { Car } from '../../../src/shared/schemas/car';
import { carPath, hireCarPath } from '../../../src/shared/vehicle-path';
import { GOOGLE_FIELDS, META_COLUMNS } from '../../helpers/marketplace-feeds';
import { expect, siteTest as test } from '../fixtures';
import {
  createCar,
  createHireCar,
  createService,
  jsonLdOf,
  PUBLIC_PAGES,
  unique,
  uploadPhoto,
} from './listings-support';

/** The raw HTML a crawler or chat app gets: no JavaScript runs. */
const rawHtml = async (url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.text();
};

/** The bytes as sent, not decoded (fetch would decode them). */
const rawBytes = (url: string, acceptEncoding: string) =>
  new Promise<{ body: Buffer; encoding?: string; vary?: string }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
            vary: res.headers.vary,
          }),
        );
      })
      .on('error', reject);
  });

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

test.describe('search engines and share previews', () => {
  test('every public page carries its full head and the dealer JSON-LD in the raw HTML', async ({
    empty,
  }) => {
    for (const path of PUBLIC_PAGES) {
      const html = await rawHtml(`${empty.url}${path}`);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(/<title>[^<]+<\/title>/);
      expect(metaOf(head, 'description'), path).toBeTruthy();
      expect(head, path).toContain(`<link rel="canonical" href="${empty.url}${path.replace('&', '&amp;')}">`);
      for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'twitter:card'])
        expect(metaOf(head, key), `${path} ${key}`).toBeTruthy();
      const dealer = jsonLdOf(head).find((d) => d['@type'] === 'AutoDealer');
      expect(dealer, path).toMatchObject({
        name: 'Prestige Motor Co.',
        telephone: expect.any(String),
        address: { '@type': 'PostalAddress', addressCountry: 'AU' },
        openingHoursSpecification: [
          {
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
            opens: '08:00',
            closes: '20:00',
          },
        ],
      });
    }
  });

  test('a shared car link previews that car: its title, price and photo, and a Car with an AUD offer', async ({
    empty,
  }) => {
    const photo = await uploadPhoto(empty, [30, 40, 50]);
    const car = await createCar(empty, {
      make: 'Ferrari',
      year: 2023,
      price: 545_000,
      mileage: 1_250,
      images: [photo],
      description: 'Delivered new in Sydney with carbon ceramic brakes and a front lift. '.repeat(6),
    });
    const title = vehicleTitle(car);
    const html = await rawHtml(`${empty.url}/cars?carId=${car.id}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(metaOf(head, 'og:title')).toMatch(new RegExp(`^${title} \\| `));
    expect(metaOf(head, 'og:image')).toBe(`${empty.url}${photo}`);
    expect(metaOf(head, 'og:type')).toBe('product');
    const preview = metaOf(head, 'og:description') ?? '';
    expect(preview).toMatch(/^\$545,000 · 1,250 km/);
    // A long description is shortened at a whole word, as chat apps show it as it is.
    expect(preview.length).toBeLessThanOrEqual(300);
    expect(preview).toMatch(/ (Delivered|new|in|Sydney|with|carbon|ceramic|brakes|and|a|front|lift)…$/);
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    // X reads the picture from og:image.
    expect(metaOf(head, 'twitter:image')).toBeUndefined();

    const listing = jsonLdOf(head).find((d) => d['@type'] === 'Car');
    expect(listing).toMatchObject({
      // One description of the car wherever it appears: it names the car's own page.
      '@id': `${empty.url}${carPath(car)}`,
      url: `${empty.url}${carPath(car)}`,
      name: title,
      brand: { name: 'Ferrari' },
      vehicleModelDate: '2023',
      image: [`${empty.url}${photo}`],
      mileageFromOdometer: { value: 1250, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: 545000,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
      },
    });

    await empty.api('PATCH', `/api/admin/cars/${car.id}`, { status: 'sold' });
    const sold = jsonLdOf(await rawHtml(`${empty.url}/cars?carId=${car.id}`)).find(
      (d) => d['@type'] === 'Car',
    );
    expect(sold).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  test('a service page describes itself from its text, on one line and cut at a whole word', async ({
    empty,
  }) => {
    const service = await createService(empty, {
      description: 'Paint correction and ceramic coating.\n\nInterior restoration by hand. '.repeat(8),
    });
    const head = await rawHtml(`${empty.url}/services/${service.id}`);
    const description = metaOf(head.slice(0, head.indexOf('</head>')), 'description') ?? '';
    expect(description).toMatch(/^Paint correction and ceramic coating\. Interior restoration/);
    expect(description).not.toMatch(/\n/);
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description).toMatch(/ (Paint|correction|and|ceramic|coating|Interior|restoration|by|hand)…$/);
  });

  test('the listings describe each listed car: for sale on /cars, sold ones in the archive', async ({
    empty,
  }) => {
    const forSale = await createCar(empty, { model: unique('Roma'), price: 410_000 });
    const sold = await createCar(empty, { model: unique('Purosangue'), status: 'sold' });
    const listed = async (path: string) => {
      const list = jsonLdOf(await rawHtml(`${empty.url}${path}`)).find((d) => d['@type'] === 'ItemList') as {
        itemListElement: { position: number; item: Record<string, unknown> }[];
      };
      return list.itemListElement.map((e) => e.item);
    };

    const available = await listed('/cars');
    expect(available.map((c) => c.name)).toContain(vehicleTitle(forSale));
    expect(available.map((c) => c.name)).not.toContain(vehicleTitle(sold));
    expect(available.find((c) => c.name === vehicleTitle(forSale))).toMatchObject({
      '@type': 'Car',
      '@id': `${empty.url}${carPath(forSale)}`,
      url: `${empty.url}${carPath(forSale)}`,
      offers: { price: 410000, priceCurrency: 'AUD', availability: 'https://schema.org/InStock' },
    });
    const archive = await listed('/cars?status=sold');
    expect(archive.find((c) => c.name === vehicleTitle(sold))).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });

  test('sitemap.xml lists the pages, every car and service with dates; robots.txt points to it', async ({
    empty,
  }) => {
    const car = await createCar(empty, { model: unique('12Cilindri') });
    const service = await createService(empty);
    await empty.api('POST', '/api/admin/pages', {
      title: 'Delivery',
      slug: 'delivery-options',
      body: 'Door to door.',
    });

    const res = await fetch(`${empty.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => [
        m[1].replace(/&amp;/g, '&'),
        m[2],
      ]),
    );
    for (const path of PUBLIC_PAGES) expect(entries.has(`${empty.url}${path}`), path).toBe(true);
    expect(entries.get(`${empty.url}/cars?carId=${car.id}`)).toBe(car.updatedAt);
    expect(entries.has(`${empty.url}/services/${service.id}`)).toBe(true);
    expect(entries.has(`${empty.url}/pages/delivery-options`)).toBe(true);
    for (const date of entries.values()) expect(Number.isNaN(Date.parse(date))).toBe(false);
    expect([...entries.keys()].some((u) => u.includes('/admin') || u.includes('/api'))).toBe(false);

    const robots = await (await fetch(`${empty.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api');
    expect(robots).toContain(`Sitemap: ${empty.url}/sitemap.xml`);
  });

  test('sitemap.xml names each car and hire car page with its photos', async ({ empty }) => {
    // Real uploads: other tests on this shared server open /cars and /hire and fail on a missing photo.
    const [carPhoto, hirePhoto] = [
      await uploadPhoto(empty, [90, 20, 20]),
      await uploadPhoto(empty, [20, 90, 20]),
    ];
    const car = await createCar(empty, { model: unique('Purosangue'), images: [carPhoto] });
    const hire = await createHireCar(empty, { images: [hirePhoto] });
    const xml = await (await fetch(`${empty.url}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    for (const [path, photo] of [
      [carPath(car), carPhoto],
      [hireCarPath(hire), hirePhoto],
    ])
      expect(xml).toMatch(
        new RegExp(
          `<url><loc>${empty.url}${path}</loc><lastmod>[^<]+</lastmod><image:image><image:loc>${empty.url}${photo}</image:loc></image:image></url>`,
        ),
      );
  });

  test('photos are served as AVIF and WebP variants through srcset, with their size reserved', async ({
    empty,
  }) => {
    const photo = await uploadPhoto(empty, [200, 60, 40]);
    const car = await createCar(empty, { model: unique('Amalfi'), images: [photo] });
    const html = await rawHtml(`${empty.url}/cars`);
    const base = variantBase(photo)!;
    const picture = new RegExp(
      `<picture[^>]*>(?:(?!</picture>).)*${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:(?!</picture>).)*</picture>`,
      's',
    ).exec(html)?.[0];
    expect(picture, `a <picture> for car ${car.id}`).toBeTruthy();
    for (const format of VARIANT_FORMATS) {
      const source = new RegExp(`<source type="image/${format}" srcSet="([^"]+)" sizes="[^"]+"`).exec(
        picture!,
      );
      expect(source, format).toBeTruthy();
      const candidates = source![1].split(',').map((c) => c.trim().split(' '));
      expect(candidates.map(([, w]) => w)).toEqual(VARIANT_WIDTHS.map((w) => `${w}w`));
      for (const [url, w] of candidates) {
        expect(url).toBe(variantUrl(base, Number.parseInt(w, 10), format));
        const variant = await fetch(`${empty.url}${url}`);
        expect(variant.status, url).toBe(200);
        expect(variant.headers.get('content-type')).toBe(`image/${format}`);
        expect(variant.headers.get('cache-control')).toContain('immutable');
      }
    }
    expect(picture).toMatch(/<img [^>]*width="\d+" height="\d+"/);
    // Only the first photo is fetched eagerly, with high priority; the rest wait until scrolled near.
    const images = html.match(/<img [^>]*>/g) ?? [];
    const eager = images.filter((img) => img.includes('fetchPriority="high"'));
    expect(eager.length).toBeLessThanOrEqual(1);
    for (const img of images.filter((i) => !eager.includes(i))) expect(img).toContain('loading="lazy"');
  });
});

test.describe('page cache', () => {
  test('a rendered page is never stale after an admin save, and is sent compressed', async ({ empty }) => {
    const first = await fetch(`${empty.url}/cars`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const body = await first.text();
    const again = await fetch(`${empty.url}/cars`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const car = await createCar(empty, { model: unique('Fresh Arrival') });
    const after = await fetch(`${empty.url}/cars`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const html = await after.text();
    expect(html).toContain(car.model);
    expect(body).not.toContain(car.model);

    await empty.api('PATCH', `/api/admin/cars/${car.id}`, { model: unique('Renamed') });
    const renamed = (await empty.api<Car>('GET', `/api/cars/${car.id}`)).model;
    expect(await rawHtml(`${empty.url}/cars`)).toContain(renamed);

    // What a browser gets: the cached page compressed once, decoding to exactly the uncompressed page.
    const plain = await rawBytes(`${empty.url}/cars`, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain(renamed);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await rawBytes(`${empty.url}/cars`, encoding);
      expect(res.encoding).toBe(encoding);
      expect(res.vary).toMatch(/accept-encoding/i);
      expect(res.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode(res.body).equals(plain.body)).toBe(true);
    }
  });
});

test.describe('marketplace feeds', () => {
  test('the Google and Meta feeds carry every field of each car for sale, compressed and revalidated', async ({
    empty,
  }) => {
    const photo = await uploadPhoto(empty, [150, 20, 30]);
    const car = await createCar(empty, {
      model: unique('296 GTB'),
      images: [photo],
      vin: 'ZFF99SLA000654321',
      bodyType: 'coupe',
      // Long enough that each feed is worth compressing (the cache leaves bodies under 1 KB as they are).
      description: 'Delivered new in Sydney, one owner, every service at the dealer. '.repeat(20),
    });
    const sold = await createCar(empty, { model: unique('Sold F8'), status: 'sold' });

    const xmlRes = await fetch(`${empty.url}/feeds/vehicles.xml`);
    expect(xmlRes.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await xmlRes.text();
    const items = [...xml.matchAll(/<item>(.*?)<\/item>/gs)].map((m) => m[1]);
    const item = items.find((i) => i.includes(`<g:id>${car.id}</g:id>`));
    expect(item).toBeDefined();
    for (const field of GOOGLE_FIELDS)
      expect(item, field).toMatch(new RegExp(`<g:${field}>[^<]+</g:${field}>`));
    expect(item).toContain(`<g:link>${empty.url}${carPath(car)}</g:link>`);
    expect(item).toContain(`<g:image_link>${empty.url}${photo}</g:image_link>`);
    expect(item).toContain('<g:vin>ZFF99SLA000654321</g:vin>');
    expect(items.some((i) => i.includes(`<g:id>${sold.id}</g:id>`))).toBe(false);

    const csvRes = await fetch(`${empty.url}/feeds/vehicles.csv`);
    expect(csvRes.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = (await csvRes.text()).split('\r\n').filter(Boolean);
    const columns = header.split(',');
    for (const column of META_COLUMNS) expect(columns, column).toContain(column);
    const row = rows.find((r) => r.startsWith(`${car.id},`));
    expect(row).toContain(`${empty.url}${carPath(car)}`);
    expect(row).toContain('ZFF99SLA000654321');
    expect(rows.some((r) => r.startsWith(`${sold.id},`))).toBe(false);

    // Marketplaces poll: a repeat with the ETag costs a 304, and the body travels compressed.
    for (const url of ['/feeds/vehicles.xml', '/feeds/vehicles.csv']) {
      const first = await fetch(`${empty.url}${url}`);
      const etag = first.headers.get('etag')!;
      expect((await fetch(`${empty.url}${url}`, { headers: { 'if-none-match': etag } })).status, url).toBe(
        304,
      );
      const gz = await rawBytes(`${empty.url}${url}`, 'gzip');
      expect(gz.encoding, url).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString(), url).toBe(await first.text());
    }
  });
});
