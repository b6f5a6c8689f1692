import { renderToString } from 'react-dom/server';
import { resolveStatus } from './lib/lazy-route';
import { StaticRouter } from './lib/navigation';
import { dehydrate, type Fetcher, QueryClient, QueryClientProvider } from './lib/page-query';
import { type ResolvedHead, resolveHead } from './lib/resolve-head';
import { createDataRouter, RouteTree } from './lib/router';
import { createRoutes } from './routes';
import { errorStatus, type SsrState, serializeRouteError } from './ssr-state';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: ResolvedHead;
      state: SsrState;
      /** The matched routes' source files (relative to src/client), whose chunks the browser will import. */
      modules: string[];
    };

/** Renders one public page: loads prefetch through `fetcher` (in-process on the server), then React renders. */
export async function render(url: string, origin: string, fetcher: Fetcher): Promise<RenderResult> {
  const queryClient = new QueryClient(fetcher);
  const router = createDataRouter(createRoutes(queryClient));
  const pageUrl = new URL(url, origin);
  const resolution = await router.resolve(pageUrl, { runLoads: true });
  if (resolution.redirect)
    return { kind: 'redirect', status: resolution.redirectStatus ?? 302, location: resolution.redirect };
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={url}>
        <RouteTree resolution={resolution} />
      </StaticRouter>
    </QueryClientProvider>,
  );
  const matches = resolution.matches.map((m) => ({ params: m.params, handle: m.resolved.handle }));
  const pageStatus = resolution.error
    ? errorStatus(resolution.error.error)
    : matches
        .map((m) => resolveStatus(m.handle?.status, { queryClient, params: m.params, url: pageUrl }))
        .find(Boolean);
  return {
    kind: 'page',
    status: pageStatus ?? 200,
    html,
    head: resolveHead(matches, queryClient, pageUrl, origin),
    state: { queries: dehydrate(queryClient), error: serializeRouteError(resolution.error) },
    modules: resolution.matches.flatMap((m) => (m.route.module ? [m.route.module] : [])),
  };
}
