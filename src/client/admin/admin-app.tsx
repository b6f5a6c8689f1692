import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAdminQueryClient } from './lib/query-client';
import { keepScrollPlaces } from './lib/scroll-places';
import { createAdminRouter } from './router';

/*
 * The back office: an application rendered in the browser under /admin (the server sends a shell), loaded
 * by entry-client.tsx on an admin address only. Its routing is TanStack Router and its data TanStack Query,
 * and nothing else (decision 0025); the public site's router and cache never load here.
 */
const router = createAdminRouter();
keepScrollPlaces(router);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={getAdminQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
