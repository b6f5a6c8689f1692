import { z } from 'zod';
import { BOOKING_HORIZON_DAYS } from '../hire-booking';
import { flag, requiredText, siteUrl, text } from './common';

const optionalText = (max = 2000) => z.preprocess((v) => (v === null ? '' : v), text(max).trim().optional());
const optionalUrl = z.preprocess((v) => (v === null ? '' : v), siteUrl().optional());

export const footerSettingsInput = z.object({
  companyDescription: optionalText(),
  buyerAdvocacyDescription: optionalText(),
  vendorAdvocacyDescription: optionalText(),
  strategicExitDescription: optionalText(),
  consignmentDescription: optionalText(),
  phone: optionalText(40),
  email: z.preprocess(
    (v) => (v === null ? '' : v),
    z.union([z.literal(''), z.string().trim().max(254).pipe(z.email('Invalid email address'))]).optional(),
  ),
  linkedinUrl: optionalUrl,
  instagramUrl: optionalUrl,
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  addressLine3: optionalText(200),
  legalText: optionalText(),
});
export type FooterSettingsInput = z.infer<typeof footerSettingsInput>;
export const footerFields = Object.keys(footerSettingsInput.shape) as (keyof FooterSettingsInput)[];
export type FooterSettings = Record<keyof FooterSettingsInput, string | null>;

export const DEFAULT_AUTO_EMAIL_SUBJECT = 'Thank You for Your Enquiry';
export const autoEmailSettingsInput = z.object({
  subject: requiredText(200),
  body: requiredText(20_000),
  isEnabled: flag.default(1),
});
export type AutoEmailSettings = z.infer<typeof autoEmailSettingsInput>;

/** Keys staff may set through POST /api/admin/site-settings. */
export const siteSettingKeys = [
  'hotjar_id',
  'favicon_url',
  'seo_site_title',
  'seo_meta_description',
  'seo_keywords',
  'seo_og_image_url',
  'hire_max_days',
  'stock_aged_days',
  'stock_very_aged_days',
] as const;
export type SiteSettingKey = (typeof siteSettingKeys)[number];
/**
 * The longest hire a booking request may ask for, in hire days (issue 33): empty for the default
 * (DEFAULT_MAX_HIRE_DAYS), else a whole number of days up to the 12 months bookings reach.
 */
export const MAX_HIRE_DAYS_KEY = 'hire_max_days' satisfies SiteSettingKey;
export const MAX_HIRE_DAYS_LIMIT = BOOKING_HORIZON_DAYS;
/** The stored value as a number of days, or null when it is empty or not one (the default applies). */
export function maxHireDaysOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,3}$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= MAX_HIRE_DAYS_LIMIT ? days : null;
}
/**
 * Aged stock (issue 32): a car for sale this many days after listing counts as aged, and past the second
 * as very aged. Empty for the defaults (60 and 90 days).
 */
export const AGED_STOCK_KEYS = {
  aged: 'stock_aged_days',
  veryAged: 'stock_very_aged_days',
} as const satisfies Record<string, SiteSettingKey>;
export const MAX_AGED_DAYS = 3650;
/** The stored value as a number of days, or null when it is empty or not one (the default applies). */
export function agedDaysOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= MAX_AGED_DAYS ? days : null;
}
const agedKeys: readonly string[] = Object.values(AGED_STOCK_KEYS);
export const siteSettingInput = z
  .object({ key: z.enum(siteSettingKeys), value: text(2000).trim() })
  .superRefine((s, ctx) => {
    if (s.key === 'hotjar_id' && s.value !== '' && !/^\d{1,12}$/.test(s.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Hotjar ID must be digits' });
    }
    if ((s.key === 'favicon_url' || s.key === 'seo_og_image_url') && !siteUrl().safeParse(s.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Must be a relative path or an http(s) URL' });
    }
    if (s.key === MAX_HIRE_DAYS_KEY && s.value !== '' && maxHireDaysOf(s.value) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `Longest hire must be a whole number of days from 1 to ${MAX_HIRE_DAYS_LIMIT}`,
      });
    }
    if (agedKeys.includes(s.key) && s.value !== '' && agedDaysOf(s.value) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `Aged stock must be a whole number of days from 1 to ${MAX_AGED_DAYS}`,
      });
    }
  });
export type SiteSetting = { key: string; value: string };

export const requiredSettingText = requiredText;
