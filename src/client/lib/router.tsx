import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  createBrowserHistory,
  createPath,
  type NavigationAction,
  type RouterLocation,
} from './browser-history';
import type { HeadArgs, HeadFn } from './head';
import { createMatcher, type Params } from './match-routes';
import { LocationProvider, Outlet, RouteContext } from './navigation';
import { ScrollManager, scrollToAnchorOrTop } from './scroll-manager';

/**
 * The route table's data layer (see docs/decisions/0006 and 0010). Before a page renders, its module is
 * imported and its `load` prefetches what it shows: the server awaits that before rendering; in the browser
 * the current page stays on screen, and keeps seeing its own location, until the next one is ready.
 */

export type LoadArgs = { params: Params; url: URL };

/** A page's HTTP status: fixed (the not-found page says 404) or decided from what its load fetched. */
export type PageStatus = number | ((args: HeadArgs) => number | undefined);

export type RouteHandle = { head?: HeadFn; status?: PageStatus };

/** What a route contributes once its module is loaded. */
export type ResolvedRoute = {
  Component?: ComponentType;
  load?: (args: LoadArgs) => Promise<unknown>;
  handle?: RouteHandle;
};

export type AppRoute = {
  /** Defaults to the route's position in the table. */
  id?: string;
  path?: string;
  index?: boolean;
  /** Imports the route's code; a page's chunk is fetched on its first visit. */
  lazy?: () => Promise<ResolvedRoute>;
  /** The source file `lazy` imports, relative to src/client: the server preloads its chunks. */
  module?: string;
  Component?: ComponentType;
  /** Shown in place of this route when it or a route inside it fails to load. */
  ErrorBoundary?: ComponentType;
  children?: AppRoute[];
};

export type PageMatch = { id: string; route: AppRoute; params: Params; resolved: ResolvedRoute };

export type Resolution = {
  pathname: string;
  matches: PageMatch[];
  /** A failure, shown by the boundary at `matches[error.boundary]`. */
  error?: { boundary: number; error: unknown };
  redirect?: string;
  /** 301 for a page that has moved for good (a car's page under its current slug); 302 otherwise. */
  redirectStatus?: number;
};

/** An HTTP failure a load can throw, or the one a server-rendered error page hands to the browser. */
export class PageErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText = '',
  ) {}
}

class Redirect {
  constructor(
    readonly to: string,
    readonly status: 301 | 302,
  ) {}
}

/**
 * Thrown from a page's `load`: the server answers with a redirect (302, or 301 when the page has moved for
 * good), the browser replaces the location.
 */
export function pageRedirect(to: string, status: 301 | 302 = 302): never {
  throw new Redirect(to, status);
}

export type PageRouter = ReturnType<typeof createDataRouter>;

export function createDataRouter(routes: AppRoute[]) {
  // Ids name a route in the server's error state, so they must be the same in the browser.
  const withIds = (list: AppRoute[], parent = ''): AppRoute[] =>
    list.map((route, i) => {
      const id = route.id ?? `${parent}${i}`;
      return { ...route, id, children: route.children && withIds(route.children, `${id}.`) };
    });
  const match = createMatcher(withIds(routes));

  /** Imports every matched route's code and, with `runLoads`, runs their loads in parallel. */
  async function resolve(url: URL, { runLoads }: { runLoads: boolean }): Promise<Resolution> {
    const matches: PageMatch[] = (match(url.pathname) ?? []).map(({ route, params }) => ({
      id: route.id as string,
      route,
      params,
      resolved: {},
    }));
    let failed: { index: number; error: unknown } | undefined;
    let redirectTo: Redirect | undefined;
    await Promise.all(
      matches.map(async (match, index) => {
        try {
          match.resolved = (await match.route.lazy?.()) ?? {};
          if (runLoads) await match.resolved.load?.({ params: match.params, url });
        } catch (error) {
          if (error instanceof Redirect) redirectTo ??= error;
          else if (!failed || index < failed.index) failed = { index, error };
        }
      }),
    );
    const resolution: Resolution = { pathname: pathKey(url.pathname), matches };
    if (redirectTo) {
      resolution.redirect = redirectTo.to;
      resolution.redirectStatus = redirectTo.status;
    } else if (failed)
      resolution.error = { boundary: boundaryFor(matches, failed.index), error: failed.error };
    return resolution;
  }

  /** In the browser a redirect's target is resolved at once, so it replaces the current page in one step. */
  async function resolveFollowingRedirect(url: URL): Promise<Resolution> {
    const resolution = await resolve(url, { runLoads: true });
    if (!resolution.redirect) return resolution;
    const target = await resolve(new URL(resolution.redirect, url), { runLoads: true });
    return { ...target, redirect: target.redirect ?? resolution.redirect };
  }

  return {
    resolve,
    resolveFollowingRedirect,
  };
}

/** A path as the URL parser spells it, so the server's request path and the router's location compare equal. */
const pathKey = (pathname: string) => new URL(pathname, 'http://localhost').pathname;

/** The nearest route at or above the failed one that has an error boundary (the root always has one). */
function boundaryFor(matches: PageMatch[], failedIndex: number) {
  for (let i = failedIndex; i > 0; i--) if (matches[i]?.route.ErrorBoundary) return i;
  return 0;
}

const ResolutionContext = createContext<Resolution | null>(null);
const ErrorContext = createContext<unknown>(undefined);

export function useResolution(): Resolution {
  const resolution = useContext(ResolutionContext);
  if (!resolution) throw new Error('useResolution outside <RouteTree>');
  return resolution;
}

/** The failure an error boundary is showing. */
export const usePageError = () => useContext(ErrorContext);

type Shown = { resolution: Resolution | null; location: RouterLocation; navigationType: NavigationAction };

/**
 * The browser's router. The address bar moves at once; what is shown, and the location every component
 * below sees, moves when the next page's code and data are ready, as in React Router's data mode did. The
 * location must not change under a page that stays: the home page's below-the-fold sections are server
 * HTML until scrolled near, and React holds any context change that reaches them until they hydrate.
 * `initial` is the server-rendered page being hydrated (null for a client-rendered screen).
 */
export function BrowserDataRouter({ router, initial }: { router: PageRouter; initial: Resolution | null }) {
  const [history] = useState(() => createBrowserHistory());
  const [shown, setShown] = useState<Shown>(() => ({
    resolution: initial,
    location: history.location,
    navigationType: history.action,
  }));
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useLayoutEffect(() => {
    let latest = 0;
    // A redirect's target, already resolved while following it.
    let redirected: Resolution | null = null;
    const show = ({ action, location }: { action: NavigationAction; location: RouterLocation }) => {
      const ticket = ++latest;
      const pathname = pathKey(location.pathname);
      const settled = redirected?.pathname === pathname ? redirected : null;
      redirected = null;
      const current = shownRef.current;
      // A page that failed to load is asked for again, in case the failure has passed.
      const same =
        current.resolution?.pathname === pathname && !current.resolution.error ? current.resolution : null;
      if (same && !settled && current.location.search === location.search) {
        // The same address but for the hash (a skip link, an in-page anchor) or a link to this very page:
        // nothing to render, and a new location here would wake sections still waiting to hydrate.
        if (action !== 'POP') scrollToAnchorOrTop(location.hash);
        return;
      }
      // A change of query string alone (a filter, an opened car) is the same page: shown at once.
      const ready = settled ?? same;
      if (ready) {
        setShown({ resolution: ready, location, navigationType: action });
        return;
      }
      const url = new URL(createPath(location), window.location.origin);
      void router.resolveFollowingRedirect(url).then((resolution) => {
        if (ticket !== latest) return; // the visitor has moved on again
        if (resolution.redirect) {
          redirected = resolution;
          history.replace(resolution.redirect);
        } else {
          setShown({ resolution, location, navigationType: action });
        }
      });
    };
    const stop = history.listen(show);
    // A client-rendered screen (the admin) resolves its first page here.
    if (!shownRef.current.resolution) show({ action: history.action, location: history.location });
    return stop;
  }, [history, router]);

  return (
    <LocationProvider location={shown.location} navigationType={shown.navigationType} navigator={history}>
      {shown.resolution && <RouteTree resolution={shown.resolution} />}
      <ScrollManager location={shown.location} navigationType={shown.navigationType} />
    </LocationProvider>
  );
}

/**
 * The matched routes, rendered from a resolution (server render and browser alike): each route's element
 * holds the next one as its outlet. No keys: a page that stays (another car on the car page) keeps its state.
 */
export function RouteTree({ resolution }: { resolution: Resolution }) {
  let outlet: ReactNode = null;
  for (let index = resolution.matches.length - 1; index >= 0; index--) {
    const params = resolution.matches[index]?.params as Params;
    outlet = (
      <RouteContext value={{ outlet, params }}>
        <RouteNode index={index} />
      </RouteContext>
    );
  }
  return <ResolutionContext value={resolution}>{outlet}</ResolutionContext>;
}

function RouteNode({ index }: { index: number }) {
  const resolution = useResolution();
  const match = resolution.matches[index];
  if (!match) return null;
  const { ErrorBoundary } = match.route;
  if (ErrorBoundary && resolution.error?.boundary === index) {
    return (
      <ErrorContext value={resolution.error.error}>
        <ErrorBoundary />
      </ErrorContext>
    );
  }
  const Page = match.resolved.Component ?? match.route.Component;
  const content = Page ? <Page /> : <Outlet />;
  return ErrorBoundary ? (
    <RenderErrorBoundary pathname={resolution.pathname} fallback={ErrorBoundary}>
      {content}
    </RenderErrorBoundary>
  ) : (
    content
  );
}

type BoundaryProps = { pathname: string; fallback: ComponentType; children: ReactNode };

/** Catches a page that throws while rendering in the browser; cleared by moving to another page. */
class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname) {
      this.setState({ error: undefined, failed: false });
    }
  }

  override render() {
    const Fallback = this.props.fallback;
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorContext value={this.state.error}>
        <Fallback />
      </ErrorContext>
    );
  }
}
