/**
 * Locations and paths as the public site's links and islands see them (docs/decisions/0010). The browser
 * history that drove the hand-built router in the browser went with the admin's move to TanStack Router
 * (0025): the public pages are islands, and their moves are lib/same-path.ts's.
 */

/** POP is the page as first opened and every Back or Forward; PUSH and REPLACE are our own moves. */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export type Path = { pathname: string; search: string; hash: string };

export type RouterLocation = Path & {
  state: unknown;
  /** Tells history entries apart (scroll positions are kept by it); "default" for an entry we did not make. */
  key: string;
};

/** What links and `useNavigate` call: the browser's history, or on the server one that refuses. */
export type Navigator = {
  /**
   * Where history is now, which can be ahead of the location on screen (a move waiting for its page, or
   * one made since the last render). Absent on a navigator that never moves.
   */
  readonly location?: RouterLocation;
  push(to: string | Partial<Path>, state?: unknown): void;
  replace(to: string | Partial<Path>, state?: unknown): void;
  go(delta: number): void;
};

/** A path as one string; an empty search or hash (`?`, `#`) is left out. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>) {
  if (search && search !== '?') pathname += search[0] === '?' ? search : `?${search}`;
  if (hash && hash !== '#') pathname += hash[0] === '#' ? hash : `#${hash}`;
  return pathname;
}

/** The pieces of a path string; the ones it lacks are absent, so a query alone keeps the current path. */
export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}
