import { z } from 'zod';
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
] as const;
export type SiteSettingKey = (typeof siteSettingKeys)[number];
export const siteSettingInput = z
  .object({ key: z.enum(siteSettingKeys), value: text(2000).trim() })
  .superRefine((s, ctx) => {
    if (s.key === 'hotjar_id' && s.value !== '' && !/^\d{1,12}$/.test(s.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Hotjar ID must be digits' });
    }
    if ((s.key === 'favicon_url' || s.key === 'seo_og_image_url') && !siteUrl().safeParse(s.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Must be a relative path or an http(s) URL' });
    }
  });
export type SiteSetting = { key: string; value: string };

export const requiredSettingText = requiredText;
