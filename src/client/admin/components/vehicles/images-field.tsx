import { ChevronLeft, ChevronRight, ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { MediaLibraryDialog } from '../media/media-library-dialog';
import { Thumb } from '../media/thumb';

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The ordered photos of a vehicle, picked one at a time from the media library. The first is the
 * cover shown on cards; arrows reorder, × removes.
 */
export function ImagesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (images: string[]) => void;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  const iconButton =
    'inline-flex h-8 w-8 items-center justify-center bg-ink/80 text-white hover:bg-white hover:text-ink disabled:opacity-30 disabled:pointer-events-none';

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.18em] text-white/70">
        Images <span className="normal-case tracking-normal text-mist">({value.length})</span>
      </legend>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Selected images">
        {value.map((url, index) => (
          <li key={url} className="relative border border-line">
            <Thumb src={url} alt={`Image ${index + 1}`} className="aspect-[4/3] w-full" />
            <span className="absolute left-0 top-0 bg-ink/80 px-2 py-1 text-[10px] uppercase tracking-[0.15em] text-white">
              {index === 0 ? 'Cover' : String(index + 1).padStart(2, '0')}
            </span>
            <button
              type="button"
              className={`${iconButton} absolute right-0 top-0`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              aria-label={`Remove image ${index + 1}`}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
            <div className="absolute bottom-0 right-0 flex">
              <button
                type="button"
                className={iconButton}
                disabled={index === 0}
                onClick={() => onChange(move(value, index, index - 1))}
                aria-label={`Move image ${index + 1} earlier`}
              >
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={index === value.length - 1}
                onClick={() => onChange(move(value, index, index + 1))}
                aria-label={`Move image ${index + 1} later`}
              >
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 border border-dashed border-white/25 text-xs uppercase tracking-[0.15em] text-white/70 transition-colors hover:border-accent hover:text-accent"
          >
            <ImagePlus className="h-5 w-5" aria-hidden="true" />
            Add Image
          </button>
        </li>
      </ol>
      {value.length > 1 && (
        <p className="text-xs text-mist">The cover image is shown first on the website.</p>
      )}
      {error && (
        <p role="alert" className="text-xs text-red-400">
          {error}
        </p>
      )}
      <MediaLibraryDialog
        open={open}
        onOpenChange={setOpen}
        mediaType="image"
        onSelect={(asset) => {
          if (value.includes(asset.publicUrl)) {
            toast({
              title: 'Already added',
              description: `${asset.originalName} is already one of the images.`,
            });
            return;
          }
          onChange([...value, asset.publicUrl]);
        }}
      />
    </fieldset>
  );
}
