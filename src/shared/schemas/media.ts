import { z } from 'zod';
import { text } from './common';
import { pageQuery } from './paging';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;

export const mediaPatch = z.object({ altText: text(500).trim() });

export const mediaTypes = ['image', 'video'] as const;
export type MediaKind = (typeof mediaTypes)[number];
/** GET /api/admin/media: searchable over file name and alt text, optionally images or videos only. */
export const mediaListQuery = pageQuery.extend({ type: z.enum(mediaTypes).optional() });
export type MediaListQuery = z.infer<typeof mediaListQuery>;
export type MediaAsset = {
  id: number;
  publicUrl: string;
  mimeType: string;
  filename: string;
  originalName: string;
  sizeBytes: number;
  altText: string;
  width: number | null;
  height: number | null;
  createdAt: string;
};
