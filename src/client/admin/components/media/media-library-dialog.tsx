import { Check, LoaderCircle, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatFileSize } from '../../../../shared/format';
import type { MediaAsset } from '../../../../shared/schemas/media';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog, type OpenState } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { PagedGrid } from '../paged-grid';
import { useTypedSearch } from '../search-field';
import { ShowMore } from '../show-more';
import { useFileDrop } from './file-drop';
import { acceptFor, acceptsFile, type MediaType, useMediaPages, useMediaUpload } from './media-api';
import { MediaSearchField } from './media-search';
import { AssetThumb } from './thumb';

const noun = { image: 'image', video: 'video', all: 'file' } as const;

/**
 * The one media picker every admin form uses (SPEC §2): a 4-column grid of the library filtered to
 * the wanted type, a search over names and alt texts, and upload (chooser or drop) from inside the
 * dialog. Choosing an asset hands it to `onSelect` and closes the dialog.
 */
export function MediaLibraryDialog({
  mediaType,
  onSelect,
  ...state
}: OpenState & {
  mediaType: 'image' | 'video' | 'all';
  onSelect: (asset: MediaAsset) => void;
}) {
  return (
    <Dialog
      {...state}
      title="Media Library"
      description={
        mediaType === 'all'
          ? 'Choose a file, or upload a new one.'
          : `Choose ${article(mediaType)}, or upload a new one.`
      }
      className="flex flex-col sm:max-w-5xl"
    >
      {state.open && (
        <Library
          mediaType={mediaType}
          onSelect={(asset) => {
            onSelect(asset);
            state.onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

const article = (t: 'image' | 'video') => (t === 'image' ? 'an image' : 'a video');

function Library({ mediaType, onSelect }: { mediaType: MediaType; onSelect: (asset: MediaAsset) => void }) {
  const search = useTypedSearch();
  const { q } = search;
  const library = useMediaPages(q, mediaType);
  const { items: visible, isPending } = library;
  const isError = library.isError && !library.isFetchNextPageError;
  const { uploadFiles, uploading } = useMediaUpload();
  const [fresh, setFresh] = useState<Set<number>>(new Set());
  const inputRef = useRef<HTMLInputElement>(null);

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
        <MediaSearchField search={search} className="flex-1" />
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
          <PagedGrid list={library} columns="grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" label="Media">
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
                  <AssetThumb asset={asset} className="aspect-[4/3] w-full" />
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
          </PagedGrid>
        )}
        <ShowMore list={library} nouns={[noun[mediaType], `${noun[mediaType]}s`]} />
      </div>
    </div>
  );
}
