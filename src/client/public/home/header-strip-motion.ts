import type { Behaviour } from '../../lib/island-runtime';

/** SPEC §9: the strip advances 0.8 px per animation frame. */
export const STRIP_SPEED_PX_PER_FRAME = 0.8;
const COPIES = 3;
const DRAG_CLICK_THRESHOLD_PX = 6;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The header strip's motion (SPEC §2), on the server's strip (header-strip.tsx): the list is repeated either
 * side and the scroll position kept inside the middle copy, so it can move forever in either direction. It
 * auto-scrolls unless the visitor prefers reduced motion, pauses under the pointer or keyboard focus, and can
 * be dragged with a mouse (touch and pens scroll natively). The server sends the list once: the repeats exist
 * only for the scrolling, so they come with this code, hidden from assistive tech and Tab.
 */
export const moveStrip: Behaviour = (section) => {
  const el = section.querySelector<HTMLElement>('[data-strip-scroller]');
  if (!el || el.children.length === 0) return () => {};
  const cards = [...el.children];
  const repeat = () =>
    cards.map((card) => {
      const copy = card.cloneNode(true) as HTMLElement;
      copy.setAttribute('aria-hidden', 'true');
      copy.inert = true;
      for (const image of copy.querySelectorAll('img')) image.loading = 'lazy';
      return copy;
    });
  el.prepend(...repeat());
  el.append(...repeat());

  // One copy's width, measured when the strip's size changes rather than on every frame: reading
  // scrollWidth while the page is still being built forces a layout of the whole document each frame.
  let width = el.scrollWidth / COPIES;
  const resized = new ResizeObserver(() => {
    width = el.scrollWidth / COPIES;
  });
  resized.observe(el);
  // Browsers round scrollLeft; the exact position is kept here so sub-pixel steps add up.
  let position = width + el.scrollLeft;
  el.scrollLeft = position;
  const wrap = (value: number) => {
    if (width <= 0) return value;
    if (value < width) return value + width;
    if (value >= 2 * width) return value - width;
    return value;
  };

  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  let paused = false;
  let dragged = false;
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
    if (paused || reducedMotion.matches) {
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
    dragged = false;
    paused = true;
  };
  const move = (e: PointerEvent) => {
    if (!drag) return;
    const dx = e.clientX - drag.x;
    if (Math.abs(dx) > DRAG_CLICK_THRESHOLD_PX && !dragged) {
      dragged = true;
      el.setPointerCapture(e.pointerId);
      el.dataset.dragging = 'true';
    }
    if (!dragged) return;
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
    paused = el.matches(':hover, :focus-within');
  };
  // The click that ends a drag is not a request to follow the link.
  const click = (e: MouseEvent) => {
    if (dragged) e.preventDefault();
    dragged = false;
  };
  const hold = () => {
    paused = true;
  };
  const release = () => {
    if (!drag) paused = el.matches(':focus-within');
  };
  const releaseFocus = () => {
    requestAnimationFrame(() => {
      if (!drag) paused = el.matches(':hover, :focus-within');
    });
  };
  // Aborted when stopped, which removes every listener below at once.
  const listeners = new AbortController();
  const { signal } = listeners;
  el.addEventListener('pointerdown', down, { signal });
  el.addEventListener('pointermove', move, { signal });
  el.addEventListener('pointerup', up, { signal });
  el.addEventListener('pointercancel', up, { signal });
  el.addEventListener('click', click, { capture: true, signal });
  el.addEventListener('mouseenter', hold, { signal });
  el.addEventListener('mouseleave', release, { signal });
  el.addEventListener('focusin', hold, { signal });
  el.addEventListener('focusout', releaseFocus, { signal });
  el.addEventListener('touchstart', hold, { passive: true, signal });
  el.addEventListener('touchend', releaseFocus, { passive: true, signal });
  // A pointer already over the strip when the code arrives holds it, as one arriving later would.
  paused = el.matches(':hover, :focus-within');
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    resized.disconnect();
    listeners.abort();
  };
};
