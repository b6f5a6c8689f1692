import { cn } from '../ui/cn';
import { CarFront } from '../ui/icons';
import { ResponsiveImage } from '../ui/responsive-image';

/** Every vehicle photo is shown at 4:3; the intrinsic size lets the browser reserve the box before it loads. */
export const VEHICLE_IMAGE_SIZE = { width: 1200, height: 900 } as const;

/** What a gallery needs of a vehicle: its photos, and the name their alt texts start with. */
export type PhotographedVehicle = { images: string[]; year: number; make: string; model: string };

export const imageAlt = (title: string, index: number, count: number) =>
  count > 1 ? `${title}, photo ${index + 1} of ${count}` : title;

/** A gallery's small photo (a thumbnail strip, a hover preview): decorative, its button says which photo. */
export function VehicleThumbnail({ src, sizes }: { src: string; sizes: string }) {
  return (
    <ResponsiveImage
      src={src}
      alt=""
      {...VEHICLE_IMAGE_SIZE}
      sizes={sizes}
      className="block aspect-[4/3] h-auto w-full object-cover"
    />
  );
}

export function NoImage({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex h-full w-full flex-col items-center justify-center gap-3 bg-ink-3 text-mist',
        'bg-[radial-gradient(ellipse_at_top,rgba(255,255,255,0.06),transparent_60%)]',
        className,
      )}
    >
      <CarFront className="h-8 w-8 opacity-50" strokeWidth={1.25} aria-hidden="true" />
      <span className="text-[11px] uppercase tracking-[0.3em]">No Image</span>
    </div>
  );
}

/** A vehicle photo filling its (aspect-ratio) box, or the 'No Image' placeholder. */
export function VehicleImage({
  src,
  alt,
  sizes,
  priority,
  className,
}: {
  src: string | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!src) return <NoImage className={className} />;
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      {...VEHICLE_IMAGE_SIZE}
      sizes={sizes}
      priority={priority}
      className={cn('h-full w-full object-cover', className)}
    />
  );
}
