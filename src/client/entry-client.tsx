import './styles.css';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { createRoutes } from './routes';
import { deserializeRouteErrors, type SsrState } from './ssr-state';

async function start() {
  const stateEl = document.getElementById('__ssr_state');
  const state: SsrState | null = stateEl?.textContent ? JSON.parse(stateEl.textContent) : null;
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);

  // Lazy route modules must be loaded before hydrating, or the first render would not match the server's.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async (m) => {
      if (typeof m.route.lazy === 'function') {
        const mod = await m.route.lazy();
        Object.assign(m.route, { ...mod, lazy: undefined });
      }
    }),
  );
  const router = createBrowserRouter(routes, {
    hydrationData: state
      ? { loaderData: state.loaderData, errors: deserializeRouteErrors(state.errors) }
      : undefined,
  });
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={state?.queries}>
          <RouterProvider router={router} />
        </HydrationBoundary>
      </QueryClientProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (state) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
