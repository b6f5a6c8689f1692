import { z } from 'zod';
import { text } from './common';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;

export const mediaPatch = z.object({ altText: text(500).trim() });
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
