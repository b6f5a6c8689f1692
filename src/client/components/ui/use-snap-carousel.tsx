import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from './cn';

/** The track of a snap carousel: a native horizontal scroller, so phones swipe it with no script at all. */
export const SNAP_TRACK =
  'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';
/** Each slide fills the track and is a snap point. */
export const SNAP_SLIDE = 'min-w-0 shrink-0 grow-0 basis-full snap-start snap-always';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One-slide-per-view carousel on CSS scroll snap: the browser does the swiping and snapping, this hook only
 * tracks which slide is showing and moves to a slide for the dots, arrows and keys. Next from the last
 * slide and previous from the first wrap around.
 */
export function useSnapCarousel(count: number) {
  const track = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el || count < 2) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (el.clientWidth === 0) return;
        setSelected(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  const scrollTo = useCallback(
    (index: number) => {
      const el = track.current;
      if (!el || count < 1) return;
      const target = ((index % count) + count) % count;
      el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion() ? 'instant' : 'smooth' });
    },
    [count],
  );

  return {
    track,
    /**
     * For the track element: a scroller with more than one slide is in the tab order, so keyboard users
     * can scroll it with the arrow keys too (and screen readers announce it).
     */
    trackProps: { ref: track, tabIndex: count > 1 ? 0 : undefined },
    /** For `SnapDots`: a dot per slide, the selected one current. */
    dotsProps: { count, selected, onSelect: scrollTo },
    selected,
    scrollTo,
    next: () => scrollTo(selected + 1),
    prev: () => scrollTo(selected - 1),
  };
}

/** A slide of a `useSnapCarousel` track, announced as "n of count" (the WAI-ARIA carousel pattern). */
export function SnapSlide({
  index,
  count,
  inert,
  className,
  children,
}: {
  index: number;
  count: number;
  /** A slide out of view: its links and buttons leave the tab order. */
  inert?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      inert={inert || undefined}
      className={cn(className, SNAP_SLIDE)}
    >
      {children}
    </div>
  );
}

/** How a carousel draws its dots: the button (the hit area), the dot, and the dot's current and other states. */
type SnapDotsLook = { button: string; dot: string; current: string; other: string };

/** A button per slide that scrolls to it, the current one marked; each carousel draws its own dot. */
export function SnapDots({
  count,
  selected,
  onSelect,
  label,
  look,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  label: (index: number) => string;
  look: SnapDotsLook;
}) {
  return Array.from({ length: count }, (_, i) => (
    <button
      key={i}
      type="button"
      aria-label={label(i)}
      aria-current={i === selected ? 'true' : undefined}
      onClick={() => onSelect(i)}
      className={look.button}
    >
      <span className={cn(look.dot, i === selected ? look.current : look.other)} />
    </button>
  ));
}
