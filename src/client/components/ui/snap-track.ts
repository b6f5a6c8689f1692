// The arithmetic of a one-slide-per-view scroll-snap track, without React: the carousels that are islands
// (use-snap-carousel.tsx) and the testimonials' plain DOM code (public/home/testimonials-motion.ts) share it.

/** The slide a track shows: the one its scroll position is nearest to; null while it has no width. */
export const slideInView = (track: HTMLElement, count: number): number | null =>
  track.clientWidth === 0
    ? null
    : Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));

/** Scrolls a track to a slide, at once for visitors who prefer reduced motion. */
export const scrollToSlide = (track: HTMLElement, index: number) =>
  track.scrollTo({
    left: index * track.clientWidth,
    behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth',
  });
