import { and, eq, sql } from 'drizzle-orm';
import { variantBase } from '../../../shared/images';
import { MAX_VIDEO_BYTES, type MediaAsset, type MediaListQuery } from '../../../shared/schemas/media';
import type { Page } from '../../../shared/schemas/paging';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { AppError, notFound } from '../../lib/errors';
import { listOrPage } from '../../lib/paged-list';
import { matchesAllWords, receivedBetween } from '../../lib/paging';
import { generatedBaseName, storeFailure, type UploadStorage } from '../../storage/storage';
import { EMPTY_FILE_MESSAGE, type FileType, prepareImage, VIDEO_TOO_LARGE_MESSAGE } from './file-type';
import {
  fileOf,
  plannedVariants,
  type StoreOptions,
  scheduleVariants,
  type Variant,
  variantJobFinished,
} from './variants';

type Row = typeof mediaAssets.$inferSelect;
/** Every column but the variant list, which stays on the server (MediaAsset has no such field). */
export const toAsset = recordOf<MediaAsset>()([
  'id',
  'publicUrl',
  'mimeType',
  'filename',
  'originalName',
  'sizeBytes',
  'altText',
  'width',
  'height',
  'createdAt',
]);

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
  storage: UploadStorage,
  input: { buffer: Buffer; originalName: string; altText?: string },
  options: StoreOptions = {},
): Promise<MediaAsset> {
  const { info, data } = await prepareImage(input.buffer, { allowSvg: true });
  const filename = `${generatedBaseName()}.${info.ext}`;
  await storage.write(filename, data).catch(storeFailure);
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
    await removeFiles(storage, filename);
    throw error;
  }
  // The row records its variants once they exist in the store. Another instance may have deleted the
  // upload while they were being made (it cannot wait for this instance's job): then they are removed here.
  await scheduleVariants(storage, filename, data, options, async (variants) => {
    const recorded = await db
      .update(mediaAssets)
      .set({ variants })
      .where(eq(mediaAssets.id, row.id))
      .returning({ id: mediaAssets.id });
    if (recorded.length === 0) await removeStored(storage, filename, variants);
  });
  return toAsset(row);
}

/** A photo for a sell/consignment request: checked and stored like media, but no library row and no SVG. */
export async function storePublicImage(
  storage: UploadStorage,
  buffer: Buffer,
  options: StoreOptions = {},
): Promise<{ url: string }> {
  const { info, data } = await prepareImage(buffer, { allowSvg: false });
  // The prefix marks a visitor's upload, so housekeeping can find those never attached to a submission.
  const filename = `${SELL_PHOTO_PREFIX}${generatedBaseName()}.${info.ext}`;
  await storage.write(filename, data).catch(storeFailure);
  await scheduleVariants(storage, filename, data, options);
  return { url: `/uploads/${filename}` };
}

/** Streams an MP4 or WebM video to the store (no variants). `chunks` must start with the sniffed bytes. */
export async function storeVideo(
  db: Db,
  storage: UploadStorage,
  input: { type: FileType; chunks: AsyncIterable<Buffer>; originalName: string; altText?: string },
): Promise<MediaAsset> {
  const filename = `${generatedBaseName()}.${input.type.ext}`;
  let size = 0;
  async function* counted() {
    for await (const chunk of input.chunks) {
      size += chunk.length;
      if (size > MAX_VIDEO_BYTES) throw new AppError('too_large', VIDEO_TOO_LARGE_MESSAGE);
      yield chunk;
    }
  }
  await storage.writeStream(filename, counted()).catch(storeFailure);
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

async function removeFiles(storage: UploadStorage, filename: string, recorded: Variant[] = []) {
  const base = variantBase(`/uploads/${filename}`);
  // A variant job still running would write its files after we delete: let it finish first.
  if (base) await variantJobFinished(base);
  await removeStored(storage, filename, recorded);
}

/** Removes an upload and every variant it has or may have (by the naming convention, and as recorded). */
async function removeStored(storage: UploadStorage, filename: string, recorded: Variant[]) {
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
export async function deleteMedia(db: Db, storage: UploadStorage, id: number): Promise<void> {
  const [row] = await db.delete(mediaAssets).where(eq(mediaAssets.id, id)).returning();
  if (!row) throw notFound('Media asset');
  await removeFiles(storage, row.filename, row.variants);
}

/** Names of photos visitors upload with a sell or consignment request (variants share the prefix). */
export const SELL_PHOTO_PREFIX = 'sell-';
const SELL_PHOTO = /^sell-[0-9a-f]{32}\.[a-z0-9]+$/;
/** A visitor who uploads photos and never sends the form leaves them behind; a week is ample to finish. */
export const UNATTACHED_SELL_PHOTO_DAYS = 7;

/**
 * Removes visitors' sell-car photos (with their variants) uploaded more than a week ago and attached to
 * no submission, nor used by staff on a car or hire car. Returns the names removed.
 */
export async function removeUnattachedSellPhotos(
  db: Db,
  storage: UploadStorage,
  now = new Date(),
): Promise<string[]> {
  const cutoff = now.getTime() - UNATTACHED_SELL_PHOTO_DAYS * 24 * 60 * 60 * 1000;
  const old = (await storage.list(SELL_PHOTO_PREFIX))
    .filter((o) => SELL_PHOTO.test(o.name) && o.modified.getTime() < cutoff)
    .map((o) => o.name);
  if (old.length === 0) return [];
  const urls = old.map((name) => `/uploads/${name}`);
  const used = await db.execute(sql`
    select url from unnest(string_to_array(${urls.join(',')}, ',')) as u(url)
    where exists (select 1 from sell_submissions where images ? u.url)
       or exists (select 1 from cars where images ? u.url)
       or exists (select 1 from hire_cars where images ? u.url)`);
  const keep = new Set(rowsOf<{ url: string }>(used).map((r) => r.url));
  const removed = old.filter((name) => !keep.has(`/uploads/${name}`));
  for (const name of removed) await removeFiles(storage, name);
  return removed;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
