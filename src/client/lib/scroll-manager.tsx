import { useLayoutEffect, useRef } from 'react';
import type { NavigationAction, RouterLocation } from './browser-history';

const SCROLL_KEY = 'scroll-positions';

/** To the element the hash names, else to the top: a new page, or an in-page link to this one. */
export function scrollToAnchorOrTop(hash: string) {
  const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Scroll like a multi-page site: a new page starts at the top (or at its #anchor), Back and Forward return
 * to where the visitor was, and a change of query string alone (a filter, an opened car) keeps the place.
 */
export function ScrollManager({
  location,
  navigationType,
}: {
  location: RouterLocation;
  navigationType: NavigationAction;
}) {
  const positions = useRef<Record<string, number> | null>(null);
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    try {
      positions.current = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}');
    } catch {
      positions.current = {};
    }
    const save = () => {
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions.current));
      } catch {
        // Private browsing without storage: positions survive only in memory.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const saved = positions.current ?? {};
    const key = location.key;
    const before = previous.current;
    previous.current = { key, pathname: location.pathname };
    const record = () => {
      saved[key] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    if (before?.key !== key) {
      // A reload returns to the place on the page; a fresh visit (the "default" entry) starts at the top.
      const restore = before
        ? navigationType === 'POP'
          ? saved[key]
          : undefined
        : key !== 'default'
          ? saved[key]
          : undefined;
      if (restore !== undefined) window.scrollTo(0, restore);
      else if (location.hash) scrollToAnchorOrTop(location.hash);
      else if (before && before.pathname !== location.pathname) window.scrollTo(0, 0);
    }
    return () => window.removeEventListener('scroll', record);
  }, [location, navigationType]);

  return null;
}
