import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { MAX_SELL_IMAGES } from '../../../shared/schemas/leads';
import { cn } from '../../components/ui/cn';
import { Check, ImagePlus, X } from '../../components/ui/icons';
import { getToken } from '../../lib/api';
import { notify } from '../components/forms/form-kit';

export const TOO_MANY_PHOTOS = `You can upload a maximum of ${MAX_SELL_IMAGES} images`;
const UPLOAD_URL = '/api/upload/sell-car-image';

export type Photo = {
  id: number;
  file: File;
  /** Object URL of the local file, for the thumbnail. */
  preview: string;
  status: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  /** 0..1 while uploading. */
  progress: number;
  /** Where the server stored it, once uploaded (kept so a retry does not upload it again). */
  url?: string;
  error?: string;
};

/**
 * One photo to POST /api/upload/sell-car-image (multipart field `file`). XMLHttpRequest rather than
 * fetch, because only it reports upload progress.
 */
function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const failed = () => reject(new Error(`Failed to upload image: ${file.name}`));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = failed;
    xhr.onabort = failed;
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return failed();
      let url: unknown;
      try {
        url = JSON.parse(xhr.responseText)?.url;
      } catch {}
      if (typeof url !== 'string' || url === '') return reject(new Error('Upload did not return a URL'));
      resolve(url);
    };
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

/** The photos chosen for a sell/consignment submission, their previews and their upload state. */
export function usePhotos() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const current = useRef(photos);
  current.current = photos;
  const nextId = useRef(1);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      for (const p of current.current) URL.revokeObjectURL(p.preview);
    },
    [],
  );

  const update = useCallback((id: number, patch: Partial<Photo>) => {
    setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  }, []);

  const add = useCallback((files: File[]) => {
    const images = files.filter((f) => f.type.startsWith('image/'));
    if (images.length === 0) return;
    if (current.current.length + images.length > MAX_SELL_IMAGES) {
      notify(TOO_MANY_PHOTOS);
      return;
    }
    const added = images.map(
      (file): Photo => ({
        id: nextId.current++,
        file,
        preview: URL.createObjectURL(file),
        status: 'waiting',
        progress: 0,
      }),
    );
    current.current = [...current.current, ...added];
    setPhotos(current.current);
  }, []);

  const remove = useCallback((id: number) => {
    const photo = current.current.find((p) => p.id === id);
    if (photo) URL.revokeObjectURL(photo.preview);
    current.current = current.current.filter((p) => p.id !== id);
    setPhotos(current.current);
  }, []);

  const clear = useCallback(() => {
    for (const p of current.current) URL.revokeObjectURL(p.preview);
    current.current = [];
    setPhotos([]);
  }, []);

  /** Uploads the photos one after another; the first failure stops it and is thrown. */
  const uploadAll = useCallback(async (): Promise<string[]> => {
    const urls: string[] = [];
    for (const photo of current.current) {
      if (photo.url) {
        urls.push(photo.url);
        continue;
      }
      update(photo.id, { status: 'uploading', progress: 0, error: undefined });
      try {
        const url = await uploadPhoto(photo.file, (progress) => update(photo.id, { progress }));
        update(photo.id, { status: 'uploaded', progress: 1, url });
        urls.push(url);
      } catch (error) {
        update(photo.id, { status: 'failed', progress: 0, error: (error as Error).message });
        throw error;
      }
    }
    return urls;
  }, [update]);

  return { photos, add, remove, clear, uploadAll };
}

/** Choose photos (images only, several at once, at most ten), see thumbnails, remove them, watch uploads. */
export function PhotoPicker({
  photos,
  onAdd,
  onRemove,
  busy,
}: {
  photos: Photo[];
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  busy: boolean;
}) {
  const id = useId();
  const full = photos.length >= MAX_SELL_IMAGES;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd(Array.from(event.target.files ?? []));
    // Allows choosing the same file again after removing it.
    event.target.value = '';
  };

  return (
    <div>
      <div
        className={cn(
          'relative flex flex-col items-center justify-center gap-3 border border-dashed border-white/25 px-6 py-10 text-center transition-colors',
          'focus-within:border-accent hover:border-white/50',
          (full || busy) && 'opacity-50 hover:border-white/25',
        )}
      >
        <ImagePlus className="h-7 w-7 text-accent" strokeWidth={1.25} aria-hidden="true" />
        <label htmlFor={id} className="text-sm text-white">
          {full ? 'Maximum of 10 photos reached' : 'Add photos'}
          <span className="mt-1 block text-xs text-mist">
            {full ? 'Remove one to choose another.' : 'Tap to choose, or drop images here. Up to 10.'}
          </span>
        </label>
        {/* The real input covers the whole zone, so clicking and dropping files both work. */}
        <input
          id={id}
          type="file"
          name="photos"
          accept="image/*"
          multiple
          disabled={full || busy}
          onChange={onChange}
          className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </div>
      <p className="mt-3 text-xs text-mist" aria-live="polite">
        {photos.length} of {MAX_SELL_IMAGES} photos
      </p>
      {photos.length > 0 && (
        <ul
          className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-5"
          aria-label="Selected photos"
        >
          {photos.map((photo) => (
            <li key={photo.id} className="group relative aspect-[4/3] overflow-hidden bg-ink-3">
              <img src={photo.preview} alt={photo.file.name} className="h-full w-full object-cover" />
              {photo.status === 'uploading' && (
                <div className="absolute inset-0 flex flex-col justify-end bg-black/55 p-2">
                  <span className="text-[10px] tabular-nums tracking-[0.15em] text-white">
                    {Math.round(photo.progress * 100)}%
                  </span>
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${photo.file.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(photo.progress * 100)}
                    className="mt-1 h-0.5 w-full bg-white/20"
                  >
                    <div
                      className="h-full bg-accent transition-[width]"
                      style={{ width: `${photo.progress * 100}%` }}
                    />
                  </div>
                </div>
              )}
              {photo.status === 'uploaded' && (
                <span
                  role="img"
                  aria-label="Uploaded"
                  className="absolute bottom-2 left-2 flex h-6 w-6 items-center justify-center rounded-full bg-accent text-ink"
                >
                  <Check className="h-3.5 w-3.5" aria-hidden="true" />
                </span>
              )}
              {photo.status === 'failed' && (
                <p className="absolute inset-x-0 bottom-0 bg-red-950/90 p-2 text-[10px] leading-tight text-red-100">
                  {photo.error}
                </p>
              )}
              <button
                type="button"
                onClick={() => onRemove(photo.id)}
                disabled={busy}
                aria-label={`Remove ${photo.file.name}`}
                className="absolute right-1.5 top-1.5 flex h-8 w-8 cursor-pointer items-center justify-center rounded-full bg-black/70 text-white transition-colors hover:bg-white hover:text-ink disabled:hidden"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
