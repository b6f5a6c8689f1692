import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../../shared/schemas/media';
import { AppError } from '../../lib/errors';

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
export async function prepareImage(buffer: Buffer, options: { allowSvg: boolean }) {
  const info = await inspectImage(buffer, options);
  return { info, data: info.kind === 'raster' ? await reencodeRaster(buffer, info) : buffer };
}

export const tooManyPixels = () =>
  new AppError(
    'bad_request',
    `The image has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
  );

export function unreadable(error: unknown, type: FileType): AppError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels();
  if (type.kind === 'svg') return new AppError('unsupported', 'The file is not a valid SVG image');
  return new AppError('bad_request', 'The image could not be read: the file is damaged or incomplete');
}
