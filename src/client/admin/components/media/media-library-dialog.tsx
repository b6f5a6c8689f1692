import { Check, LoaderCircle, Search, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatFileSize } from '../../../../shared/format';
import type { MediaAsset } from '../../../../shared/schemas/media';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useDebounced } from '../../lib/paged-list';
import { ShowMore } from '../show-more';
import { useFileDrop } from './file-drop';
import {
  acceptFor,
  acceptsFile,
  isFresh,
  isVideo,
  type MediaType,
  useMediaPages,
  useMediaUpload,
} from './media-api';
import { Thumb } from './thumb';

const noun = { image: 'image', video: 'video', all: 'file' } as const;

/**
 * The one media picker every admin form uses (SPEC §2): a 4-column grid of the library filtered to
 * the wanted type, a search over names and alt texts, and upload (chooser or drop) from inside the
 * dialog. Choosing an asset hands it to `onSelect` and closes the dialog.
 */
export function MediaLibraryDialog({
  open,
  onOpenChange,
  mediaType,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mediaType: 'image' | 'video' | 'all';
  onSelect: (asset: MediaAsset) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Media Library"
      description={
        mediaType === 'all'
          ? 'Choose a file, or upload a new one.'
          : `Choose ${article(mediaType)}, or upload a new one.`
      }
      className="flex flex-col sm:max-w-5xl"
    >
      {open && (
        <Library
          mediaType={mediaType}
          onSelect={(asset) => {
            onSelect(asset);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

const article = (t: 'image' | 'video') => (t === 'image' ? 'an image' : 'a video');

function Library({ mediaType, onSelect }: { mediaType: MediaType; onSelect: (asset: MediaAsset) => void }) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const library = useMediaPages(q, mediaType);
  const { items: visible, isPending } = library;
  const isError = library.isError && !library.isFetchNextPageError;
  const { uploadFiles, uploading } = useMediaUpload();
  const [fresh, setFresh] = useState<Set<number>>(new Set());
  const inputRef = useRef<HTMLInputElement>(null);
  const searchId = useId();

  const handleFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const wrong = files.find((f) => !acceptsFile(mediaType, f));
    if (wrong) {
      toast({
        title: 'Invalid file type',
        description: `Only ${noun[mediaType]} files are allowed`,
        variant: 'destructive',
      });
      return;
    }
    const stored = await uploadFiles(files);
    setFresh((prev) => new Set([...prev, ...stored.map((a) => a.id)]));
  };
  const { dragging, dropProps } = useFileDrop(handleFiles, uploading);

  return (
    <div className="flex min-h-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search media
          </label>
          <Search
            className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-mist"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or alt text"
            className="h-11 pl-11"
          />
        </div>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={acceptFor(mediaType)}
          className="sr-only"
          tabIndex={-1}
          aria-label={`Upload ${noun[mediaType]}s`}
          data-testid="media-dialog-file-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void handleFiles(files);
          }}
        />
        <Button disabled={uploading} onClick={() => inputRef.current?.click()}>
          {uploading ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Upload className="h-4 w-4" aria-hidden="true" />
          )}
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </div>

      <div
        {...dropProps}
        className={cn(
          'relative min-h-64 border border-dashed p-3 transition-colors',
          dragging ? 'border-accent bg-accent/5' : 'border-transparent',
        )}
      >
        {dragging && (
          <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center bg-ink/80 text-xs uppercase tracking-[0.2em] text-accent">
            Drop to upload
          </div>
        )}
        {isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className="aspect-[4/3] animate-pulse bg-ink-3" />
            ))}
          </div>
        ) : visible.length === 0 ? (
          <div className="flex min-h-56 flex-col items-center justify-center gap-2 text-center">
            <p className="text-sm text-white/80">
              {isError
                ? 'The media library could not be loaded.'
                : q
                  ? 'Nothing matches that search.'
                  : `No ${noun[mediaType]}s in the library yet.`}
            </p>
            {!q && !isError && <p className="text-xs text-mist">Upload one, or drop files here.</p>}
          </div>
        ) : (
          <ul
            className={cn(
              'grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 md:grid-cols-4',
              library.isPlaceholderData && 'opacity-60',
            )}
            aria-label="Media"
            aria-busy={library.isPlaceholderData}
          >
            {visible.map((asset) => (
              <li key={asset.id}>
                <button
                  type="button"
                  onClick={() => onSelect(asset)}
                  className={cn(
                    'group relative block w-full border bg-ink text-left transition-colors',
                    'hover:border-accent focus-visible:border-accent',
                    fresh.has(asset.id) ? 'border-accent/70' : 'border-line',
                  )}
                  aria-label={`Select ${asset.originalName}`}
                >
                  <Thumb
                    src={asset.publicUrl}
                    alt={asset.altText}
                    video={isVideo(asset)}
                    original={isFresh(asset)}
                    className="aspect-[4/3] w-full"
                  />
                  <span className="absolute right-2 top-2 flex h-7 w-7 items-center justify-center bg-accent text-ink opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                    <Check className="h-4 w-4" aria-hidden="true" />
                  </span>
                  <span className="block px-3 pt-2 text-xs text-white truncate">{asset.originalName}</span>
                  <span className="block px-3 pb-2 pt-0.5 text-[11px] text-mist">
                    {formatFileSize(asset.sizeBytes)}
                    {asset.width && asset.height ? ` · ${asset.width}×${asset.height}` : ''}
                    {fresh.has(asset.id) && <span className="ml-2 text-accent">New</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {!isPending && (
          <ShowMore
            shown={visible.length}
            total={library.total}
            nouns={[noun[mediaType], `${noun[mediaType]}s`]}
            hasMore={library.hasNextPage}
            loading={library.isFetchingNextPage}
            failed={library.isFetchNextPageError}
            onMore={() => void library.fetchNextPage()}
          />
        )}
      </div>
    </div>
  );
}
