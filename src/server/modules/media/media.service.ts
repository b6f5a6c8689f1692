import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantBase, variantUrl } from '../../../shared/images';
import {
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  type MediaAsset,
  type MediaListQuery,
} from '../../../shared/schemas/media';
import type { Page } from '../../../shared/schemas/paging';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { listOrPage } from '../../lib/paged-list';
import { matchesAllWords, receivedBetween } from '../../lib/paging';
import { generatedBaseName, localStorage, type UploadStorage } from './storage';

/** Decoding more than this could exhaust memory (a "pixel flood": huge dimensions in a tiny file). */
export const MAX_INPUT_PIXELS = 50_000_000;

export type FileType = { kind: 'raster' | 'svg' | 'video'; mimeType: string; ext: string };

const RASTER_TYPES_TEXT = 'JPEG, PNG, GIF, WebP or AVIF';
export const PUBLIC_IMAGE_TYPES_MESSAGE = `Unsupported file type: upload a ${RASTER_TYPES_TEXT} image`;
export const ADMIN_MEDIA_TYPES_MESSAGE = `Unsupported file type: upload a JPEG, PNG, GIF, WebP, AVIF or SVG image, or an MP4 or WebM video`;
export const IMAGE_TOO_LARGE_MESSAGE = `The image is too large: images may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
export const VIDEO_TOO_LARGE_MESSAGE = `The video is too large: videos may be at most ${MAX_VIDEO_BYTES / 1024 / 1024} MB`;
export const EMPTY_FILE_MESSAGE = 'The uploaded file is empty';

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
]);
const SVG_START =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** How many leading bytes detectFileType needs to decide. */
export const SNIFF_BYTES = 4096;

/**
 * The type of a file from its first bytes; the client's file name and Content-Type are never trusted.
 * Returns null for anything we do not accept.
 */
export function detectFileType(head: Buffer): FileType | null {
  const ascii = (start: number, end: number) => head.toString('latin1', start, end);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { kind: 'raster', mimeType: 'image/jpeg', ext: 'jpg' };
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { kind: 'raster', mimeType: 'image/png', ext: 'png' };
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')
    return { kind: 'raster', mimeType: 'image/gif', ext: 'gif' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
    return { kind: 'raster', mimeType: 'image/webp', ext: 'webp' };
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') {
    // ISO base media: the major brand and the compatible brands say whether it is AVIF or MP4.
    const boxEnd = Math.min(head.length, Math.max(16, head.readUInt32BE(0)));
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at, at + 4));
    if (brands.some((b) => b === 'avif' || b === 'avis'))
      return { kind: 'raster', mimeType: 'image/avif', ext: 'avif' };
    if (MP4_BRANDS.has(brands[0])) return { kind: 'video', mimeType: 'video/mp4', ext: 'mp4' };
    return null;
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    // EBML: WebM declares the doctype "webm" in its header (plain Matroska says "matroska").
    return head.subarray(0, 64).includes('webm')
      ? { kind: 'video', mimeType: 'video/webm', ext: 'webm' }
      : null;
  }
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  if (SVG_START.test(text)) return { kind: 'svg', mimeType: 'image/svg+xml', ext: 'svg' };
  return null;
}

type ImageInfo = FileType & { width: number | null; height: number | null };

/**
 * Checks an uploaded image by its content: type by magic bytes, then sharp must read it in full
 * (truncated or corrupt files fail) within the pixel limit. SVG must parse as SVG.
 */
export async function inspectImage(buffer: Buffer, options: { allowSvg: boolean }): Promise<ImageInfo> {
  const typesMessage = options.allowSvg ? ADMIN_MEDIA_TYPES_MESSAGE : PUBLIC_IMAGE_TYPES_MESSAGE;
  if (buffer.length === 0) throw new AppError('bad_request', EMPTY_FILE_MESSAGE);
  if (buffer.length > MAX_IMAGE_BYTES) throw new AppError('too_large', IMAGE_TOO_LARGE_MESSAGE);
  const type = detectFileType(buffer.subarray(0, SNIFF_BYTES));
  if (!type || type.kind === 'video' || (type.kind === 'svg' && !options.allowSvg))
    throw new AppError('unsupported', typesMessage);

  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw unreadable(error, type);
  }
  if (type.kind === 'svg') {
    if (meta.format !== 'svg') throw new AppError('unsupported', 'The file is not a valid SVG image');
    return { ...type, width: meta.width ?? null, height: meta.height ?? null };
  }
  const expected = type.ext === 'jpg' ? 'jpeg' : type.ext === 'avif' ? 'heif' : type.ext;
  if (meta.format !== expected) throw new AppError('unsupported', typesMessage);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();
  try {
    // A full (but cheap, shrink-on-load) decode: the header alone does not prove the data is all there.
    await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .resize({ width: 64, withoutEnlargement: true })
      .raw()
      .toBuffer();
  } catch (error) {
    throw unreadable(error, type);
  }
  // Stored dimensions are as displayed: EXIF orientations 5-8 swap width and height.
  const swap = (meta.orientation ?? 1) >= 5;
  return {
    ...type,
    width: (swap ? meta.height : meta.width) ?? null,
    height: (swap ? meta.width : meta.height) ?? null,
  };
}

/**
 * What is stored for a raster upload: its pixels re-encoded at high quality and turned upright, with no
 * metadata (a phone photo's EXIF carries the GPS position of where it was taken, often the seller's
 * home) and nothing of what followed the image data (where a polyglot file hides HTML or script).
 */
export async function reencodeRaster(buffer: Buffer, type: FileType): Promise<Buffer> {
  // GIF and WebP may be animated: every frame is kept.
  const animated = type.ext === 'gif' || type.ext === 'webp';
  const input = () => sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated });
  try {
    const { pages = 1 } = await input().metadata();
    // EXIF orientation belongs to still photos: an animation is loaded as one tall strip of frames,
    // which turning would scramble.
    const image = pages > 1 ? input() : input().rotate();
    switch (type.ext) {
      case 'jpg':
        return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      case 'png':
        return await image.png().toBuffer();
      case 'webp':
        return await image.webp({ quality: 90 }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
      case 'avif':
        return await image.avif({ quality: 75, effort: 2 }).toBuffer();
      default:
        throw new AppError('unsupported', PUBLIC_IMAGE_TYPES_MESSAGE);
    }
  } catch (error) {
    throw error instanceof AppError ? error : unreadable(error, type);
  }
}

/** Checks an upload (inspectImage) and returns the bytes to store: raster images re-encoded, SVG as sent. */
async function prepareImage(buffer: Buffer, options: { allowSvg: boolean }) {
  const info = await inspectImage(buffer, options);
  return { info, data: info.kind === 'raster' ? await reencodeRaster(buffer, info) : buffer };
}

const tooManyPixels = () =>
  new AppError(
    'bad_request',
    `The image has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
  );

function unreadable(error: unknown, type: FileType): AppError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels();
  if (type.kind === 'svg') return new AppError('unsupported', 'The file is not a valid SVG image');
  return new AppError('bad_request', 'The image could not be read: the file is damaged or incomplete');
}

// ---------------------------------------------------------------- responsive variants

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

type Variant = { format: string; width: number; url: string };
const fileOf = (url: string) => url.slice('/uploads/'.length);

/** Writes the AVIF and WebP files src/shared/images.ts names for this upload, from one decode. */
async function writeVariants(storage: UploadStorage, base: string, buffer: Buffer): Promise<Variant[]> {
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

function queueVariants(base: string, job: () => Promise<void>): Promise<void> {
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
async function scheduleVariants(
  uploadsDir: string,
  filename: string,
  buffer: Buffer,
  options: StoreOptions,
  onDone?: (variants: Variant[]) => Promise<void>,
): Promise<void> {
  // Only the formats the srcset convention covers get variants (not GIF, AVIF, SVG or video).
  const base = variantBase(`/uploads/${filename}`);
  if (!base) return;
  const job = queueVariants(base, async () => {
    const variants = await writeVariants(localStorage(uploadsDir), base, buffer);
    await onDone?.(variants);
  });
  if (options.awaitVariants) return job;
  job.catch((error) =>
    options.logger?.error({ err: error, file: filename }, 'could not create image variants'),
  );
}

// ---------------------------------------------------------------- media library

type Row = typeof mediaAssets.$inferSelect;
const toAsset = (row: Row): MediaAsset => ({
  id: row.id,
  publicUrl: row.publicUrl,
  mimeType: row.mimeType,
  filename: row.filename,
  originalName: row.originalName,
  sizeBytes: row.sizeBytes,
  altText: row.altText,
  width: row.width,
  height: row.height,
  createdAt: row.createdAt.toISOString(),
});

/** A display name from a client-supplied file name: never used in a path, only shown to staff. */
export function cleanOriginalName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .replace(/\\/g, '/')
    .split('/')
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return cleaned || 'upload';
}

/**
 * Stores an image in the media library (admin uploads, seed content). SVG is accepted here because
 * uploads are served with a sandboxing CSP; raster images get AVIF and WebP variants.
 */
export async function storeImage(
  db: Db,
  uploadsDir: string,
  input: { buffer: Buffer; originalName: string; altText?: string },
  options: StoreOptions = {},
): Promise<MediaAsset> {
  const { info, data } = await prepareImage(input.buffer, { allowSvg: true });
  const filename = `${generatedBaseName()}.${info.ext}`;
  await localStorage(uploadsDir).write(filename, data);
  let row: Row;
  try {
    [row] = await db
      .insert(mediaAssets)
      .values({
        publicUrl: `/uploads/${filename}`,
        mimeType: info.mimeType,
        filename,
        originalName: cleanOriginalName(input.originalName),
        sizeBytes: data.length,
        altText: input.altText?.trim() ?? '',
        width: info.width,
        height: info.height,
      })
      .returning();
  } catch (error) {
    await removeFiles(uploadsDir, filename);
    throw error;
  }
  // The row records its variants once they exist on disk.
  await scheduleVariants(uploadsDir, filename, data, options, async (variants) => {
    await db.update(mediaAssets).set({ variants }).where(eq(mediaAssets.id, row.id));
  });
  return toAsset(row);
}

/** A photo for a sell/consignment request: checked and stored like media, but no library row and no SVG. */
export async function storePublicImage(
  uploadsDir: string,
  buffer: Buffer,
  options: StoreOptions = {},
): Promise<{ url: string }> {
  const { info, data } = await prepareImage(buffer, { allowSvg: false });
  const filename = `${generatedBaseName()}.${info.ext}`;
  await localStorage(uploadsDir).write(filename, data);
  await scheduleVariants(uploadsDir, filename, data, options);
  return { url: `/uploads/${filename}` };
}

/** Streams an MP4 or WebM video to disk (no variants). `chunks` must start with the sniffed bytes. */
export async function storeVideo(
  db: Db,
  uploadsDir: string,
  input: { type: FileType; chunks: AsyncIterable<Buffer>; originalName: string; altText?: string },
): Promise<MediaAsset> {
  const storage = localStorage(uploadsDir);
  const filename = `${generatedBaseName()}.${input.type.ext}`;
  let size = 0;
  async function* counted() {
    for await (const chunk of input.chunks) {
      size += chunk.length;
      if (size > MAX_VIDEO_BYTES) throw new AppError('too_large', VIDEO_TOO_LARGE_MESSAGE);
      yield chunk;
    }
  }
  await storage.writeStream(filename, counted());
  if (size === 0) {
    await storage.remove(filename);
    throw new AppError('bad_request', EMPTY_FILE_MESSAGE);
  }
  try {
    const [row] = await db
      .insert(mediaAssets)
      .values({
        publicUrl: `/uploads/${filename}`,
        mimeType: input.type.mimeType,
        filename,
        originalName: cleanOriginalName(input.originalName),
        sizeBytes: size,
        altText: input.altText?.trim() ?? '',
      })
      .returning();
    return toAsset(row);
  } catch (error) {
    await storage.remove(filename);
    throw error;
  }
}

/** The variant files an upload has by the naming convention (empty for GIF, AVIF, SVG and video). */
function plannedVariants(filename: string): Variant[] {
  const base = variantBase(`/uploads/${filename}`);
  if (!base) return [];
  return VARIANT_WIDTHS.flatMap((width) =>
    VARIANT_FORMATS.map((format) => ({ format, width, url: variantUrl(base, width, format) })),
  );
}

async function removeFiles(uploadsDir: string, filename: string, recorded: Variant[] = []) {
  const storage = localStorage(uploadsDir);
  const base = variantBase(`/uploads/${filename}`);
  // A variant job still running would write its files after we delete: let it finish first.
  if (base) await pendingVariants.get(base)?.catch(() => undefined);
  const names = new Set([filename, ...[...plannedVariants(filename), ...recorded].map((v) => fileOf(v.url))]);
  await Promise.all([...names].map((name) => storage.remove(name)));
}

/** Newest first: the library opens on what was just uploaded. */
/**
 * The library, newest first: all of it, or with `limit` one page; searchable over the names and alt
 * text, and narrowed to images or videos for a picker that wants one of them.
 */
export async function listMedia(
  db: Db,
  query: MediaListQuery = {},
): Promise<MediaAsset[] | Page<MediaAsset>> {
  const filters = and(
    query.type ? sql`${mediaAssets.mimeType} like ${`${query.type}/%`}` : undefined,
    matchesAllWords(
      [sql`${mediaAssets.originalName}`, sql`${mediaAssets.altText}`, sql`${mediaAssets.filename}`],
      query.q,
    ),
    receivedBetween(mediaAssets.createdAt, query),
  );
  return listOrPage(db, mediaAssets, filters, query, toAsset);
}

export async function updateMediaAltText(db: Db, id: number, altText: string): Promise<MediaAsset> {
  const [row] = await db.update(mediaAssets).set({ altText }).where(eq(mediaAssets.id, id)).returning();
  if (!row) throw notFound('Media asset');
  return toAsset(row);
}

/** Deletes the record, then its file and every variant. */
export async function deleteMedia(db: Db, uploadsDir: string, id: number): Promise<void> {
  const [row] = await db.delete(mediaAssets).where(eq(mediaAssets.id, id)).returning();
  if (!row) throw notFound('Media asset');
  await removeFiles(uploadsDir, row.filename, row.variants);
}
