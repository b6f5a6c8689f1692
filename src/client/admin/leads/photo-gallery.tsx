import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { ResponsiveImage } from '../../components/ui/responsive-image';

const pad = (n: number) => String(n).padStart(2, '0');
/** The photo `by` places on from `i`, wrapping round at either end. */
const move = (i: number | null, by: number, count: number) => (i === null ? i : (i + by + count) % count);

/**
 * The photos a visitor uploaded: a grid of thumbnails, each opening the full-size photo in a viewer
 * that steps with the arrow buttons or the Left/Right keys and closes with Escape. (The public
 * ImageGallery is a main photo with numbered buttons, made for a car's page, without a full-size view.)
 */
export function PhotoGallery({ images, title }: { images: string[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const isOpen = open !== null;
  const step = (by: number) => setOpen((i) => move(i, by, count));
  const altOf = (i: number) => `${title}, photo ${i + 1} of ${count}`;

  // Escape is the dialog's own; the arrows step wherever focus is inside it.
  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setOpen((i) => move(i, -1, count));
      else if (event.key === 'ArrowRight') setOpen((i) => move(i, 1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, count]);

  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={`Open ${altOf(i)}`}
              className="group block w-full cursor-zoom-in overflow-hidden border border-line bg-ink-3 transition-colors hover:border-accent/70"
            >
              <ResponsiveImage
                src={src}
                alt=""
                width={800}
                height={600}
                sizes="(min-width: 1024px) 200px, 33vw"
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        title={`${title} photos`}
        description={count > 1 ? 'Use the Left and Right arrow keys to move between photos.' : undefined}
        className="max-w-5xl p-4 sm:p-6"
      >
        {open !== null && (
          <figure>
            <div className="relative bg-black">
              <img
                key={images[open]}
                src={images[open]}
                alt={altOf(open)}
                className="mx-auto max-h-[70dvh] w-auto animate-[fade-in_200ms] object-contain"
              />
              {count > 1 && (
                <>
                  <ViewerButton side="left" label="Previous photo" onClick={() => step(-1)} />
                  <ViewerButton side="right" label="Next photo" onClick={() => step(1)} />
                </>
              )}
            </div>
            <figcaption className="mt-3 flex items-center justify-between gap-4 text-xs text-mist">
              <span className="tabular-nums tracking-[0.2em]" aria-live="polite">
                {pad(open + 1)} / {pad(count)}
              </span>
              <a
                href={images[open]}
                target="_blank"
                rel="noreferrer"
                className="underline-offset-4 hover:text-white hover:underline"
              >
                Open original
              </a>
            </figcaption>
          </figure>
        )}
      </Dialog>
    </>
  );
}

function ViewerButton({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2' : 'right-2'} inline-flex h-11 w-11 -translate-y-1/2 cursor-pointer items-center justify-center border border-white/20 bg-ink/70 text-white backdrop-blur transition-colors hover:border-white/60 hover:bg-ink`}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
