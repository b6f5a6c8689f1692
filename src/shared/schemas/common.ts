import { z } from 'zod';
import { CONTROL_CHARACTERS, LONE_SURROGATE, URL_CONTROL_CHARACTERS } from '../text-rules';

export const currentYear = () => new Date().getFullYear();

/**
 * A positive integer id taken from a URL segment, written as plain digits: "1e3", "0x10" or " 7" are
 * refused rather than read as some other record's id.
 */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().positive('Must be a positive whole number').max(2_147_483_647, 'Too big')),
});

export const int = (min = 0, max = 2_000_000_000) => z.number().int().min(min).max(max);
export const order = int(-1_000_000, 1_000_000);

/** Free text with a sane upper bound; control characters other than tab/newline are refused. */
export const text = (max = 500) =>
  z
    .string()
    .max(max)
    .refine((s) => !CONTROL_CHARACTERS.test(s), 'Contains control characters')
    .refine((s) => !LONE_SURROGATE.test(s), 'Contains invalid characters');
export const requiredText = (max = 500) => text(max).trim().min(1, 'Required');

/** Optional text where an empty string means "not given" and is stored as null. */
export const nullableText = (max = 500) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text(max).trim().nullable().optional(),
  ) as unknown as z.ZodOptional<z.ZodNullable<z.ZodString>>;

export const email = z.string().trim().max(254).pipe(z.email('Invalid email address'));

/**
 * A URL stored for images, links and videos: either a site-relative path or an http(s) URL.
 * javascript: and data: URLs are refused so stored links can never run script.
 */
export const siteUrl = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(
      (s) => s === '' || s.startsWith('/') || s.startsWith('#') || /^https?:\/\/[^\s]+$/i.test(s),
      'Must be a relative path or an http(s) URL',
    )
    .refine((s) => !s.startsWith('//'), 'Protocol-relative URLs are not allowed')
    .refine((s) => !URL_CONTROL_CHARACTERS.test(s) && !LONE_SURROGATE.test(s), 'Contains invalid characters');

/** 1 or 0 flags of the spec (hasOverlay, isEnabled); booleans are accepted and normalised. */
export const flag = z.preprocess(
  (v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v),
  z.union([z.literal(0), z.literal(1)]),
);

/** ISO timestamp string as sent in JSON records. */
export const isoDate = z.string();

/**
 * The PATCH form of a create schema: every field optional and no defaults applied,
 * so a partial update never resets fields it did not mention.
 */
export function patchOf<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
    shape[key] = inner.optional();
  }
  return z.object(shape) as unknown as z.ZodObject<{
    [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer I> ? I : T[K]>;
  }>;
}
