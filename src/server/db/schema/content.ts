import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const headerSlides = pgTable(
  'header_slides',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    buttonText: text('button_text').notNull(),
    href: text('href').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('header_slides_order_idx').on(t.order, t.id)],
);

export const heroSlides = pgTable(
  'hero_slides',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    mediaType: text('media_type').notNull().default('image'),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    hasOverlay: integer('has_overlay').notNull().default(1),
    buttonText: text('button_text').notNull().default('Enquire Now'),
    buttonLink: text('button_link').notNull().default('#contact'),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('hero_slides_order_idx').on(t.order, t.id)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    headline: text('headline'),
    quote: text('quote').notNull(),
    clientName: text('client_name').notNull(),
    clientTitle: text('client_title'),
    vehicleName: text('vehicle_name'),
    testimonialDate: text('testimonial_date'),
    reviewUrl: text('review_url'),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('testimonials_order_idx').on(t.order, t.id)],
);

export const brandLogos = pgTable(
  'brand_logos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('brand_logos_order_idx').on(t.order, t.id)],
);

export const serviceItems = pgTable(
  'service_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('service_items_order_idx').on(t.order, t.id)],
);

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
