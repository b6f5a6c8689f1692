import type { QueryClient } from '@tanstack/react-query';
import { RouteError } from './components/site/route-error';
import { lazyPage } from './lib/lazy-route';
import { queries } from './lib/queries';
import type { AppRoute } from './lib/router';
import { Root, RootError } from './root';

/** One route table for the server render and the browser. Every page is its own lazily loaded chunk. */
export function createRoutes(queryClient: QueryClient): AppRoute[] {
  const page = (importer: Parameters<typeof lazyPage>[1]) => lazyPage(queryClient, importer);
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RootError,
      children: [
        {
          id: 'public',
          lazy: async () => ({
            Component: (await import('./public/layout/public-layout')).PublicLayout,
            // The chrome has built-in fallbacks for both, so a failed read must not take the page down.
            load: () =>
              Promise.all([
                queryClient.prefetchQuery(queries.footerSettings()),
                queryClient.prefetchQuery(queries.siteSettings()),
              ]),
          }),
          children: [
            {
              // Pathless: a page that fails to load shows the error inside the site chrome.
              id: 'public-page',
              ErrorBoundary: RouteError,
              children: [
                { index: true, lazy: page(() => import('./public/home/home-page')) },
                { path: 'cars', lazy: page(() => import('./public/cars/cars-page')) },
                { path: 'hire', lazy: page(() => import('./public/hire/hire-page')) },
                { path: 'finance', lazy: page(() => import('./public/forms/finance-page')) },
                { path: 'sell-your-car', lazy: page(() => import('./public/forms/sell-page')) },
                { path: 'consignment', lazy: page(() => import('./public/forms/consignment-page')) },
                { path: 'acquisitions', lazy: page(() => import('./public/forms/acquisitions-page')) },
                { path: 'services', lazy: page(() => import('./public/services/services-page')) },
                { path: 'services/:id', lazy: page(() => import('./public/services/service-detail-page')) },
                { path: 'privacy-policy', lazy: page(() => import('./public/privacy/privacy-page')) },
                { path: 'pages/:slug', lazy: page(() => import('./public/pages/content-page')) },
                { path: '*', lazy: page(() => import('./public/not-found/not-found-page')) },
              ],
            },
          ],
        },
        {
          path: 'admin',
          id: 'admin',
          lazy: async () => ({ Component: (await import('./admin/layout/admin-layout')).AdminLayout }),
          children: [
            { path: 'login', lazy: page(() => import('./admin/login/login-page')) },
            { index: true, lazy: page(() => import('./admin/dashboard/dashboard-page')) },
            { path: 'dashboard', lazy: page(() => import('./admin/dashboard/dashboard-page')) },
            { path: 'cars', lazy: page(() => import('./admin/cars/cars-page')) },
            { path: 'hire-cars', lazy: page(() => import('./admin/hire-cars/hire-cars-page')) },
            { path: 'subscribers', lazy: page(() => import('./admin/subscribers/subscribers-page')) },
            { path: 'brand-logos', lazy: page(() => import('./admin/brand-logos/brand-logos-page')) },
            { path: 'media', lazy: page(() => import('./admin/media/media-page')) },
            { path: 'services', lazy: page(() => import('./admin/services/services-page')) },
            { path: 'settings', lazy: page(() => import('./admin/settings/settings-page')) },
            { path: 'header-slides', lazy: page(() => import('./admin/header-slides/header-slides-page')) },
            { path: 'pages/new', lazy: page(() => import('./admin/pages/page-editor-page')) },
            { path: 'pages/:id', lazy: page(() => import('./admin/pages/page-editor-page')) },
            { path: '*', lazy: page(() => import('./public/not-found/not-found-page')) },
          ],
        },
      ],
    },
  ];
}
