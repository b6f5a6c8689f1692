import type { ReactNode } from 'react';
import { cn } from '../ui/cn';
import { SNAP_SLIDE, SNAP_TRACK, useSnapCarousel } from '../ui/use-snap-carousel';
import { imageAlt, VehicleImage } from './vehicle-image';

/** A swipeable set of vehicle photos with a dot per photo when there is more than one. */
export function ImageCarousel({
  images,
  title,
  sizes,
  priority,
  overlay,
}: {
  images: string[];
  title: string;
  sizes: string;
  priority?: boolean;
  /** Shown over the top-left corner (a status badge). */
  overlay?: ReactNode;
}) {
  const { trackProps, selected: index, scrollTo: show } = useSnapCarousel(images.length);

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
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group described as a slide
          <div
            key={`${src}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${images.length}`}
            className={cn('aspect-[4/3]', SNAP_SLIDE)}
          >
            <VehicleImage
              src={src}
              alt={imageAlt(title, i, images.length)}
              sizes={sizes}
              priority={priority && i === 0}
            />
          </div>
        ))}
      </div>
      {badge}
      <div className="absolute inset-x-0 bottom-2 flex justify-center">
        {images.map((_, i) => (
          <button
            key={i}
            type="button"
            aria-label={`Show photo ${i + 1} of ${images.length}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => show(i)}
            className="group/dot flex h-6 w-6 items-center justify-center"
          >
            <span
              className={cn(
                'block h-1.5 rounded-full shadow-[0_0_4px_rgba(0,0,0,0.6)] transition-all',
                i === index ? 'w-4 bg-white' : 'w-1.5 bg-white/50 group-hover/dot:bg-white/80',
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
