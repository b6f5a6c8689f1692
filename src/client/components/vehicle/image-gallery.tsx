import { type ComponentProps, type ReactNode, useState } from 'react';
import { vehicleTitle } from '../../../shared/format';
import { cn } from '../ui/cn';
import { CarStatusBadge, HireStatusBadge } from './vehicle-badge';
import { imageAlt, type PhotographedVehicle, VehicleImage, VehicleThumbnail } from './vehicle-image';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Main photo with numbered thumbnail buttons (01, 02 …). Clicking a number selects that photo;
 * hovering or focusing one previews it in the main frame and in a small pop-up above the number.
 */
/**
 * A vehicle's photos with its status badge, from data alone: an island's props (decision 0020) for a hire
 * car's page and for a car's row in the list view.
 */
export function StatusGallery({
  vehicle,
  sizes,
  priority,
  badge,
}: {
  vehicle: PhotographedVehicle;
  sizes: string;
  priority?: boolean;
  badge:
    | { of: 'car'; status: ComponentProps<typeof CarStatusBadge>['status'] }
    | { of: 'hire'; status: ComponentProps<typeof HireStatusBadge>['status'] };
}) {
  const overlay =
    badge.of === 'car' ? <CarStatusBadge status={badge.status} /> : <HireStatusBadge status={badge.status} />;
  return <ImageGallery vehicle={vehicle} sizes={sizes} priority={priority} overlay={overlay} />;
}

export function ImageGallery({
  vehicle,
  sizes,
  priority,
  overlay,
  className,
}: {
  vehicle: PhotographedVehicle;
  sizes: string;
  priority?: boolean;
  /** Shown over the top-left corner of the main photo (a status badge). */
  overlay?: ReactNode;
  className?: string;
}) {
  const { images } = vehicle;
  const title = vehicleTitle(vehicle);
  const [selected, setSelected] = useState(0);
  const [preview, setPreview] = useState<number | null>(null);
  const shown = Math.min(preview ?? selected, Math.max(images.length - 1, 0));

  return (
    <div className={className}>
      <div className="relative aspect-[4/3] overflow-hidden bg-ink-3">
        <VehicleImage
          key={images[shown]}
          src={images[shown]}
          alt={imageAlt(title, shown, images.length)}
          sizes={sizes}
          priority={priority && shown === 0}
          className="animate-[fade-in_300ms]"
        />
        {overlay && <div className="absolute left-4 top-4">{overlay}</div>}
        {images.length > 1 && (
          <p className="absolute bottom-3 right-3 bg-ink/80 px-2 py-1 text-[10px] tabular-nums tracking-[0.2em] text-white">
            {pad(shown + 1)} / {pad(images.length)}
          </p>
        )}
      </div>
      {images.length > 1 && (
        <fieldset className="mt-3 flex flex-wrap gap-2" onMouseLeave={() => setPreview(null)}>
          <legend className="sr-only">{`${title} photos`}</legend>
          {images.map((src, i) => (
            <div key={`${src}-${i}`} className="relative">
              <button
                type="button"
                aria-pressed={i === selected}
                onClick={() => setSelected(i)}
                onMouseEnter={() => setPreview(i)}
                onFocus={() => setPreview(i)}
                onBlur={() => setPreview(null)}
                className={cn(
                  'h-10 min-w-11 border px-2 text-xs tabular-nums tracking-[0.15em] transition-colors',
                  i === selected
                    ? 'border-white bg-white text-ink'
                    : 'border-line text-mist hover:border-white/60 hover:text-white',
                )}
              >
                {pad(i + 1)}
              </button>
              {preview === i && i !== selected && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 block w-28 -translate-x-1/2 border border-white/30 bg-ink shadow-2xl shadow-black/60 animate-[fade-in_150ms]"
                >
                  <VehicleThumbnail src={src} sizes="112px" />
                </span>
              )}
            </div>
          ))}
        </fieldset>
      )}
    </div>
  );
}
