import { type ComponentType, type ReactNode, StrictMode, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toaster } from '../components/ui/toaster';
import { getJson } from './api';
import { IslandTree } from './island';
import { IslandLocation } from './island-location';
import { type DehydratedState, hydrate, QueryClient, QueryClientProvider } from './page-query';

/**
 * What every island renders in: one query cache for the page, filled from the server's (so an island's
 * first render reads what the server's did), and the address as a location the island can read and move.
 */
let queryClient: QueryClient | undefined;

export function pageQueryClient() {
  if (!queryClient) {
    queryClient = new QueryClient((path) => getJson(path));
    hydrate(queryClient, readServerState());
  }
  return queryClient;
}

/** The server's cache of a page, from its JSON script tag (CSP-safe), or of a part swapped in later. */
export function readServerState(doc: Document = document): DehydratedState | undefined {
  const text = doc.getElementById('__ssr_state')?.textContent;
  return text ? (JSON.parse(text) as { queries: DehydratedState }).queries : undefined;
}

/** Tells the runtime once the island has hydrated (to replay a click); one child, so no id changes. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // Once: the first commit is the hydration (later renders are updates with new props).
  const first = useRef(onHydrated);
  useEffect(() => first.current(), []);
  return children;
}

let toaster = false;
/** Toasts from any island show in one region, rendered on first use outside the server's HTML. */
function ensureToaster() {
  if (toaster) return;
  toaster = true;
  const el = document.createElement('div');
  document.body.append(el);
  createRoot(el).render(<Toaster />);
}

export function mountIsland<P extends object>(
  el: HTMLElement,
  Component: ComponentType<P>,
  props: P,
  onHydrated: () => void,
) {
  ensureToaster();
  const client = pageQueryClient();
  const tree = (islandProps: P) => (
    <StrictMode>
      <Hydrated onHydrated={onHydrated}>
        <IslandTree
          frame={(node) => (
            <QueryClientProvider client={client}>
              <IslandLocation>{node}</IslandLocation>
            </QueryClientProvider>
          )}
        >
          <Component {...islandProps} />
        </IslandTree>
      </Hydrated>
    </StrictMode>
  );
  const root = hydrateRoot(el, tree(props));
  return {
    unmount: () => root.unmount(),
    /** New props from the server (a listing shown in place): the island renders them as it is. */
    update: (next: P) => root.render(tree(next)),
  };
}
