import { FolderOpen, X } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { MediaLibraryDialog } from './media/media-library-dialog';
import { Thumb } from './media/thumb';

/**
 * A URL field for an image or a video: type or paste a URL (uploads, external images, video-sharing
 * links), or pick one with 'Choose from Library' (the shared media dialog). Shows a small preview.
 */
export function MediaUrlField({
  label,
  mediaType,
  value,
  onChange,
  error,
  hint,
  required,
  inputProps,
}: {
  label: ReactNode;
  mediaType: 'image' | 'video';
  value: string;
  onChange: (url: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Extra props for the text input (e.g. react-hook-form's `name` and `onBlur`). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;
}) {
  const [open, setOpen] = useState(false);
  const isVideoLink =
    mediaType === 'video' && /^https?:\/\/(www\.)?(youtube\.com|youtu\.be|m\.youtube\.com)/i.test(value);
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(controlProps) => (
        <div className="flex items-start gap-3">
          <Thumb
            src={value && !isVideoLink ? value : null}
            video={mediaType === 'video'}
            className="hidden aspect-[4/3] w-24 shrink-0 border border-line sm:flex"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="relative">
              <Input
                {...controlProps}
                {...inputProps}
                type="text"
                inputMode="url"
                autoComplete="off"
                value={value}
                onChange={(e) => onChange(e.target.value)}
                placeholder={
                  mediaType === 'video' ? '/uploads/… .mp4, or a YouTube link' : '/uploads/… or https://…'
                }
                className="pr-10"
              />
              {value && (
                <button
                  type="button"
                  onClick={() => onChange('')}
                  aria-label="Clear"
                  title="Clear"
                  className="absolute top-1/2 right-2 -translate-y-1/2 cursor-pointer p-1 text-mist hover:text-white"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              )}
            </div>
            <div>
              <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
                <FolderOpen className="h-4 w-4" aria-hidden="true" />
                Choose from Library
              </Button>
            </div>
          </div>
          <MediaLibraryDialog
            open={open}
            onOpenChange={setOpen}
            mediaType={mediaType}
            onSelect={(asset) => onChange(asset.publicUrl)}
          />
        </div>
      )}
    </Field>
  );
}
