import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type RouteHandle, resolveStatus } from './lib/lazy-route';
import { createQueryClient, type Fetcher } from './lib/query-client';
import { type ResolvedHead, resolveHead } from './lib/resolve-head';
import { createRoutes } from './routes';
import { type SsrState, serializeRouteErrors } from './ssr-state';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: ResolvedHead; state: SsrState };

/** Renders one public page: loaders prefetch through `fetcher` (in-process on the server), then React renders. */
export async function render(url: string, origin: string, fetcher: Fetcher): Promise<RenderResult> {
  const queryClient = createQueryClient(fetcher);
  const handler = createStaticHandler(createRoutes(queryClient));
  const request = new Request(new URL(url, origin), { method: 'GET' });
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  const matches = context.matches.map((m) => ({ params: m.params, handle: m.route.handle }));
  const pageUrl = new URL(url, origin);
  const pageStatus = matches
    .map((m) =>
      resolveStatus((m.handle as RouteHandle | undefined)?.status, {
        queryClient,
        params: m.params,
        url: pageUrl,
      }),
    )
    .find(Boolean);
  return {
    kind: 'page',
    status: pageStatus ?? context.statusCode,
    html,
    head: resolveHead(matches, queryClient, new URL(url, origin), origin),
    state: {
      queries: dehydrate(queryClient),
      loaderData: context.loaderData,
      errors: serializeRouteErrors(context.errors),
    },
  };
}
