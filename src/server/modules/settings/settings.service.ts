import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { BRAND } from '../../../shared/brand';
import { DEFAULT_MAX_HIRE_DAYS } from '../../../shared/hire-booking';
import { type AgedThresholds, DEFAULT_AGED_THRESHOLDS } from '../../../shared/schemas/reports';
import {
  AGED_STOCK_KEYS,
  type AutoEmailSettings,
  agedDaysOf,
  type autoEmailSettingsInput,
  DEFAULT_AUTO_EMAIL_SUBJECT,
  type FooterSettings,
  type FooterSettingsInput,
  footerFields,
  MAX_HIRE_DAYS_KEY,
  maxHireDaysOf,
  type SiteSetting,
  type siteSettingInput,
} from '../../../shared/schemas/settings';
import type { Db } from '../../db/client';
import { autoEmailSettings, footerSettings, siteSettings } from '../../db/schema/index';

export async function listSiteSettings(db: Db): Promise<SiteSetting[]> {
  return db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .orderBy(asc(siteSettings.key));
}

export async function saveSiteSetting(db: Db, input: z.infer<typeof siteSettingInput>): Promise<SiteSetting> {
  await db
    .insert(siteSettings)
    .values(input)
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: input.value } });
  return { key: input.key, value: input.value };
}

/** The longest hire a booking may ask for, in hire days: the site setting, or 90 while it is unset. */
export async function getMaxHireDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, MAX_HIRE_DAYS_KEY));
  return maxHireDaysOf(row?.value) ?? DEFAULT_MAX_HIRE_DAYS;
}

/** The aged-stock thresholds in days (the settings, else 60 and 90), the smaller first. */
export async function agedThresholds(db: Db): Promise<AgedThresholds> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, Object.values(AGED_STOCK_KEYS)));
  const stored = (key: string) => agedDaysOf(rows.find((r) => r.key === key)?.value);
  const aged = stored(AGED_STOCK_KEYS.aged) ?? DEFAULT_AGED_THRESHOLDS.aged;
  const veryAged = stored(AGED_STOCK_KEYS.veryAged) ?? DEFAULT_AGED_THRESHOLDS.veryAged;
  return { aged: Math.min(aged, veryAged), veryAged: Math.max(aged, veryAged) };
}

/** Every footer field, null where staff have not set it (the public side falls back to its own wording). */
export async function getFooterSettings(db: Db): Promise<FooterSettings> {
  const [row] = await db.select().from(footerSettings).where(eq(footerSettings.id, 1));
  return Object.fromEntries(footerFields.map((field) => [field, row?.[field] ?? null])) as FooterSettings;
}

/** Replaces every footer field; one left out or empty becomes unset. */
export async function saveFooterSettings(db: Db, input: FooterSettingsInput): Promise<FooterSettings> {
  const values = Object.fromEntries(
    footerFields.map((field) => [field, input[field] || null]),
  ) as FooterSettings;
  await db
    .insert(footerSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: footerSettings.id, set: values });
  return values;
}

/** While staff have saved no footer phone, the reply gives the same fallback number the site shows. */
const DEFAULT_PHONE = BRAND.phone;

const defaultAutoEmailBody = (phone: string) =>
  [
    'Hello,',
    '',
    `Thank you for contacting ${BRAND.name}. We have received your enquiry and a member of our team will be in touch shortly.`,
    '',
    'Whether you are buying, selling, consigning or hiring, we look forward to helping you with your next luxury or performance vehicle.',
    '',
    'Kind regards,',
    `The ${BRAND.name} team`,
    '',
    `If your enquiry is urgent, please call us on ${phone}.`,
  ].join('\n');

/** The reply sent to whoever makes an enquiry; until staff save their own, a default that is switched on. */
export async function getAutoEmailSettings(db: Db): Promise<AutoEmailSettings> {
  const [row] = await db
    .select({
      subject: autoEmailSettings.subject,
      body: autoEmailSettings.body,
      isEnabled: autoEmailSettings.isEnabled,
    })
    .from(autoEmailSettings)
    .where(eq(autoEmailSettings.id, 1));
  if (row) return { ...row, isEnabled: row.isEnabled as AutoEmailSettings['isEnabled'] };
  const { phone } = await getFooterSettings(db);
  return {
    subject: DEFAULT_AUTO_EMAIL_SUBJECT,
    body: defaultAutoEmailBody(phone ?? DEFAULT_PHONE),
    isEnabled: 1,
  };
}

export async function saveAutoEmailSettings(
  db: Db,
  input: z.infer<typeof autoEmailSettingsInput>,
): Promise<AutoEmailSettings> {
  await db
    .insert(autoEmailSettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: autoEmailSettings.id, set: input });
  return input;
}
