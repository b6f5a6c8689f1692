import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BrandLogo,
  HeaderSlide,
  HeroSlide,
  Page,
  PageSummary,
  pageInput,
  pagePatch,
  ServiceItem,
  Testimonial,
  TestimonialSettings,
  testimonialSettingsInput,
} from '../../../shared/schemas/content';
import type { Db } from '../../db/client';
import {
  brandLogos,
  headerSlides,
  heroSlides,
  pages,
  serviceItems,
  testimonialSettings,
  testimonials,
} from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { deleteById, findById, updateById } from '../../lib/by-id';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import { orderedCrud } from './ordered-crud';

export const toHeaderSlide = recordOf<HeaderSlide>()([
  'id',
  'title',
  'description',
  'imageUrl',
  'buttonText',
  'href',
  'order',
]);
export const toTestimonial = recordOf<Testimonial>()([
  'id',
  'headline',
  'quote',
  'clientName',
  'clientTitle',
  'vehicleName',
  'testimonialDate',
  'reviewUrl',
  'order',
]);
export const toBrandLogo = recordOf<BrandLogo>()(['id', 'name', 'imageUrl', 'order']);
export const toServiceItem = recordOf<ServiceItem>()(['id', 'title', 'description', 'imageUrl', 'order']);
/** The stored media type and overlay flag are the record's enums (the input schema admits no other). */
export const toHeroSlide = recordOf<HeroSlide>()([
  'id',
  'title',
  'description',
  'mediaType',
  'imageUrl',
  'videoUrl',
  'hasOverlay',
  'buttonText',
  'buttonLink',
  'order',
]);
export const toPage = recordOf<Page>()(['id', 'title', 'slug', 'body', 'published', 'updatedAt']);

export const headerSlidesCrud = orderedCrud({
  table: headerSlides,
  label: 'Header slide',
  toRecord: toHeaderSlide,
});
export const testimonialsCrud = orderedCrud({
  table: testimonials,
  label: 'Testimonial',
  toRecord: toTestimonial,
});
export const brandLogosCrud = orderedCrud({ table: brandLogos, label: 'Brand logo', toRecord: toBrandLogo });
export const serviceItemsCrud = orderedCrud({
  table: serviceItems,
  label: 'Service item',
  toRecord: toServiceItem,
});

export const heroSlidesCrud = orderedCrud({
  table: heroSlides,
  label: 'Hero slide',
  toRecord: toHeroSlide,
  // A slide shows one medium: the URL of the other is dropped so it cannot resurface on a type switch.
  rules: (slide) => {
    const video = slide.mediaType === 'video';
    return {
      imageUrl: video ? null : slide.imageUrl || null,
      videoUrl: video ? slide.videoUrl || null : null,
      buttonLink: slide.buttonLink || '#contact',
    };
  },
});

const DEFAULT_TESTIMONIAL_SETTINGS: TestimonialSettings = {
  backgroundImageUrl: null,
  backgroundColor: '#000000',
};

export async function getTestimonialSettings(db: Db): Promise<TestimonialSettings> {
  const [row] = await db
    .select({
      backgroundImageUrl: testimonialSettings.backgroundImageUrl,
      backgroundColor: testimonialSettings.backgroundColor,
    })
    .from(testimonialSettings)
    .where(eq(testimonialSettings.id, 1));
  return row ?? DEFAULT_TESTIMONIAL_SETTINGS;
}

/** Replaces the settings: a field left out goes back to its default. */
export async function saveTestimonialSettings(
  db: Db,
  input: z.infer<typeof testimonialSettingsInput>,
): Promise<TestimonialSettings> {
  const values = {
    backgroundImageUrl: input.backgroundImageUrl ?? null,
    backgroundColor: input.backgroundColor,
  };
  await db
    .insert(testimonialSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: testimonialSettings.id, set: values });
  return values;
}

type PageRow = typeof pages.$inferSelect;
const slugTaken = () => new AppError('conflict', 'A page with this slug already exists');

/** Published pages for links; creation order, so staff decide the sequence by when they add pages. */
export async function listPublishedPages(db: Db): Promise<PageSummary[]> {
  return db
    .select({ id: pages.id, title: pages.title, slug: pages.slug })
    .from(pages)
    .where(eq(pages.published, true))
    .orderBy(asc(pages.id));
}

export async function getPublishedPage(
  db: Db,
  slug: string,
): Promise<PageSummary & { body: string; updatedAt: string }> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
  if (!row?.published) throw notFound('Page');
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPages(db: Db): Promise<Page[]> {
  return (await db.select().from(pages).orderBy(asc(pages.id))).map(toPage);
}

export async function getPage(db: Db, id: number): Promise<Page> {
  return toPage(await findById<PageRow>(db, pages, id, 'Page'));
}

export async function createPage(db: Db, input: z.infer<typeof pageInput>): Promise<Page> {
  try {
    const [row] = await db.insert(pages).values(input).returning();
    return toPage(row);
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
}

export async function updatePage(db: Db, id: number, patch: z.infer<typeof pagePatch>): Promise<Page> {
  try {
    return toPage(await updateById<PageRow>(db, pages, id, patch, 'Page'));
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
}

export const deletePage = (db: Db, id: number) => deleteById(db, pages, id, 'Page');
