import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';

/*
 * Back and Forward return to where the page was scrolled; a new screen starts at its top.
 *
 * TanStack Router's own restoration (tried first) lost the place on a busy machine in two ways: it keeps
 * only what scrolled since the last render, and it scrolls once, at render, when a long list may not be
 * laid out yet, so the browser clamps the position to the top. Here the place of every history entry is
 * recorded as it changes, and a return keeps asking for it for a few frames until the page is tall
 * enough, unless the person scrolls first.
 */

const STORE = 'admin-scroll-places';
/** How long a return waits for the page to grow tall enough (a list's rows, a lazy screen). */
const RESTORE_FOR_MS = 3000;

const keyOf = (location: ParsedLocation) =>
  (location.state as { __TSR_key?: string } | undefined)?.__TSR_key ?? location.href;

function readStored(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}');
  } catch {
    return {};
  }
}

export function keepScrollPlaces(router: AnyRouter) {
  history.scrollRestoration = 'manual';
  const places = new Map<string, number>(Object.entries(readStored()));
  let current = keyOf(router.state.location);
  // Between leaving a screen and the next one rendering, the page shrinks and the browser moves the
  // scroll by itself: that is not a place anyone chose, so nothing is recorded then.
  let recording = true;
  let restoring = 0;

  addEventListener(
    'scroll',
    () => {
      if (recording) places.set(current, scrollY);
    },
    { passive: true },
  );

  // A person who scrolls, types or clicks while a return is still settling wins.
  const stopRestoring = () => {
    if (!restoring) return;
    cancelAnimationFrame(restoring);
    restoring = 0;
    recording = true;
  };
  for (const event of ['wheel', 'touchstart', 'keydown', 'mousedown'])
    addEventListener(event, stopRestoring, { passive: true });

  router.subscribe('onBeforeLoad', ({ fromLocation }) => {
    if (fromLocation && recording) places.set(keyOf(fromLocation), scrollY);
    recording = false;
    stopRestoring();
  });

  router.subscribe('onRendered', ({ toLocation }) => {
    current = keyOf(toLocation);
    const target = places.get(current);
    if (target === undefined) {
      // A new entry: its top, or the element its hash names.
      const anchor = toLocation.hash ? document.getElementById(toLocation.hash) : null;
      if (anchor) anchor.scrollIntoView();
      else scrollTo(0, 0);
      recording = true;
      return;
    }
    const until = performance.now() + RESTORE_FOR_MS;
    const settle = () => {
      scrollTo(0, target);
      const reachable = document.documentElement.scrollHeight - innerHeight >= target - 1;
      if (reachable || performance.now() > until) {
        restoring = 0;
        recording = true;
        places.set(current, scrollY);
        return;
      }
      restoring = requestAnimationFrame(settle);
    };
    settle();
  });

  // A reload or a return from another site finds the places again (they live for the browser tab).
  addEventListener('pagehide', () => {
    if (recording) places.set(current, scrollY);
    try {
      sessionStorage.setItem(STORE, JSON.stringify(Object.fromEntries([...places].slice(-100))));
    } catch {
      // Storage full or refused: the places are a convenience, not data.
    }
  });
}
