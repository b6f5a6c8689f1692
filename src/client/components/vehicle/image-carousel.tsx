import type { ComponentProps, ReactNode } from 'react';
import { vehicleTitle } from '../../../shared/format';
import { SNAP_TRACK, SnapDots, SnapSlide, useSnapCarousel } from '../ui/use-snap-carousel';
import { HireStatusBadge } from './vehicle-badge';
import { imageAlt, type PhotographedVehicle, VehicleImage } from './vehicle-image';

const PHOTO_DOTS = {
  button: 'group/dot flex h-6 w-6 items-center justify-center',
  dot: 'block h-1.5 rounded-full shadow-[0_0_4px_rgba(0,0,0,0.6)] transition-all',
  current: 'w-4 bg-white',
  other: 'w-1.5 bg-white/50 group-hover/dot:bg-white/80',
};

/** A swipeable set of vehicle photos with a dot per photo when there is more than one. */
/** A hire car's photos with its status badge: the island each fleet card shows (decision 0020). */
export function HireCarPhotos({
  vehicle,
  sizes,
  priority,
  status,
}: {
  vehicle: PhotographedVehicle;
  sizes: string;
  priority?: boolean;
  status: ComponentProps<typeof HireStatusBadge>['status'];
}) {
  return (
    <ImageCarousel
      vehicle={vehicle}
      sizes={sizes}
      priority={priority}
      overlay={<HireStatusBadge status={status} />}
    />
  );
}

export function ImageCarousel({
  vehicle,
  sizes,
  priority,
  overlay,
}: {
  vehicle: PhotographedVehicle;
  sizes: string;
  priority?: boolean;
  /** Shown over the top-left corner (a status badge). */
  overlay?: ReactNode;
}) {
  const { images } = vehicle;
  const title = vehicleTitle(vehicle);
  const { trackProps, dotsProps } = useSnapCarousel(images.length);

  const badge = overlay && <div className="absolute left-4 top-4 z-10">{overlay}</div>;

  if (images.length <= 1) {
    return (
      <div className="relative aspect-[4/3] overflow-hidden bg-ink-3">
        <VehicleImage src={images[0]} alt={title} sizes={sizes} priority={priority} />
        {badge}
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a group described as a carousel
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={`${title} photos`}
      className="relative bg-ink-3"
    >
      <div {...trackProps} className={SNAP_TRACK}>
        {images.map((src, i) => (
          <SnapSlide key={`${src}-${i}`} index={i} count={images.length} className="aspect-[4/3]">
            <VehicleImage
              src={src}
              alt={imageAlt(title, i, images.length)}
              sizes={sizes}
              priority={priority && i === 0}
            />
          </SnapSlide>
        ))}
      </div>
      {badge}
      <div className="absolute inset-x-0 bottom-2 flex justify-center">
        <SnapDots {...dotsProps} label={(i) => `Show photo ${i + 1} of ${images.length}`} look={PHOTO_DOTS} />
      </div>
    </div>
  );
}
