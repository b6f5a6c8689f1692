import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { BRAND } from '../../../shared/brand';
import { localStorage } from '../../storage/storage';
import * as tables from '../schema/index';
import {
  BRANDS,
  CAR_SHOT_SETS,
  CARS,
  HEADER_SLIDES,
  HERO_SLIDES,
  HIRE_CARS,
  HIRE_SHOT_SETS,
  SERVICES,
  TESTIMONIALS,
} from './demo-data';
import { carSceneSvg, renderCarPhoto, renderWordmark } from './images';
import { seedDemoContent } from './seed';

const logger = pino({ level: 'silent' });

/** What the demo data says the seed stores, computed rather than copied, so the two cannot drift apart. */
const carPhotos = CARS.reduce((sum, _car, i) => sum + CAR_SHOT_SETS[i % CAR_SHOT_SETS.length].length, 0);
const hirePhotos = HIRE_CARS.reduce(
  (sum, _car, i) => sum + HIRE_SHOT_SETS[i % HIRE_SHOT_SETS.length].length,
  0,
);
/** Every image the seed draws: car and hire photos, header cards, hero slides, services, logos. */
const EXPECTED_IMAGES =
  carPhotos + hirePhotos + HEADER_SLIDES.length + HERO_SLIDES.length + SERVICES.length + BRANDS.length;
const withStatus = <T extends { status: string }>(list: T[], status: T['status']) =>
  list.filter((item) => item.status === status).length;
// Quarter-size images: the seed draws and encodes every demo image, each with AVIF and WebP variants.
const SCALE = 0.25;
const SEED_TIMEOUT = 120_000;

let t: TestApp;
let uploadsDir: string;

const tableCounts = async () => {
  const all = t.database.db.$count.bind(t.database.db);
  return {
    cars: await all(tables.cars),
    hireCars: await all(tables.hireCars),
    headerSlides: await all(tables.headerSlides),
    heroSlides: await all(tables.heroSlides),
    testimonials: await all(tables.testimonials),
    brandLogos: await all(tables.brandLogos),
    serviceItems: await all(tables.serviceItems),
    pages: await all(tables.pages),
    footerSettings: await all(tables.footerSettings),
    autoEmailSettings: await all(tables.autoEmailSettings),
    testimonialSettings: await all(tables.testimonialSettings),
    mediaAssets: await all(tables.mediaAssets),
  };
};

beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = path.join(t.dataDir, 'uploads');
  await seedDemoContent(t.database.db, { storage: localStorage(uploadsDir), logger, scale: SCALE });
}, SEED_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

describe('seedDemoContent', () => {
  it('fills every content table of an empty database', async () => {
    // Demo data with something in each list, or the counts below would prove nothing.
    for (const list of [CARS, HIRE_CARS, HEADER_SLIDES, HERO_SLIDES, TESTIMONIALS, BRANDS, SERVICES]) {
      expect(list.length).toBeGreaterThan(0);
    }
    expect(await tableCounts()).toEqual({
      cars: CARS.length,
      hireCars: HIRE_CARS.length,
      headerSlides: HEADER_SLIDES.length,
      heroSlides: HERO_SLIDES.length,
      testimonials: TESTIMONIALS.length,
      brandLogos: BRANDS.length,
      serviceItems: SERVICES.length,
      // The About page and the three one-row settings tables.
      pages: 1,
      footerSettings: 1,
      autoEmailSettings: 1,
      testimonialSettings: 1,
      mediaAssets: EXPECTED_IMAGES,
    });
    const db = t.database.db;
    const soldInData = withStatus(CARS, 'sold');
    const rentedInData = withStatus(HIRE_CARS, 'rented');
    // The archive and the "on hire" badge both have something to show.
    expect(soldInData).toBeGreaterThan(0);
    expect(rentedInData).toBeGreaterThan(0);
    expect(await db.$count(tables.cars, eq(tables.cars.status, 'available'))).toBe(
      withStatus(CARS, 'available'),
    );
    expect(await db.$count(tables.cars, eq(tables.cars.status, 'sold'))).toBe(soldInData);
    expect(await db.$count(tables.hireCars, eq(tables.hireCars.status, 'rented'))).toBe(rentedInData);
  });

  it('gives every listing its photographs and realistic details', async () => {
    const all = await t.database.db.select().from(tables.cars);
    for (const car of all) {
      expect(car.images).toHaveLength(3);
      expect(new Set(car.images).size).toBe(3);
      expect(car.price).toBeGreaterThan(100_000);
      expect(car.features.length).toBeGreaterThanOrEqual(4);
      expect(car.features.length).toBeLessThanOrEqual(8);
      expect(car.description.length).toBeGreaterThan(80);
    }
    expect(new Set(all.map((c) => c.fuelType))).toEqual(new Set(['petrol', 'hybrid', 'electric']));
    // Staggered listing dates: no two cars share a creation time.
    expect(new Set(all.map((c) => c.createdAt.getTime())).size).toBe(all.length);
    for (const car of await t.database.db.select().from(tables.hireCars)) {
      expect(car.images).toHaveLength(2);
      expect(car.dailyRate).toBeGreaterThanOrEqual(650);
      expect(car.dailyRate).toBeLessThanOrEqual(2500);
    }
  });

  it('seeds the five services of the button table, the settings and the About page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/service-items' });
    expect(res.statusCode).toBe(200);
    const titles = (res.json() as { title: string; description: string; imageUrl: string }[]).map(
      (s) => s.title,
    );
    expect(titles).toEqual([
      'Luxury Car Sales',
      'Finance',
      'Luxury Car Hire',
      'Acquisitions',
      'Sell Your Car',
    ]);

    const footer = (await t.app.inject({ method: 'GET', url: '/api/footer-settings' })).json();
    for (const value of Object.values(footer)) expect(value).toBeTruthy();
    expect(footer.email).toBe(BRAND.email);
    expect(footer.legalText).toContain('Prestige Motor Co. Pty Ltd');

    const mail = (await t.app.inject({ method: 'GET', url: '/api/auto-email-settings' })).json();
    expect(mail).toMatchObject({ subject: 'Thank You for Your Enquiry', isEnabled: 1 });

    const background = (await t.app.inject({ method: 'GET', url: '/api/testimonial-settings' })).json();
    expect(background.backgroundColor).toBe('#0a0a0a');

    const hero = (await t.app.inject({ method: 'GET', url: '/api/hero-slides' })).json();
    expect(hero[0]).toMatchObject({
      title: 'THE SMART WAY TO BUY OR SELL A LUXURY CAR',
      mediaType: 'image',
      hasOverlay: 1,
      buttonText: 'Enquire Now',
      buttonLink: '#contact',
    });

    const list = (await t.app.inject({ method: 'GET', url: '/api/pages' })).json();
    expect(list).toEqual([expect.objectContaining({ title: 'About Us', slug: 'about-us' })]);
  });

  it('stores every image on disk, with variants, in the media library', async () => {
    const assets = await t.database.db.select().from(tables.mediaAssets);
    for (const asset of assets) {
      expect(existsSync(path.join(uploadsDir, asset.filename))).toBe(true);
      expect(asset.variants.length).toBeGreaterThan(0);
      for (const variant of asset.variants)
        expect(existsSync(path.join(uploadsDir, path.basename(variant.url)))).toBe(true);
    }
    const photo = assets.find((a) => a.originalName.startsWith('car-'))!;
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 1600 * SCALE, height: 1000 * SCALE });
    expect(photo.altText).not.toBe('');
    const hero = assets.find((a) => a.originalName.startsWith('hero-'))!;
    expect(hero).toMatchObject({ width: 1920 * SCALE, height: 1080 * SCALE });

    const logo = assets.find((a) => a.originalName.startsWith('logo-'))!;
    expect(logo.mimeType).toBe('image/png');
    const meta = await sharp(path.join(uploadsDir, logo.filename)).metadata();
    expect(meta.hasAlpha).toBe(true);

    // Every URL a record points at is one of the stored images.
    const urls = new Set(assets.map((a) => a.publicUrl));
    const referenced = [
      ...(await t.database.db.select().from(tables.cars)).flatMap((c) => c.images),
      ...(await t.database.db.select().from(tables.hireCars)).flatMap((c) => c.images),
      ...(await t.database.db.select().from(tables.headerSlides)).map((s) => s.imageUrl),
      ...(await t.database.db.select().from(tables.heroSlides)).map((s) => s.imageUrl!),
      ...(await t.database.db.select().from(tables.serviceItems)).map((s) => s.imageUrl),
      ...(await t.database.db.select().from(tables.brandLogos)).map((s) => s.imageUrl),
    ];
    expect(referenced).toHaveLength(EXPECTED_IMAGES);
    for (const url of referenced) expect(urls.has(url)).toBe(true);
  });

  it('serves the flagship sales from the sold archive, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cars?status=sold&limit=3' });
    expect(res.statusCode).toBe(200);
    const sold = res.json() as { status: string; images: string[]; createdAt: string }[];
    expect(sold).toHaveLength(3);
    for (const car of sold) {
      expect(car.status).toBe('sold');
      expect(car.images[0]).toMatch(/^\/uploads\//);
    }
    const times = sold.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('adds nothing when called again', async () => {
    const before = await tableCounts();
    await seedDemoContent(t.database.db, { storage: localStorage(uploadsDir), logger, scale: SCALE });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('demo imagery', () => {
  it('draws full-size studio photographs and transparent wordmarks', async () => {
    const jpeg = await renderCarPhoto(CARS[0].look, {
      width: 1600,
      height: 1000,
      lighting: 'softbox',
      facing: 'left',
      framing: 'full',
    });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 });
    // A dark set with a lit car in it: far from a flat grey placeholder.
    const { channels } = await sharp(jpeg).stats();
    expect(channels[0].mean).toBeLessThan(90);
    expect(channels[0].max).toBeGreaterThan(200);

    const logo = await sharp(await renderWordmark('Aston Martin')).stats();
    expect(logo.isOpaque).toBe(false);
  });

  it('draws every body style of the demo stock', async () => {
    const styles = new Set([...CARS, ...HIRE_CARS].map((c) => c.look.style));
    expect(styles.size).toBeGreaterThanOrEqual(8);
    for (const style of styles) {
      const svg = carSceneSvg(
        { style, paint: '#445566' },
        { width: 320, height: 200, lighting: 'strips', facing: 'right', framing: 'full' },
      );
      const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width: 320, height: 200 });
    }
  });
});
