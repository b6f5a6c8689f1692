import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderedTable } from './columns';

export const headerSlides = orderedTable('header_slides', {
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  buttonText: text('button_text').notNull(),
  href: text('href').notNull(),
});

export const heroSlides = orderedTable('hero_slides', {
  title: text('title').notNull(),
  description: text('description').notNull(),
  mediaType: text('media_type').notNull().default('image'),
  imageUrl: text('image_url'),
  videoUrl: text('video_url'),
  hasOverlay: integer('has_overlay').notNull().default(1),
  buttonText: text('button_text').notNull().default('Enquire Now'),
  buttonLink: text('button_link').notNull().default('#contact'),
});

export const testimonials = orderedTable('testimonials', {
  headline: text('headline'),
  quote: text('quote').notNull(),
  clientName: text('client_name').notNull(),
  clientTitle: text('client_title'),
  vehicleName: text('vehicle_name'),
  testimonialDate: text('testimonial_date'),
  reviewUrl: text('review_url'),
});

export const brandLogos = orderedTable('brand_logos', {
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull().default(''),
});

export const serviceItems = orderedTable('service_items', {
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull().default(''),
});

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    body: text('body').notNull().default(''),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_slug_idx').on(t.slug)],
);
