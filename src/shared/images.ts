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

/**
 * The widths a browser may pick for an image shown at most `shownPx` CSS pixels wide, on screens of up to
 * three device pixels per CSS pixel: those below it and the first that covers it. A 120 px thumbnail needs
 * only the 480 px variant; naming the 960 and 1600 ones would only lengthen the page.
 */
export function usefulWidths(shownPx = Number.POSITIVE_INFINITY): number[] {
  const needed = shownPx * 3;
  const covering = VARIANT_WIDTHS.findIndex((w) => w >= needed);
  return covering < 0 ? [...VARIANT_WIDTHS] : VARIANT_WIDTHS.slice(0, covering + 1);
}

/**
 * srcset strings per format, or null when the URL has no variants (external or SVG images); `shownPx`, the
 * image's largest width on the page when it is fixed, leaves out the widths no screen would pick.
 */
export function imageSrcSets(url: string, shownPx?: number): Record<VariantFormat, string> | null {
  const base = variantBase(url);
  if (!base) return null;
  const widths = usefulWidths(shownPx);
  const set = (format: VariantFormat) => widths.map((w) => `${variantUrl(base, w, format)} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
}
