import { Check, Copy, ExternalLink, Pencil, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime, formatFileSize } from '../../../shared/format';
import type { MediaAsset } from '../../../shared/schemas/media';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { useDeleteMedia, useUpdateAltText } from '../components/media/media-api';
import { AssetThumb } from '../components/media/thumb';

/** Copies text, by the clipboard API where allowed, else by a hidden selection; says whether it worked. */
async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or a denied permission: fall back to a selection copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/**
 * One file of the Media Gallery's library: its picture (opening the file), name, size and upload time,
 * its alt text edited in place, Copy URL and Delete.
 */
export function MediaCard({ asset }: { asset: MediaAsset }) {
  const remove = useDeleteMedia();
  const absoluteUrl = new URL(asset.publicUrl, window.location.origin).href;

  return (
    <li
      className={cn(
        'flex gap-4 border border-line bg-ink-2 p-3 sm:flex-col sm:gap-0 sm:p-0',
        remove.isPending && 'opacity-50',
      )}
      aria-label={asset.originalName}
    >
      <a
        href={asset.publicUrl}
        target="_blank"
        rel="noreferrer"
        className="group relative block w-28 shrink-0 self-start sm:w-full"
        aria-label={`Open ${asset.originalName} in a new tab`}
      >
        <AssetThumb asset={asset} className="aspect-square w-full sm:aspect-[4/3]" />
        <ExternalLink
          className="absolute right-2 top-2 hidden h-4 w-4 text-white opacity-0 drop-shadow transition-opacity group-hover:opacity-100 sm:block"
          aria-hidden="true"
        />
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:p-4">
        <div className="min-w-0">
          <p className="truncate text-sm text-white" title={asset.originalName}>
            {asset.originalName}
          </p>
          <p className="mt-1 text-xs text-mist">
            <span>{formatFileSize(asset.sizeBytes)}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={asset.createdAt}>{formatDateTime(asset.createdAt)}</time>
          </p>
        </div>
        <AltText asset={asset} />
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button
            variant="outline"
            size="sm"
            className="px-3"
            onClick={async () => {
              if (await copyText(absoluteUrl)) toast({ title: 'URL copied to clipboard!' });
              else toast({ title: 'Copy failed', description: absoluteUrl, variant: 'destructive' });
            }}
          >
            <Copy className="h-3.5 w-3.5" aria-hidden="true" />
            Copy URL
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="px-3 text-red-300 hover:bg-red-500/10 hover:text-red-200"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(`Delete ${asset.originalName}?`)) remove.mutate(asset.id);
            }}
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Alt text in view mode, or an inline editor (Enter saves, Escape cancels). */
function AltText({ asset }: { asset: MediaAsset }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(asset.altText);
  const update = useUpdateAltText();
  const inputId = useId();

  const save = () =>
    update.mutate({ id: asset.id, altText: draft.trim() }, { onSuccess: () => setEditing(false) });
  const cancel = () => {
    setDraft(asset.altText);
    setEditing(false);
  };

  if (!editing) {
    return (
      <div className="flex items-start justify-between gap-2 border-t border-line pt-3">
        <p className={cn('min-w-0 text-xs', asset.altText ? 'text-white/80' : 'italic text-mist')}>
          <span className="sr-only">Alt text: </span>
          {asset.altText || 'No alt text'}
        </p>
        <button
          type="button"
          onClick={() => {
            setDraft(asset.altText);
            setEditing(true);
          }}
          className="-m-1 inline-flex shrink-0 items-center gap-1 p-1 text-[11px] uppercase tracking-[0.15em] text-mist hover:text-white"
          aria-label={`Edit alt text of ${asset.originalName}`}
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
          Edit
        </button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-2 border-t border-line pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label htmlFor={inputId} className="text-[11px] uppercase tracking-[0.18em] text-white/70">
        Alt text
      </label>
      <Input
        id={inputId}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.stopPropagation();
          cancel();
        }}
        placeholder="Describe the image"
        maxLength={500}
        className="h-10 px-3"
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="px-3" disabled={update.isPending}>
          <Check className="h-3.5 w-3.5" aria-hidden="true" />
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="ghost" size="sm" className="px-3" onClick={cancel}>
          <X className="h-3.5 w-3.5" aria-hidden="true" />
          Cancel
        </Button>
      </div>
    </form>
  );
}
