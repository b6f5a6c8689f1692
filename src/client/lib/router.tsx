import { Component, type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { HeadArgs, HeadFn } from './head';
import { createMatcher, type Params } from './match-routes';
import { Outlet, RouteContext } from './navigation';

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

  return { resolve };
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
