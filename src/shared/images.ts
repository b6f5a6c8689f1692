/**
 * Responsive variants of an uploaded raster image, by naming convention so any stored URL can be
 * turned into a srcset without a lookup: /uploads/abc.jpg → /uploads/abc-w480.webp, /uploads/abc-w960.avif …
 * The media service creates exactly these files for every raster upload (JPEG, PNG, WebP).
 */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const RASTER_UPLOAD = /^\/uploads\/([\w-]+)\.(jpe?g|png|webp)$/i;

export const variantUrl = (base: string, width: number, format: VariantFormat) =>
  `/uploads/${base}-w${width}.${format}`;

/** The base name if this URL is a raster upload that has variants, else null. */
export function variantBase(url: string): string | null {
  return RASTER_UPLOAD.exec(url)?.[1] ?? null;
}

/** srcset strings per format, or null when the URL has no variants (external or SVG images). */
export function imageSrcSets(url: string): Record<VariantFormat, string> | null {
  const base = variantBase(url);
  if (!base) return null;
  const set = (format: VariantFormat) =>
    VARIANT_WIDTHS.map((w) => `${variantUrl(base, w, format)} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
}
