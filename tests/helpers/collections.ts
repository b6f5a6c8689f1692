import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../src/server/db/client';
import { variantsSettled } from '../../src/server/modules/media/variants';
import { sydneyDay } from '../../src/shared/hire-booking';
import { buildCar, buildHireCar } from '../factories/cars';
import * as leads from '../factories/leads';
import type { TestApp } from './app';
import { multipartBody } from './multipart';

/** Every kind of record that has an id in a URL, with how to make one and a PATCH body it accepts. */
export const COLLECTIONS = {
  cars: { table: 'cars', patch: { price: 1 } },
  hireCars: { table: 'hire_cars', patch: { dailyRate: 1 } },
  blockouts: { table: 'hire_car_blockouts', patch: undefined },
  headerSlides: { table: 'header_slides', patch: { order: 1 } },
  heroSlides: { table: 'hero_slides', patch: { order: 1 } },
  testimonials: { table: 'testimonials', patch: { order: 1 } },
  brandLogos: { table: 'brand_logos', patch: { order: 1 } },
  serviceItems: { table: 'service_items', patch: { order: 1 } },
  pages: { table: 'pages', patch: { title: 'Renamed' } },
  media: { table: 'media_assets', patch: { altText: 'Alt' } },
  contactSubmissions: { table: 'contact_submissions', patch: { status: 'contacted' } },
  subscribers: { table: 'subscribers', patch: undefined },
  sellSubmissions: { table: 'sell_submissions', patch: { status: 'contacted' } },
  acquisitions: { table: 'acquisitions', patch: { status: 'completed' } },
  financeApplications: { table: 'finance_applications', patch: { status: 'contacted' } },
  staff: { table: 'users', patch: { name: 'Renamed' } },
  webhooks: { table: 'webhook_endpoints', patch: { description: 'Renamed' } },
} as const;
export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** The collection a route's URL parameter refers to, or undefined when nobody has said (a test failure). */
export function collectionOfRoute(url: string): CollectionName | undefined {
  // A hire car's availability is read by the car's id like the car itself, and so are a car's watchers,
  // an acquisition request's matching cars, a car's price history and a staff member's set-password link
  // and password reset.
  const match =
    /^\/api\/(?:admin\/)?([\w-]+)\/:(\w+)(?:\/availability|\/watch|\/watchers|\/matches|\/price-history|\/invite|\/reset-password)?$/.exec(
      url,
    );
  if (!match) return undefined;
  const [, segment, param] = match;
  if (segment === 'hire-car-blockouts') return param === 'hireCarId' ? 'hireCars' : 'blockouts';
  const bySegment: Record<string, CollectionName> = {
    cars: 'cars',
    'hire-cars': 'hireCars',
    'header-slides': 'headerSlides',
    'hero-slides': 'heroSlides',
    testimonials: 'testimonials',
    'brand-logos': 'brandLogos',
    'service-items': 'serviceItems',
    pages: 'pages',
    media: 'media',
    'contact-submissions': 'contactSubmissions',
    subscribers: 'subscribers',
    'sell-your-car-submissions': 'sellSubmissions',
    acquisitions: 'acquisitions',
    'finance-applications': 'financeApplications',
    staff: 'staff',
    webhooks: 'webhooks',
  };
  return param === 'id' ? bySegment[segment] : undefined;
}

let unique = 0;

export async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#456' } })
    .png()
    .toBuffer();
}

/** Creates one record of the collection through the API and returns its id. */
export async function createRecord(
  t: TestApp,
  name: CollectionName,
  related: Partial<Record<CollectionName, number>> = {},
): Promise<number> {
  unique += 1;
  const n = unique;
  const email = `visitor${n}@example.com`;
  const post = async (url: string, payload: object) => {
    const options = { method: 'POST' as const, url, payload, remoteAddress: `198.51.100.${n % 250}` };
    const res = url.startsWith('/api/admin') ? await t.admin(options) : await t.app.inject(options);
    if (res.statusCode !== 201) throw new Error(`creating ${name}: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  };
  switch (name) {
    case 'cars':
      return post('/api/admin/cars', buildCar());
    case 'hireCars':
      return post('/api/admin/hire-cars', buildHireCar());
    case 'blockouts': {
      const hireCarId = related.hireCars ?? (await createRecord(t, 'hireCars'));
      return post('/api/admin/hire-car-blockouts', {
        hireCarId,
        startDate: sydneyDay(),
        endDate: sydneyDay(),
        reason: 'Service',
      });
    }
    case 'headerSlides':
      return post('/api/admin/header-slides', {
        title: 'Title',
        description: 'Description',
        imageUrl: '/uploads/slide.jpg',
        buttonText: 'Go',
        href: '/cars',
      });
    case 'heroSlides':
      return post('/api/admin/hero-slides', { title: 'Hero', description: 'Description' });
    case 'testimonials':
      return post('/api/admin/testimonials', { quote: 'Great service.', clientName: 'A. Client' });
    case 'brandLogos':
      return post('/api/admin/brand-logos', { name: 'Brand' });
    case 'serviceItems':
      return post('/api/admin/service-items', { title: 'Service', description: 'What we do.' });
    case 'pages':
      return post('/api/admin/pages', { title: 'Page', slug: `page-${n}` });
    case 'media': {
      const res = await t.admin({
        method: 'POST',
        url: '/api/admin/media/upload',
        ...multipartBody([{ name: 'file', filename: 'a.png', data: await tinyPng() }]),
      });
      if (res.statusCode !== 201) throw new Error(`creating media: ${res.statusCode} ${res.body}`);
      // The row records its image variants when the background job ends: let it, so the row is final.
      await variantsSettled();
      return res.json().id;
    }
    case 'contactSubmissions':
      return post('/api/contact-submissions', leads.buildContact({ email }));
    case 'subscribers':
      return post('/api/subscribers', leads.buildSubscriber({ email }));
    case 'sellSubmissions':
      return post('/api/sell-your-car-submissions', leads.buildSellSubmission({ email }));
    case 'acquisitions':
      return post('/api/acquisitions', leads.buildAcquisition({ email }));
    case 'financeApplications':
      return post('/api/finance-applications', leads.buildFinanceApplication({ email }));
    case 'staff': {
      // With an e-mail address, so a set-password link can be sent to it.
      const res = await t.admin({
        method: 'POST',
        url: '/api/admin/staff',
        payload: { username: `staff-${n}`, name: `Staff ${n}`, email, setup: 'password' },
      });
      if (res.statusCode !== 201) throw new Error(`creating staff: ${res.statusCode} ${res.body}`);
      return res.json().member.id;
    }
    case 'webhooks': {
      // A public address literal, saved without a DNS look-up, for an event these tests never cause: no
      // delivery is queued and nothing is posted.
      const res = await t.admin({
        method: 'POST',
        url: '/api/admin/webhooks',
        payload: { url: `https://8.8.8.8/hooks/${n}`, events: ['booking.cancelled'] },
      });
      if (res.statusCode !== 201) throw new Error(`creating a webhook: ${res.statusCode} ${res.body}`);
      return res.json().endpoint.id;
    }
  }
}

/**
 * Moves every collection's id sequence to its own range (cars from 1001, hire cars from 2001 …), so a
 * record's id never exists in another collection: the test for "an id of another collection" needs that.
 */
export async function separateIdRanges(db: Db): Promise<void> {
  for (const [i, name] of COLLECTION_NAMES.entries()) {
    const table = COLLECTIONS[name].table;
    await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), ${(i + 1) * 1000})`));
  }
}

/** The rows of a raw query: the pg driver answers {rows}, PGlite's drizzle driver may answer the array. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * Tables a refused request may still change, left out of the snapshot: the shared rate counters count every
 * attempt of a sender, refused ones too, so that nobody gets free tries by sending bad input; the activity
 * log writes down failed sign-ins on purpose, and writes its line for an admin change after the reply has
 * gone (activity.test.ts and account.test.ts check what it holds).
 */
const COUNTS_ATTEMPTS = new Set(['rate_counters', 'activity_log']);

/** Row count and a digest of the contents of every table, to prove that a request changed nothing. */
export async function snapshotDatabase(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  )
    .map((r) => r.table_name)
    .filter((name) => !COUNTS_ATTEMPTS.has(name));
  const query = tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, count(*)::int AS rows, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM "${table}" x`,
    )
    .join(' UNION ALL ');
  const rows = rowsOf<{ name: string; rows: number; digest: string }>(await db.execute(sql.raw(query)));
  return Object.fromEntries(rows.map((r) => [r.name, `${r.rows} rows, ${r.digest}`]));
}
