import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useMemo,
} from 'react';
import {
  createPath,
  type NavigationAction,
  type Navigator,
  type Path,
  parsePath,
  type RouterLocation,
} from './browser-history';
import type { Params } from './match-routes';

/**
 * Links and the location hooks pages use, in place of React Router's (docs/decisions/0010). The names and
 * behaviour are React Router's where we used them, so a page moved over by changing its import line.
 */

export type { Params } from './match-routes';

/** A path string, or parts of one: `{ search }` alone keeps the current path. */
export type To = string | Partial<Path>;

export type NavigateOptions = { replace?: boolean };

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or Forward (1) through the browser's history. */
  (delta: number): void;
};

type LocationState = { location: RouterLocation; navigationType: NavigationAction };

const NavigatorContext = createContext<Navigator | null>(null);
const LocationContext = createContext<LocationState | null>(null);
/** The route a component renders in: what its `<Outlet />` shows and the params of the path. */
export const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({
  outlet: null,
  params: {},
});

/** Gives everything below a location to show and a navigator to move with. */
export function LocationProvider({
  location,
  navigationType,
  navigator,
  children,
}: LocationState & { navigator: Navigator; children?: ReactNode }) {
  const { pathname, search, hash, state, key } = location;
  // A new value only when the location really changes: consumers' effects depend on it.
  const value = useMemo(
    () => ({ location: { pathname, search, hash, state, key }, navigationType }),
    [pathname, search, hash, state, key, navigationType],
  );
  return (
    <NavigatorContext value={navigator}>
      <LocationContext value={value}>{children}</LocationContext>
    </NavigatorContext>
  );
}

const refuse = () => {
  throw new Error('A server render cannot navigate');
};

/** The server render's location: the request's URL, with a navigator that refuses to move. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const { pathname = '/', search = '', hash = '' } = parsePath(location);
  return (
    <LocationProvider
      location={{ pathname, search, hash, state: null, key: 'default' }}
      navigationType="POP"
      navigator={{ push: refuse, replace: refuse, go: refuse }}
    >
      {children}
    </LocationProvider>
  );
}

export function useLocation(): RouterLocation {
  const state = useContext(LocationContext);
  if (!state) throw new Error('useLocation outside a router');
  return state.location;
}

export const useParams = (): Params => useContext(RouteContext).params;

/** What the route below this one shows. */
export const Outlet = () => useContext(RouteContext).outlet;

/**
 * `to` against the current path: a `{ search }` or `?query` alone stays on it; a path is normalised as
 * React Router did (repeated slashes, `.` and `..` segments), so server-rendered hrefs stay as they were.
 * Paths relative to the route (without a leading slash) are not used here and resolve against the URL path.
 */
export function resolveTo(to: To, currentPathname: string): Path {
  const { pathname: toPathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  let pathname = currentPathname;
  if (toPathname) {
    const absolute = /^[\\/]/.test(toPathname);
    const segments = absolute ? [''] : currentPathname.replace(/\/+$/, '').split('/');
    for (const segment of toPathname
      .replace(/[\\/]{2,}/g, '/')
      .slice(absolute ? 1 : 0)
      .split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    pathname = segments.length > 1 ? segments.join('/') : '/';
    if (toPathname !== '/' && toPathname.endsWith('/') && !pathname.endsWith('/')) pathname += '/';
  }
  return {
    pathname,
    search: !search || search === '?' ? '' : search[0] === '?' ? search : `?${search}`,
    hash: !hash || hash === '#' ? '' : hash[0] === '#' ? hash : `#${hash}`,
  };
}

export function useNavigate(): NavigateFunction {
  const navigator = useContext(NavigatorContext);
  const { pathname } = useLocation();
  // A new function when the path changes, as React Router's was: effects that list it run again then.
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!navigator) return;
      if (typeof to === 'number') navigator.go(to);
      else (options.replace ? navigator.replace : navigator.push)(resolveTo(to, pathname));
    },
    [navigator, pathname],
  ) as NavigateFunction;
}

type SearchParamsInit = URLSearchParams | ((previous: URLSearchParams) => URLSearchParams);

/** The query string, and a setter that moves to this path with a new one (dropping the hash). */
export function useSearchParams() {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const navigator = useContext(NavigatorContext);
  const navigate = useNavigate();
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => {
      // An updater builds on the address as it is now, not as last rendered: two changes before a render
      // (a debounced search settling just as a filter is chosen) must both land, not the last alone.
      const latest = navigator?.location;
      const base = latest && latest.pathname === pathname ? latest.search : search;
      navigate(`?${typeof next === 'function' ? next(new URLSearchParams(base)) : next}`, options);
    },
    [navigate, navigator, pathname, search],
  );
  return [params, setParams] as const;
}

/** Another origin or scheme (`https:`, `mailto:`, `//host`): the browser's to follow. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry; by default only a link to the location already shown does. */
  replace?: boolean;
  /** A full page load instead of a client navigation. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A plain left click, without modifier keys, on a link that opens in this tab moves inside the app; any
 * other click (a new tab, a download, a middle click) is the browser's, as is a link another `onClick`
 * has already handled.
 */
export function isAppNavigationClick(event: MouseEvent<HTMLAnchorElement>, target?: string) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const path = resolveTo(to, location.pathname);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || reloadDocument || !isAppNavigationClick(event, target)) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === createPath(path) });
  };
  return <a {...rest} href={external ? to : createPath(path)} onClick={click} target={target} />;
}
