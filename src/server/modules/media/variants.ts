import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantBase, variantUrl } from '../../../shared/images';
import type { UploadStorage } from '../../storage/storage';
import { MAX_INPUT_PIXELS } from './file-type';

// Each upload is decoded once and its variants cut from that decode, so libvips' cache of recent operations
// (50 MB by default) is never hit: it would only hold memory a small server needs (issue 18).
sharp.cache(false);

/**
 * Variant jobs run one at a time in the background: several large uploads at once must not take
 * all the memory of a small server. Tracked per base name so a delete can wait for its job.
 */
let variantQueue: Promise<unknown> = Promise.resolve();
const pendingVariants = new Map<string, Promise<unknown>>();

/** Resolves when every queued variant job has finished (the app waits for this on close). */
export async function variantsSettled(): Promise<void> {
  await Promise.allSettled([...pendingVariants.values()]);
}

export type Variant = { format: string; width: number; url: string };
export const fileOf = (url: string) => url.slice('/uploads/'.length);

/** Writes the AVIF and WebP files src/shared/images.ts names for this upload, from one decode. */
export async function writeVariants(
  storage: UploadStorage,
  base: string,
  buffer: Buffer,
): Promise<Variant[]> {
  const largest = Math.max(...VARIANT_WIDTHS);
  // .rotate() applies the EXIF orientation, so phone photos are upright in every variant.
  const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    // 8-bit sRGB pixels: the smaller variants are cut from this instead of decoding the upload again.
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants: Variant[] = [];
  for (const width of VARIANT_WIDTHS) {
    for (const format of VARIANT_FORMATS) {
      const resized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
      const encoded = await (format === 'avif'
        ? resized.avif({ quality: 50, effort: 2 })
        : resized.webp({ quality: 78 })
      ).toBuffer();
      const url = variantUrl(base, width, format);
      await storage.write(fileOf(url), encoded);
      variants.push({ format, width, url });
    }
  }
  return variants;
}

export function queueVariants(base: string, job: () => Promise<void>): Promise<void> {
  const run = variantQueue.then(job);
  variantQueue = run.catch(() => undefined);
  pendingVariants.set(base, run);
  const forget = () => {
    if (pendingVariants.get(base) === run) pendingVariants.delete(base);
  };
  run.then(forget, forget);
  return run;
}

export type StoreOptions = {
  /** Wait for the AVIF/WebP variants (seed scripts, tests); by default they are made after the reply. */
  awaitVariants?: boolean;
  logger?: FastifyBaseLogger;
};

/** Creates the variants of a stored upload, in the background unless awaitVariants. */
export async function scheduleVariants(
  storage: UploadStorage,
  filename: string,
  buffer: Buffer,
  options: StoreOptions,
  onDone?: (variants: Variant[]) => Promise<void>,
): Promise<void> {
  // Only the formats the srcset convention covers get variants (not GIF, AVIF, SVG or video).
  const base = variantBase(`/uploads/${filename}`);
  if (!base) return;
  const job = queueVariants(base, async () => {
    const variants = await writeVariants(storage, base, buffer);
    await onDone?.(variants);
  });
  if (options.awaitVariants) return job;
  job.catch((error) =>
    options.logger?.error({ err: error, file: filename }, 'could not create image variants'),
  );
}

/** The variant files an upload has by the naming convention (empty for GIF, AVIF, SVG and video). */
export function plannedVariants(filename: string): Variant[] {
  const base = variantBase(`/uploads/${filename}`);
  if (!base) return [];
  return VARIANT_WIDTHS.flatMap((width) =>
    VARIANT_FORMATS.map((format) => ({ format, width, url: variantUrl(base, width, format) })),
  );
}

/** Resolves once a variant job still running for this upload has finished (so its files can be deleted). */
export async function variantJobFinished(base: string): Promise<void> {
  await pendingVariants.get(base)?.catch(() => undefined);
}
