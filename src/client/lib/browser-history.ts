/**
 * The browser history our router drives, on window.history directly (docs/decisions/0010). The router must
 * hear of a move before it shows anything, so the history tells its one listener of every change, our own
 * pushes and replaces included, and the router decides when the page on screen follows.
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

export type BrowserHistory = Navigator & {
  readonly action: NavigationAction;
  readonly location: RouterLocation;
  /** Called after every change of location, pushes and replaces included; returns the unsubscribe. */
  listen(listener: (update: { action: NavigationAction; location: RouterLocation }) => void): () => void;
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

/** Entry state as React Router wrote it (`usr`, `key`), so entries made before the switch keep their keys. */
type EntryState = { usr?: unknown; key?: string } | null;

export function createBrowserHistory(): BrowserHistory {
  let action: NavigationAction = 'POP';
  let listener: ((update: { action: NavigationAction; location: RouterLocation }) => void) | null = null;

  const current = (): RouterLocation => {
    const { pathname, search, hash } = window.location;
    const state = window.history.state as EntryState;
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key || 'default' };
  };

  const change = (kind: 'PUSH' | 'REPLACE', to: string | Partial<Path>, state: unknown) => {
    action = kind;
    const next = { ...current(), search: '', hash: '', ...(typeof to === 'string' ? parsePath(to) : to) };
    const url = createPath(next);
    const entry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10) };
    if (kind === 'REPLACE') window.history.replaceState(entry, '', url);
    else {
      try {
        window.history.pushState(entry, '', url);
      } catch (error) {
        // Safari limits pushes per second and throws past it: load the page instead of losing the move.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
        return;
      }
    }
    listener?.({ action, location: current() });
  };

  const onPop = () => {
    action = 'POP';
    listener?.({ action, location: current() });
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    listen(next) {
      listener = next;
      window.addEventListener('popstate', onPop);
      return () => {
        window.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
    push: (to, state) => change('PUSH', to, state),
    replace: (to, state) => change('REPLACE', to, state),
    go: (delta) => window.history.go(delta),
  };
}
