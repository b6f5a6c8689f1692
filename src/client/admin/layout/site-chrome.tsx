import { type ReactNode, useState } from 'react';
import { getJson } from '../../lib/api';
import { createPath, type Path } from '../../lib/browser-history';
import { LocationProvider } from '../../lib/navigation';
import { QueryClient, QueryClientProvider } from '../../lib/page-query';
import { useLocation } from '../lib/nav';

/** Any link of the site's chrome leads out of the admin app: the page it names loads as a document. */
const leave = (to: string | Partial<Path>) =>
  window.location.assign(typeof to === 'string' ? to : createPath(to));
const outOfTheAdmin = { push: leave, replace: leave, go: (delta: number) => window.history.go(delta) };

/**
 * The public site's navigation bar shown on the dashboard (components/site/top-bar.tsx) is the site's own
 * part: it reads the location through lib/navigation and the dealer's details through lib/page-query. This
 * gives it both, for it alone: the admin's location, a navigator whose every move loads a page of the site,
 * and a small cache for the one read it makes (the footer settings). The admin's screens never use either
 * (decision 0025): their routing is TanStack Router's, their data TanStack Query's.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const [client] = useState(() => new QueryClient((path) => getJson(path)));
  return (
    <QueryClientProvider client={client}>
      <LocationProvider
        location={{ pathname, search, hash, state: null, key: 'default' }}
        navigationType="POP"
        navigator={outOfTheAdmin}
      >
        {children}
      </LocationProvider>
    </QueryClientProvider>
  );
}
