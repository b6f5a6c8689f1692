import { LoaderCircle, Upload } from 'lucide-react';
import { useRef } from 'react';
import { groupDigits } from '../../../shared/format';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { EmptyState, LoadingRows } from '../components/admin-section';
import { useFileDrop } from '../components/media/file-drop';
import { useMediaPages, useMediaUpload } from '../components/media/media-api';
import { MediaSearchField } from '../components/media/media-search';
import { PagedGrid } from '../components/paged-grid';
import { useTypedSearch } from '../components/search-field';
import { ShowMore } from '../components/show-more';
import { framedScreen } from '../frame/admin-page';
import { MediaCard } from './media-card';

export const { head, Screen } = framedScreen(
  'Media Gallery',
  'Upload images for cars, slides, services and logos. Alt text describes an image to people who cannot see it.',
  MediaGallery,
);
export default Screen;

function MediaGallery() {
  return (
    <div className="flex flex-col gap-10">
      <UploadZone />
      <Library />
    </div>
  );
}

function UploadZone() {
  const { uploadFiles, uploading, progress } = useMediaUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  // SPEC §5: on this screen dropped files that are not images are skipped without a message.
  const upload = (files: File[]) => uploadFiles(files.filter((f) => f.type.startsWith('image/')));
  const { dragging, dropProps } = useFileDrop((files) => void upload(files), uploading);

  return (
    <section
      {...dropProps}
      aria-label="Upload images"
      aria-busy={uploading}
      className={cn(
        'flex flex-col items-center justify-center gap-4 border border-dashed px-6 py-10 text-center transition-colors sm:py-14',
        dragging ? 'border-accent bg-accent/5' : 'border-white/20 bg-ink-2',
      )}
    >
      <span
        className={cn(
          'flex h-14 w-14 items-center justify-center rounded-full border',
          dragging ? 'border-accent text-accent' : 'border-line text-white/70',
        )}
      >
        {uploading ? (
          <LoaderCircle className="h-6 w-6 animate-spin" aria-hidden="true" />
        ) : (
          <Upload className="h-6 w-6" aria-hidden="true" />
        )}
      </span>
      {uploading ? (
        <div role="status">
          <p className="text-sm uppercase tracking-[0.2em]">Uploading...</p>
          {progress && progress.total > 1 && (
            <p className="mt-1 text-xs text-mist">
              File {progress.current} of {progress.total}
            </p>
          )}
        </div>
      ) : (
        <div className="hidden sm:block">
          <p className="text-sm text-white">{dragging ? 'Drop to upload' : 'Drag and drop images here'}</p>
          <p className="mt-1 text-xs text-mist">or</p>
        </div>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose images to upload"
        data-testid="media-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void upload(files);
        }}
      />
      <Button variant="primary" disabled={uploading} onClick={() => inputRef.current?.click()}>
        {uploading ? 'Uploading...' : 'Choose Files'}
      </Button>
      <p className="text-xs text-mist">PNG, JPEG, GIF, WebP, SVG, max 10MB</p>
    </section>
  );
}

function Library() {
  const search = useTypedSearch();
  const { q } = search;
  const library = useMediaPages(q);
  const { items: assets, total } = library;

  return (
    <section aria-labelledby="library-heading">
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="library-heading" className="text-sm font-medium uppercase tracking-[0.2em]">
          Library{' '}
          {library.data && !q && (
            <span className="ml-1 font-normal text-mist tabular-nums">({groupDigits(total)})</span>
          )}
        </h2>
        {(search.text || total > 0) && <MediaSearchField search={search} className="sm:w-72" />}
      </div>
      {library.isPending ? (
        <LoadingRows rows={4} />
      ) : assets.length === 0 ? (
        <EmptyState>
          {q ? 'Nothing matches that search.' : 'No media yet. Uploaded images appear here.'}
        </EmptyState>
      ) : (
        <PagedGrid list={library} columns="grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {assets.map((asset) => (
            <MediaCard key={asset.id} asset={asset} />
          ))}
        </PagedGrid>
      )}
      <ShowMore list={library} nouns={['file', 'files']} />
    </section>
  );
}
