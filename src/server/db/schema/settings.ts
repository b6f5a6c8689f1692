import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Single-row tables: the row with id 1 holds the settings. */
export const footerSettings = pgTable('footer_settings', {
  id: integer('id').primaryKey().default(1),
  companyDescription: text('company_description'),
  buyerAdvocacyDescription: text('buyer_advocacy_description'),
  vendorAdvocacyDescription: text('vendor_advocacy_description'),
  strategicExitDescription: text('strategic_exit_description'),
  consignmentDescription: text('consignment_description'),
  phone: text('phone'),
  email: text('email'),
  linkedinUrl: text('linkedin_url'),
  instagramUrl: text('instagram_url'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  addressLine3: text('address_line3'),
  legalText: text('legal_text'),
});

export const testimonialSettings = pgTable('testimonial_settings', {
  id: integer('id').primaryKey().default(1),
  backgroundImageUrl: text('background_image_url'),
  backgroundColor: text('background_color').notNull().default('#000000'),
});

export const autoEmailSettings = pgTable('auto_email_settings', {
  id: integer('id').primaryKey().default(1),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  isEnabled: integer('is_enabled').notNull().default(1),
});
