// The app: hydrates the server's HTML (or renders the admin shell). Imported by entry-client.tsx once the
// first screen is on display.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getJson } from './lib/api';
import { hydrate, QueryClient, QueryClientProvider } from './lib/page-query';
import { BrowserDataRouter, createDataRouter, type Resolution } from './lib/router';
import { createRoutes } from './routes';
import { deserializeRouteError, type SsrState } from './ssr-state';

async function start() {
  const stateEl = document.getElementById('__ssr_state');
  const state: SsrState | null = stateEl?.textContent ? JSON.parse(stateEl.textContent) : null;
  const queryClient = new QueryClient((path) => getJson(path));
  // Before the first render: the hydration render reads the server's data from the cache.
  hydrate(queryClient, state?.queries);
  const router = createDataRouter(createRoutes(queryClient));

  let initial: Resolution | null = null;
  if (state) {
    // The page's code must be loaded before hydrating, or the first render would not match the server's.
    // Its data is already in the dehydrated cache, so its loads do not run again.
    const resolution = await router.resolve(new URL(window.location.href), { runLoads: false });
    const error = deserializeRouteError(state.error);
    initial = error ? { ...resolution, error } : resolution;
  }
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserDataRouter router={router} initial={initial} />
      </QueryClientProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page, so a tap or a scroll during start-up is answered at once.
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
