import { type CSSProperties, useEffect, useRef } from 'react';
import { BRAND } from '../../../shared/brand';
import type { HeaderSlide } from '../../../shared/schemas/content';
import { GroupArrow } from '../../components/ui/button';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';
import { useHydrated } from '../../lib/use-hydrated';
import { SiteLink } from './site-link';
import { useReducedMotion } from './use-reduced-motion';

/** SPEC §9: the strip advances 0.8 px per animation frame. */
export const STRIP_SPEED_PX_PER_FRAME = 0.8;
const COPIES = 3;
const DRAG_CLICK_THRESHOLD_PX = 6;

/**
 * The header card strip (SPEC §2): the list is rendered three times and the scroll position is kept
 * inside the middle copy, so it can move forever in either direction. It auto-scrolls unless the
 * visitor prefers reduced motion, pauses under the pointer or keyboard focus, and can be dragged.
 * The server sends the middle copy only: the others exist for the scrolling, which needs the code, and
 * would be a third of the home page's HTML (issue 18). They are added either side once it has hydrated.
 */
export function HeaderStrip() {
  const { data: slides = [] } = useQuery(queries.headerSlides());
  const reducedMotion = useReducedMotion();
  const endless = useHydrated();
  const scroller = useRef<HTMLDivElement>(null);
  const paused = useRef(false);
  const dragged = useRef(false);

  useEffect(() => {
    const el = scroller.current;
    if (!el || slides.length === 0 || !endless) return;
    // One copy's width, measured when the strip's size changes rather than on every frame: reading
    // scrollWidth while the page is still being built forces a layout of the whole document each frame.
    let width = el.scrollWidth / COPIES;
    const resized = new ResizeObserver(() => {
      width = el.scrollWidth / COPIES;
    });
    resized.observe(el);
    // Browsers round scrollLeft; the exact position is kept here so sub-pixel steps add up.
    let position = width;
    el.scrollLeft = position;
    const wrap = (value: number) => {
      if (width <= 0) return value;
      if (value < width) return value + width;
      if (value >= 2 * width) return value - width;
      return value;
    };

    let visible = true;
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry.isIntersecting;
      if (visible) position = el.scrollLeft;
    });
    observer.observe(el);

    let frame = 0;
    const tick = () => {
      frame = requestAnimationFrame(tick);
      if (!visible) return; // off screen: nothing to move, and nothing to measure
      if (paused.current || reducedMotion) {
        // The visitor scrolls or drags; only keep them inside the middle copy.
        position = el.scrollLeft;
        const wrapped = wrap(position);
        if (wrapped === position) return;
        position = wrapped;
      } else {
        position = wrap(position + STRIP_SPEED_PX_PER_FRAME);
      }
      el.scrollLeft = position;
    };
    frame = requestAnimationFrame(tick);

    // Mouse dragging; touch and pens scroll natively.
    let drag: { x: number; left: number } | null = null;
    const down = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse' || e.button !== 0) return;
      drag = { x: e.clientX, left: el.scrollLeft };
      dragged.current = false;
      paused.current = true;
    };
    const move = (e: PointerEvent) => {
      if (!drag) return;
      const dx = e.clientX - drag.x;
      if (Math.abs(dx) > DRAG_CLICK_THRESHOLD_PX && !dragged.current) {
        dragged.current = true;
        el.setPointerCapture(e.pointerId);
        el.dataset.dragging = 'true';
      }
      if (!dragged.current) return;
      const target = drag.left - dx;
      const wrapped = wrap(target);
      drag.left += wrapped - target;
      el.scrollLeft = wrapped;
      e.preventDefault();
    };
    const up = (e: PointerEvent) => {
      if (!drag) return;
      drag = null;
      delete el.dataset.dragging;
      if (el.hasPointerCapture(e.pointerId)) el.releasePointerCapture(e.pointerId);
      paused.current = el.matches(':hover, :focus-within');
    };
    const hold = () => {
      paused.current = true;
    };
    const release = () => {
      if (!drag) paused.current = el.matches(':focus-within');
    };
    const releaseFocus = () => {
      requestAnimationFrame(() => {
        if (!drag) paused.current = el.matches(':hover, :focus-within');
      });
    };
    // Aborted on clean-up, which removes every listener below at once.
    const listeners = new AbortController();
    const { signal } = listeners;
    el.addEventListener('pointerdown', down, { signal });
    el.addEventListener('pointermove', move, { signal });
    el.addEventListener('pointerup', up, { signal });
    el.addEventListener('pointercancel', up, { signal });
    el.addEventListener('mouseenter', hold, { signal });
    el.addEventListener('mouseleave', release, { signal });
    el.addEventListener('focusin', hold, { signal });
    el.addEventListener('focusout', releaseFocus, { signal });
    el.addEventListener('touchstart', hold, { passive: true, signal });
    el.addEventListener('touchend', releaseFocus, { passive: true, signal });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      resized.disconnect();
      listeners.abort();
    };
  }, [slides.length, reducedMotion, endless]);

  if (slides.length === 0) return null;
  const copies = endless ? Array.from({ length: COPIES }, (_, copy) => copy) : [1];

  return (
    <section aria-label="Highlights" className="border-b border-white/10 bg-ink-2">
      <div className="flex flex-col sm:flex-row">
        <p className="flex shrink-0 items-center gap-3 whitespace-nowrap border-b border-white/10 px-6 py-2.5 text-[10px] font-medium uppercase tracking-[0.32em] text-white/85 sm:border-r sm:border-b-0 sm:px-10">
          <span aria-hidden="true" className="relative flex h-1.5 w-1.5">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-accent/70 motion-reduce:hidden" />
            <span className="relative inline-flex h-1.5 w-1.5 rounded-full bg-accent" />
          </span>
          {BRAND.availability}
        </p>
        <div
          ref={scroller}
          className="no-scrollbar flex min-w-0 flex-1 cursor-grab overflow-x-auto overscroll-x-contain select-none data-[dragging=true]:cursor-grabbing"
          style={{ '--strip-count': slides.length } as CSSProperties}
        >
          {copies.flatMap((copy) =>
            slides.map((slide, i) => (
              <StripCard
                key={`${copy}-${slide.id}`}
                slide={slide}
                hidden={copy !== 1}
                eager={copy === 1 && i < 3}
                onClick={(e) => {
                  // The click that ends a drag is not a request to follow the link.
                  if (dragged.current) e.preventDefault();
                  dragged.current = false;
                }}
              />
            )),
          )}
        </div>
      </div>
    </section>
  );
}

function StripCard({
  slide,
  hidden,
  eager,
  onClick,
}: {
  slide: HeaderSlide;
  /** The copies either side exist for the endless scroll only; assistive tech and Tab skip them. */
  hidden: boolean;
  eager: boolean;
  onClick: (e: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div
      // Cards out of view (most of them: the list is there three times) skip layout and paint until
      // scrolled near; the width is fixed and the height reserved, so nothing moves when they render.
      className="w-[max(19rem,calc(100%/var(--strip-count)))] shrink-0 border-r border-white/10 [content-visibility:auto] [contain-intrinsic-height:auto_7rem] sm:[contain-intrinsic-height:auto_8rem]"
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      <SiteLink
        href={slide.href}
        draggable={false}
        onClick={onClick}
        className="group flex h-28 items-stretch gap-4 p-3 pr-5 transition-colors hover:bg-white/[0.03] sm:h-32"
      >
        <span className="relative aspect-square h-full shrink-0 overflow-hidden bg-ink-3">
          <ResponsiveImage
            src={slide.imageUrl}
            alt={slide.title}
            width={240}
            height={240}
            sizes="120px"
            loading={eager ? 'eager' : 'lazy'}
            draggable={false}
            className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
          />
        </span>
        <span className="flex min-w-0 flex-col justify-center gap-1">
          <span className="truncate text-[12px] font-medium uppercase tracking-[0.2em] text-white">
            {slide.title}
          </span>
          <span className="line-clamp-2 text-xs leading-snug text-mist">{slide.description}</span>
          <span className="mt-1 inline-flex items-center gap-2 text-[10px] font-medium uppercase tracking-[0.24em] text-accent">
            {slide.buttonText}
            <GroupArrow className="h-3 w-3" strokeWidth={1.75} />
          </span>
        </span>
      </SiteLink>
    </div>
  );
}
