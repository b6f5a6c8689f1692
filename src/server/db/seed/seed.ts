import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { MediaAsset } from '../../../shared/schemas/media';
import { deleteMedia, storeImage } from '../../modules/media/media.service';
import type { UploadStorage } from '../../storage/storage';
import type { Db } from '../client';
import {
  autoEmailSettings,
  brandLogos,
  cars,
  footerSettings,
  headerSlides,
  heroSlides,
  hireCars,
  pages,
  serviceItems,
  testimonialSettings,
  testimonials,
} from '../schema/index';
import {
  ABOUT_PAGE,
  AUTO_EMAIL,
  BRANDS,
  CAR_SHOT_SETS,
  CARS,
  demoHireTerms,
  FOOTER,
  HEADER_SLIDES,
  HERO_SLIDES,
  type HeroSlideSeed,
  HIRE_CARS,
  HIRE_SHOT_SETS,
  SERVICES,
  type ShotRecipe,
  TESTIMONIAL_BACKGROUND,
  TESTIMONIALS,
} from './demo-data';
import { carSceneSvg, nightSceneSvg, renderJpeg, renderWordmark } from './images';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any number will do: it only has to be the same for every instance that might seed at once. */
const SEED_LOCK_KEY = 7_300_451;

type SceneSpec = HeroSlideSeed['scene'];

type Size = [width: number, height: number];

type ImageJob = {
  originalName: string;
  altText: string;
  render: () => Promise<Buffer>;
};

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function sceneJob(scene: SceneSpec, [width, height]: Size, name: string, altText: string): ImageJob {
  return {
    originalName: `${name}.jpg`,
    altText,
    render: () =>
      renderJpeg(
        scene.kind === 'night'
          ? nightSceneSvg(width, height, scene.seed, scene.accent)
          : carSceneSvg(scene.look, {
              width,
              height,
              lighting: scene.lighting,
              facing: scene.facing,
              framing: scene.framing,
            }),
        width,
        height,
      ),
  };
}

const VIEW_NAMES: Record<ShotRecipe['framing'], string> = {
  full: 'side profile',
  wide: 'in the showroom',
  front: 'front quarter detail',
  rear: 'rear quarter detail',
  wheel: 'wheel and brake detail',
};

function vehicleJobs(
  vehicle: (typeof CARS)[number] | (typeof HIRE_CARS)[number],
  shots: ShotRecipe[],
  prefix: string,
  [width, height]: Size,
): ImageJob[] {
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  // The backdrop picks up a little of the paint, so each car's set of photos has its own mood.
  const tint = vehicle.look.paint;
  return shots.map((shot, i) => ({
    originalName: `${prefix}-${slug(`${vehicle.make} ${vehicle.model}`)}-${i + 1}.jpg`,
    altText: `${title} in ${vehicle.color}, ${VIEW_NAMES[shot.framing]}`,
    render: () => renderJpeg(carSceneSvg(vehicle.look, { width, height, tint, ...shot }), width, height),
  }));
}

/**
 * Runs the jobs a few at a time and returns their results in order. After a failure no new job
 * starts, and the first error is thrown once the running ones have finished.
 */
async function inBatches<T, R>(items: T[], concurrency: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await run(items[index]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(
    Array.from({ length: Math.min(concurrency, items.length) }, worker),
  );
  const rejection = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (rejection) throw rejection.reason;
  return results;
}

async function hasContent(db: Pick<Db, 'select'>): Promise<boolean> {
  // One query at a time: inside a transaction they share a single connection.
  for (const table of [cars, hireCars, serviceItems]) {
    if ((await db.select({ id: table.id }).from(table).limit(1)).length > 0) return true;
  }
  return false;
}

/**
 * Fills an empty database with a believable dealer's content: stock, hire fleet, slides, testimonials,
 * logos, services, footer, auto e-mail and an About page, with imagery drawn locally. Does nothing if
 * any car, hire car or service item exists, so restarts never duplicate it.
 */
export async function seedDemoContent(
  db: Db,
  options: {
    /** Where the demo images are stored. */
    storage: UploadStorage;
    logger: Logger;
    /** Draws every image at this fraction of its size (tests use a small one to stay quick). */
    scale?: number;
  },
): Promise<void> {
  const { storage, logger, scale = 1 } = options;
  const size = (width: number, height: number): Size => [
    Math.round(width * scale),
    Math.round(height * scale),
  ];
  if (await hasContent(db)) return;
  const started = Date.now();

  const photo = size(1600, 1000);
  const card = size(1200, 800);
  const carJobs = CARS.map((car, i) =>
    vehicleJobs(car, CAR_SHOT_SETS[i % CAR_SHOT_SETS.length], 'car', photo),
  );
  const hireJobs = HIRE_CARS.map((car, i) =>
    vehicleJobs(car, HIRE_SHOT_SETS[i % HIRE_SHOT_SETS.length], 'hire', photo),
  );
  const headerJobs = HEADER_SLIDES.map((s) => sceneJob(s.scene, card, `header-${slug(s.title)}`, s.alt));
  const heroJobs = HERO_SLIDES.map((s, i) => sceneJob(s.scene, size(1920, 1080), `hero-${i + 1}`, s.alt));
  const serviceJobs = SERVICES.map((s) => sceneJob(s.scene, card, `service-${slug(s.title)}`, s.alt));
  const logoJobs: ImageJob[] = BRANDS.map((name) => ({
    originalName: `logo-${slug(name)}.png`,
    altText: `${name} wordmark`,
    render: () => renderWordmark(name, ...size(480, 160)),
  }));
  const jobs = [
    ...heroJobs,
    ...headerJobs,
    ...carJobs.flat(),
    ...hireJobs.flat(),
    ...serviceJobs,
    ...logoJobs,
  ];

  const stored: MediaAsset[] = [];
  try {
    // Two at a time: one image is drawn while the media service encodes the variants of another.
    const assets = await inBatches(jobs, 2, async (job) => {
      const asset = await storeImage(
        db,
        storage,
        { buffer: await job.render(), originalName: job.originalName, altText: job.altText },
        { awaitVariants: true },
      );
      stored.push(asset);
      return asset;
    });
    const urls = new Map(jobs.map((job, i) => [job, assets[i].publicUrl]));
    const url = (job: ImageJob) => urls.get(job)!;

    const now = Date.now();
    // Listings went up over the past weeks, at different times of day, newest first in the lists.
    const listedAt = (daysAgo: number, index: number) =>
      new Date(now - daysAgo * DAY_MS - (index % 5) * 3_700_000);

    const inserted = await db.transaction(async (tx) => {
      // Two instances starting together on one PostgreSQL database: only the first one seeds.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (await hasContent(tx)) return false;

      await tx.insert(cars).values(
        CARS.map(({ look: _look, listedDaysAgo, ...car }, i) => {
          const at = listedAt(listedDaysAgo, i);
          return { ...car, images: carJobs[i].map(url), createdAt: at, updatedAt: at };
        }),
      );
      await tx.insert(hireCars).values(
        HIRE_CARS.map(({ look: _look, listedDaysAgo, ...car }, i) => {
          const at = listedAt(listedDaysAgo, i);
          return {
            ...car,
            ...demoHireTerms(car.dailyRate),
            images: hireJobs[i].map(url),
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
      await tx.insert(headerSlides).values(
        HEADER_SLIDES.map(({ scene: _scene, alt: _alt, ...slide }, i) => ({
          ...slide,
          imageUrl: url(headerJobs[i]),
          order: i,
        })),
      );
      await tx.insert(heroSlides).values(
        HERO_SLIDES.map((slide, i) => ({
          title: slide.title,
          description: slide.description,
          mediaType: 'image',
          imageUrl: url(heroJobs[i]),
          videoUrl: null,
          hasOverlay: 1,
          buttonText: 'Enquire Now',
          buttonLink: '#contact',
          order: i,
        })),
      );
      await tx.insert(testimonials).values(TESTIMONIALS.map((t, i) => ({ ...t, reviewUrl: null, order: i })));
      await tx
        .insert(testimonialSettings)
        .values({ id: 1, backgroundImageUrl: null, backgroundColor: TESTIMONIAL_BACKGROUND })
        .onConflictDoUpdate({
          target: testimonialSettings.id,
          set: { backgroundImageUrl: null, backgroundColor: TESTIMONIAL_BACKGROUND },
        });
      await tx
        .insert(brandLogos)
        .values(BRANDS.map((name, i) => ({ name, imageUrl: url(logoJobs[i]), order: i })));
      await tx.insert(serviceItems).values(
        SERVICES.map((s, i) => ({
          title: s.title,
          description: s.description,
          imageUrl: url(serviceJobs[i]),
          order: i,
        })),
      );
      await tx
        .insert(footerSettings)
        .values({ id: 1, ...FOOTER })
        .onConflictDoUpdate({ target: footerSettings.id, set: FOOTER });
      await tx
        .insert(autoEmailSettings)
        .values({ id: 1, ...AUTO_EMAIL })
        .onConflictDoUpdate({ target: autoEmailSettings.id, set: AUTO_EMAIL });
      await tx
        .insert(pages)
        .values({ ...ABOUT_PAGE, published: true })
        .onConflictDoNothing();
      return true;
    });

    if (!inserted) {
      logger.info('another instance seeded the demo content first');
      await removeAssets(db, storage, stored, logger);
      return;
    }
    logger.info(
      { ms: Date.now() - started, images: assets.length, cars: CARS.length, hireCars: HIRE_CARS.length },
      'seeded demo content',
    );
  } catch (err) {
    // A failed seed must not stop the server; the next start tries again on the still-empty database.
    logger.error({ err }, 'could not seed demo content');
    await removeAssets(db, storage, stored, logger);
  }
}

async function removeAssets(
  db: Db,
  storage: UploadStorage,
  assets: MediaAsset[],
  logger: Logger,
): Promise<void> {
  for (const asset of assets) {
    try {
      await deleteMedia(db, storage, asset.id);
    } catch (err) {
      logger.warn({ err, id: asset.id }, 'could not remove a seeded image');
    }
  }
}
