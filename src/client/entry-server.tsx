import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { FormOutcome } from '../shared/form-outcome';
import { FormOutcomeContext } from './lib/form-outcome';
import { IslandRendererProvider, IslandTree } from './lib/island';
import { resolveStatus } from './lib/lazy-route';
import { StaticRouter } from './lib/navigation';
import { dehydrate, type Fetcher, QueryClient, QueryClientProvider } from './lib/page-query';
import { type ResolvedHead, resolveHead } from './lib/resolve-head';
import { createDataRouter, RouteTree } from './lib/router';
import { createRoutes } from './routes';
import { errorStatus, type SsrState, serializeRouteError } from './ssr-state';

/**
 * Sent with every page whatever its islands read: the dealer's details and the site's settings, which the
 * contact drawer and the page's head read (server/lib/render-head.ts).
 */
const BROWSER_ALWAYS = ['/api/footer-settings', '/api/site-settings'];

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

/**
 * Renders one public page: loads prefetch through `fetcher` (in-process on the server), then React renders.
 * `outcome` is given when the page answers its own form, posted without JavaScript (plugins/form-pages.ts).
 */
export async function render(
  url: string,
  origin: string,
  fetcher: Fetcher,
  outcome: FormOutcome | null = null,
): Promise<RenderResult> {
  const queryClient = new QueryClient(fetcher);
  const router = createDataRouter(createRoutes(queryClient));
  const pageUrl = new URL(url, origin);
  const resolution = await router.resolve(pageUrl, { runLoads: true });
  if (resolution.redirect)
    return { kind: 'redirect', status: resolution.redirectStatus ?? 302, location: resolution.redirect };
  const frame = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <FormOutcomeContext.Provider value={outcome}>
        <StaticRouter location={url}>{node}</StaticRouter>
      </FormOutcomeContext.Provider>
    </QueryClientProvider>
  );
  // Each island is rendered as its own tree, as the browser hydrates it (lib/island.tsx).
  const renderIsland = (island: ReactNode) =>
    renderToString(
      <StrictMode>
        <IslandTree frame={frame}>{island}</IslandTree>
      </StrictMode>,
    );
  const html = renderToString(
    <IslandRendererProvider value={renderIsland}>
      {frame(<RouteTree resolution={resolution} />)}
    </IslandRendererProvider>,
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
    state: { queries: dehydrate(queryClient, BROWSER_ALWAYS), error: serializeRouteError(resolution.error) },
    modules: resolution.matches.flatMap((m) => (m.route.module ? [m.route.module] : [])),
  };
}
