import { z } from 'zod';
import { flag, nullableText, order, patchOf, requiredText, siteUrl, text } from './common';

export const headerSlideInput = z.object({
  title: requiredText(200),
  description: requiredText(1000),
  imageUrl: siteUrl().pipe(z.string().min(1, 'Required')),
  buttonText: requiredText(60),
  href: siteUrl().pipe(z.string().min(1, 'Required')),
  order: order.default(0),
});
export const headerSlidePatch = patchOf(headerSlideInput);
export type HeaderSlide = z.infer<typeof headerSlideInput> & { id: number };

export const mediaTypes = ['image', 'video'] as const;
export const heroSlideInput = z.object({
  title: requiredText(200),
  description: requiredText(1000),
  mediaType: z.enum(mediaTypes).default('image'),
  imageUrl: siteUrl().nullable().optional(),
  videoUrl: siteUrl().nullable().optional(),
  hasOverlay: flag.default(1),
  buttonText: requiredText(60).default('Enquire Now'),
  buttonLink: siteUrl().default('#contact'),
  order: order.default(0),
});
export const heroSlidePatch = patchOf(heroSlideInput);
export type HeroSlide = {
  id: number;
  title: string;
  description: string;
  mediaType: 'image' | 'video';
  imageUrl: string | null;
  videoUrl: string | null;
  hasOverlay: 0 | 1;
  buttonText: string;
  buttonLink: string;
  order: number;
};

export const testimonialInput = z.object({
  headline: nullableText(200),
  quote: requiredText(5000),
  clientName: requiredText(200),
  clientTitle: nullableText(200),
  vehicleName: nullableText(200),
  testimonialDate: nullableText(100),
  reviewUrl: z.preprocess((v) => (v === '' ? null : v), siteUrl().nullable().optional()),
  order: order.default(0),
});
export const testimonialPatch = patchOf(testimonialInput);
export type Testimonial = {
  id: number;
  headline: string | null;
  quote: string;
  clientName: string;
  clientTitle: string | null;
  vehicleName: string | null;
  testimonialDate: string | null;
  reviewUrl: string | null;
  order: number;
};

export const testimonialSettingsInput = z.object({
  backgroundImageUrl: z.preprocess((v) => (v === '' ? null : v), siteUrl().nullable().optional()),
  backgroundColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{3,8}$/, 'Must be a hex colour like #000000')
    .default('#000000'),
});
export type TestimonialSettings = { backgroundImageUrl: string | null; backgroundColor: string };

export const brandLogoInput = z.object({
  name: requiredText(120),
  imageUrl: siteUrl().default(''),
  order: order.default(0),
});
export const brandLogoPatch = patchOf(brandLogoInput);
export type BrandLogo = z.infer<typeof brandLogoInput> & { id: number };

export const serviceItemInput = z.object({
  title: requiredText(200),
  description: requiredText(20_000),
  imageUrl: siteUrl().default(''),
  order: order.default(0),
});
export const serviceItemPatch = patchOf(serviceItemInput);
export type ServiceItem = z.infer<typeof serviceItemInput> & { id: number };

const pageSlug = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and hyphens');
export const pageSlugParam = z.object({ slug: pageSlug });
export const pageInput = z.object({
  title: requiredText(200),
  slug: pageSlug,
  body: text(100_000).default(''),
  published: z.boolean().default(true),
});
export const pagePatch = patchOf(pageInput);
export type Page = z.infer<typeof pageInput> & { id: number; updatedAt: string };
export type PageSummary = { id: number; title: string; slug: string };
