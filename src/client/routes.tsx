import { RouteError } from './components/site/route-error';
import { lazyPage, type PageModule } from './lib/lazy-route';
import type { QueryClient } from './lib/page-query';
import { queries } from './lib/queries';
import type { AppRoute } from './lib/router';
import { Root, RootError } from './root';

/**
 * Every page module, each its own lazily loaded chunk, keyed by its path under src/client: the same key the
 * build's manifest uses, so the server can preload the chunks of the page it rendered. The two excluded files
 * are parts shared by several pages, not pages.
 */
const PAGE_MODULES = import.meta.glob<PageModule>([
  './{public,admin}/*/*-page.tsx',
  '!./admin/frame/admin-page.tsx',
  '!./public/forms/vehicle-submission-page.tsx',
]);

/** One route table for the server render and the browser. */
export function createRoutes(queryClient: QueryClient): AppRoute[] {
  const page = (module: string) => {
    const importer = PAGE_MODULES[`./${module}.tsx`];
    if (!importer) throw new Error(`No page module src/client/${module}.tsx`);
    return { module: `${module}.tsx`, lazy: lazyPage(queryClient, importer) };
  };
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
                { index: true, ...page('public/home/home-page') },
                { path: 'cars', ...page('public/cars/cars-page') },
                { path: 'hire', ...page('public/hire/hire-page') },
                // A vehicle's page is /{cars,hire}/{id}/{slug}; the id alone, or a stale slug, redirects 301.
                { path: 'cars/:id', ...page('public/cars/car-page') },
                { path: 'cars/:id/:slug', ...page('public/cars/car-page') },
                { path: 'hire/:id', ...page('public/hire/hire-car-page') },
                { path: 'hire/:id/:slug', ...page('public/hire/hire-car-page') },
                { path: 'finance', ...page('public/forms/finance-page') },
                { path: 'sell-your-car', ...page('public/forms/sell-page') },
                { path: 'consignment', ...page('public/forms/consignment-page') },
                { path: 'acquisitions', ...page('public/forms/acquisitions-page') },
                { path: 'services', ...page('public/services/services-page') },
                { path: 'services/:id', ...page('public/services/service-detail-page') },
                { path: 'privacy-policy', ...page('public/privacy/privacy-page') },
                { path: 'unsubscribe', ...page('public/unsubscribe/unsubscribe-page') },
                { path: 'pages/:slug', ...page('public/pages/content-page') },
                { path: '*', ...page('public/not-found/not-found-page') },
              ],
            },
          ],
        },
        {
          path: 'admin',
          id: 'admin',
          lazy: async () => ({ Component: (await import('./admin/layout/admin-layout')).AdminLayout }),
          children: [
            { path: 'login', ...page('admin/login/login-page') },
            { index: true, ...page('admin/dashboard/dashboard-page') },
            { path: 'dashboard', ...page('admin/dashboard/dashboard-page') },
            { path: 'cars', ...page('admin/cars/cars-page') },
            { path: 'hire-cars', ...page('admin/hire-cars/hire-cars-page') },
            { path: 'subscribers', ...page('admin/leads/subscribers-page') },
            { path: 'brand-logos', ...page('admin/brand-logos/brand-logos-page') },
            { path: 'media', ...page('admin/media/media-page') },
            { path: 'services', ...page('admin/services/services-page') },
            { path: 'settings', ...page('admin/settings/settings-page') },
            { path: 'header-slides', ...page('admin/header-slides/header-slides-page') },
            { path: 'pages/new', ...page('admin/pages/page-editor-page') },
            { path: 'pages/:id', ...page('admin/pages/page-editor-page') },
            { path: 'leads/:kind/:id', ...page('admin/leads/lead-page') },
            { path: 'outbox', ...page('admin/outbox/outbox-page') },
            { path: 'webhooks', ...page('admin/webhooks/webhooks-page') },
            { path: 'api', ...page('admin/api-reference/api-reference-page') },
            { path: 'staff', ...page('admin/staff/staff-page') },
            { path: 'account', ...page('admin/account/account-page') },
            { path: 'activity', ...page('admin/activity/activity-page') },
            { path: 'set-password/:token', ...page('admin/login/set-password-page') },
            { path: '*', ...page('public/not-found/not-found-page') },
          ],
        },
      ],
    },
  ];
}
