import { type ComponentProps, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { vehicleTitle } from '../../../shared/format';
import { cn } from '../ui/cn';
import { ChevronLeft, ChevronRight, Expand, X } from '../ui/icons';
import { SNAP_TRACK, SnapSlide, useSnapCarousel } from '../ui/use-snap-carousel';
import { CarStatusBadge, HireStatusBadge } from './vehicle-badge';
import { imageAlt, type PhotographedVehicle, VehicleImage, VehicleThumbnail } from './vehicle-image';

/**
 * A vehicle page's gallery with its status badge, from data alone: the island a car's page and a hire car's
 * page show (decision 0020), the same on both.
 */
export function VehicleStatusGallery({
  vehicle,
  badge,
}: {
  vehicle: PhotographedVehicle;
  badge:
    | { of: 'car'; status: ComponentProps<typeof CarStatusBadge>['status'] }
    | { of: 'hire'; status: ComponentProps<typeof HireStatusBadge>['status'] };
}) {
  const overlay =
    badge.of === 'car' ? <CarStatusBadge status={badge.status} /> : <HireStatusBadge status={badge.status} />;
  return <CarGallery vehicle={vehicle} overlay={overlay} />;
}

const pad = (n: number) => String(n).padStart(2, '0');

const ARROW =
  'absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center bg-ink/70 text-white backdrop-blur-sm transition-colors hover:bg-ink focus-visible:outline-2 focus-visible:outline-accent';

/**
 * A vehicle page's photos: a swipeable scroll-snap track (no script needed to swipe), arrows and the arrow
 * keys, a strip of thumbnails, and a full-screen view that shows each photo whole (object-contain) at the
 * largest AVIF/WebP variant the screen needs.
 */
export function CarGallery({
  vehicle,
  overlay,
}: {
  vehicle: PhotographedVehicle;
  /** Shown over the top-left corner (the status badge). */
  overlay?: ReactNode;
}) {
  const { images } = vehicle;
  const title = vehicleTitle(vehicle);
  const { trackProps, selected, scrollTo, next, prev } = useSnapCarousel(images.length);
  const frame = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);

  // The browser leaves full screen on Escape by itself; follow it so the layout switches back.
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Switching layout changes the track's width: keep the same photo in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the switch only, for the photo shown then
  useEffect(() => {
    trackProps.ref.current?.scrollTo({ left: selected * (trackProps.ref.current?.clientWidth ?? 0) });
  }, [full]);

  const toggleFull = () => {
    const el = frame.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (typeof el.requestFullscreen === 'function')
      void el.requestFullscreen().catch(() => setFull(true));
    // Without the Fullscreen API (iPhone Safari), the same view fills the window instead.
    else setFull(true);
  };
  const closeFull = () => (document.fullscreenElement ? void document.exitFullscreen() : setFull(false));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'Escape' && full) closeFull();
    else return;
    event.preventDefault();
  };

  const many = images.length > 1;
  const sizes = full ? '100vw' : '(min-width: 1280px) 760px, (min-width: 1024px) 58vw, 100vw';

  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys only move the carousel the focused track or its buttons belong to */}
      <div
        ref={frame}
        onKeyDown={onKeyDown}
        className={cn(
          'relative',
          full && 'fixed inset-0 z-50 flex flex-col justify-center bg-black [&:fullscreen]:static',
        )}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a group described as a carousel */}
        <div
          role="group"
          aria-roledescription="carousel"
          aria-label={`${title} photos`}
          className={cn('relative', !full && 'bg-ink-3')}
        >
          {many ? (
            <div
              {...trackProps}
              className={cn(SNAP_TRACK, 'focus-visible:outline-2 focus-visible:outline-accent')}
            >
              {images.map((src, i) => (
                <SnapSlide
                  key={`${src}-${i}`}
                  index={i}
                  count={images.length}
                  className={full ? 'h-[calc(100dvh-7rem)]' : 'aspect-[4/3]'}
                >
                  <VehicleImage
                    src={src}
                    alt={imageAlt(title, i, images.length)}
                    sizes={sizes}
                    priority={i === 0}
                    className={full ? 'object-contain' : undefined}
                  />
                </SnapSlide>
              ))}
            </div>
          ) : (
            <div className={full ? 'h-[calc(100dvh-7rem)]' : 'aspect-[4/3]'}>
              <VehicleImage
                src={images[0]}
                alt={title}
                sizes={sizes}
                priority
                className={full ? 'object-contain' : undefined}
              />
            </div>
          )}
          {overlay && !full && <div className="absolute left-4 top-4 z-10">{overlay}</div>}
          {many && (
            <>
              <button
                type="button"
                onClick={prev}
                aria-label="Previous photo"
                className={cn(ARROW, 'left-3')}
              >
                <ChevronLeft className="h-5 w-5" aria-hidden="true" />
              </button>
              <button type="button" onClick={next} aria-label="Next photo" className={cn(ARROW, 'right-3')}>
                <ChevronRight className="h-5 w-5" aria-hidden="true" />
              </button>
              <p className="absolute bottom-3 left-3 z-10 bg-ink/80 px-2 py-1 text-[10px] tabular-nums tracking-[0.2em] text-white">
                {pad(selected + 1)} / {pad(images.length)}
              </p>
            </>
          )}
          {images.length > 0 && (
            <button
              type="button"
              onClick={full ? closeFull : toggleFull}
              aria-label={full ? 'Close full screen' : 'View photos full screen'}
              className={cn(ARROW, 'right-3 top-3 translate-y-0', full && 'top-4 right-4')}
            >
              {full ? (
                <X className="h-5 w-5" aria-hidden="true" />
              ) : (
                <Expand className="h-4 w-4" aria-hidden="true" />
              )}
            </button>
          )}
        </div>
        {many && (
          <ul
            aria-label={`${title} thumbnails`}
            className={cn(
              'mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]',
              full && 'mx-auto max-w-full px-4',
            )}
          >
            {images.map((src, i) => (
              <li key={`${src}-${i}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => scrollTo(i)}
                  aria-label={`Show photo ${i + 1} of ${images.length}`}
                  aria-current={i === selected ? 'true' : undefined}
                  className={cn(
                    'block w-20 border-2 transition-opacity sm:w-24',
                    i === selected
                      ? 'border-accent opacity-100'
                      : 'border-transparent opacity-60 hover:opacity-100',
                  )}
                >
                  <VehicleThumbnail src={src} sizes="96px" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
