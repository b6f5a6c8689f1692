import { useState } from 'react';
import type { MediaAsset } from '../../../../shared/schemas/media';
import { toast } from '../../../components/ui/toast';
import { reasonOf, useAdminMutation } from '../../lib/admin-api';
import { GRID_PAGE_LIMIT, usePagedList } from '../../lib/paged-list';

const MEDIA_ENDPOINT = '/api/admin/media';
/** Every view of the library (each search, type and page) starts with this key. */
export const MEDIA_KEY = [MEDIA_ENDPOINT];

export type MediaType = 'image' | 'video' | 'all';

/** SPEC §5: with type image only image/* files, with video only video/*, with all anything. */
export const acceptsFile = (mediaType: MediaType, file: { type: string }) =>
  mediaType === 'all' || file.type.startsWith(`${mediaType}/`);

/** The `accept` attribute of a file chooser for the media type. */
export const acceptFor = (mediaType: MediaType) =>
  mediaType === 'image' ? 'image/*' : mediaType === 'video' ? 'video/*' : undefined;

/** Variants of an upload are made just after it is stored; until then only the original exists. */
export const isFresh = (asset: Pick<MediaAsset, 'createdAt'>) =>
  Date.now() - Date.parse(asset.createdAt) < 120_000;

export const isVideo = (asset: Pick<MediaAsset, 'mimeType'>) => asset.mimeType.startsWith('video/');

/**
 * The library a page at a time, newest first (a fresh upload is where staff look for it), searched by
 * the server over names and alt text and narrowed to images or videos.
 */
export function useMediaPages(search: string, mediaType: MediaType = 'all') {
  return usePagedList<MediaAsset>(
    MEDIA_ENDPOINT,
    { q: search, type: mediaType === 'all' ? undefined : mediaType },
    GRID_PAGE_LIMIT,
  );
}

/**
 * Uploads files one after another (SPEC §4), each its own request with the field `file`. A failed
 * file gets its toast and the rest still go; resolves with the assets that were stored.
 */
export function useMediaUpload() {
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const upload = useAdminMutation<File, MediaAsset>({
    method: 'POST',
    path: () => '/api/admin/media/upload',
    body: (file) => {
      const form = new FormData();
      form.append('file', file);
      return form;
    },
    invalidate: [MEDIA_KEY],
    failure: 'Upload failed',
    describe: (error) => reasonOf(error, 'Upload failed'),
  });

  const uploadFiles = async (files: File[]) => {
    const stored: MediaAsset[] = [];
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ current: index + 1, total: files.length });
        try {
          const asset = await upload.mutateAsync(file);
          stored.push(asset);
          toast({
            title: file.type.startsWith('video/')
              ? 'Video uploaded successfully!'
              : 'Image uploaded successfully!',
          });
        } catch {
          // Already reported by the failure toast; carry on with the next file.
        }
      }
    } finally {
      setProgress(null);
    }
    return stored;
  };

  return { uploadFiles, uploading: progress !== null, progress };
}

export function useUpdateAltText() {
  return useAdminMutation<{ id: number; altText: string }, MediaAsset>({
    method: 'PATCH',
    path: ({ id }) => `/api/admin/media/${id}`,
    body: ({ altText }) => ({ altText }),
    invalidate: [MEDIA_KEY],
    success: 'Alt text updated',
    failure: 'Update failed',
  });
}

export function useDeleteMedia() {
  return useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `/api/admin/media/${id}`,
    invalidate: [MEDIA_KEY],
    success: 'Image deleted successfully',
    failure: 'Delete failed',
  });
}
