import { createPath, type Path, type RouterLocation } from './browser-history';

/**
 * Moves of the public site's address (docs/decisions/0020-islands.md). The site is a site of pages: a move
 * to another path is the browser's own navigation. A move that stays on the path (a filter, the layout, an
 * open car) is shown in place when a part of the page has said it can show that address (`onSamePath`),
 * and is a page load otherwise. No React here: the page's script registers handlers before any island.
 */
/** `to` is the address to show, `from` the one on show until now (on Back, the address has moved already). */
type SamePathHandler = (to: URL, from: URL) => boolean;
const handlers = new Set<SamePathHandler>();
const listeners = new Set<() => void>();

/** A part of the page that can show another query of this path in place; returns the unregister. */
export function onSamePath(handler: SamePathHandler) {
  handlers.add(handler);
  return () => void handlers.delete(handler);
}

let snapshot: RouterLocation | undefined;
let snapshotHref = '';
/** The address as a location; the same object until it changes. */
export function currentLocation(): RouterLocation {
  if (!snapshot || snapshotHref !== window.location.href) {
    snapshotHref = window.location.href;
    const { pathname, search, hash } = window.location;
    const state = window.history.state as { key?: string } | null;
    snapshot = { pathname, search, hash, state, key: state?.key ?? 'default' };
  }
  return snapshot;
}

const emit = () => {
  for (const listener of listeners) listener();
};

/** The path and query on show; a change of hash alone is no move. */
const shown = () => window.location.pathname + window.location.search;
let shownNow = typeof window === 'undefined' ? '' : shown();
// The part registered last is asked first: an island (the car dialog) before the page's listing.
const showInPlace = (to: URL, from: URL) => [...handlers].reverse().some((handler) => handler(to, from));

/** Back or Forward to an entry made in place: shown in place again, or else loaded. */
function onPopState() {
  if (shown() === shownNow) return;
  const from = new URL(shownNow, window.location.href);
  shownNow = shown();
  if (showInPlace(new URL(window.location.href), from)) emit();
  else window.location.reload();
}

/** Hears every change of the address, in place or Back and Forward; returns the unsubscribe. */
export function subscribeLocation(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', onPopState);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('popstate', onPopState);
  };
}

export function moveTo(to: string | Partial<Path>, how: 'push' | 'replace') {
  const here = currentLocation();
  const url = new URL(typeof to === 'string' ? to : createPath({ ...here, ...to }), window.location.href);
  const samePath = url.origin === window.location.origin && url.pathname === window.location.pathname;
  if (samePath && url.href === window.location.href) return;
  if (samePath && showInPlace(url, new URL(window.location.href))) {
    const state = { key: Math.random().toString(36).slice(2, 10) };
    if (how === 'push') window.history.pushState(state, '', url);
    else window.history.replaceState(state, '', url);
    shownNow = shown();
    emit();
    return;
  }
  if (how === 'replace') window.location.replace(url);
  else window.location.assign(url);
}
