import {
  type AnyValidator,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type ParsedLocation,
  type RouterHistory,
  useMatches,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { Toaster } from '../components/ui/toaster';
import type { ScreenModule } from './frame/admin-head';
import { AdminLayout } from './layout/admin-layout';
import { Link, Outlet } from './lib/nav';
import {
  activitySearch,
  carInventorySearch,
  dashboardSearch,
  hireInventorySearch,
  reportsSearch,
} from './search';

/*
 * The admin's routes (decision 0025): TanStack Router, one code-based tree, no generated files. Adding a
 * screen is one line in the list at the bottom, `child('/path', () => import('./area/x-page'))`, plus
 * a `validateSearch` schema (admin/search.ts) when the screen keeps state in its address.
 */

type ScreenData = { title?: string };

/** The route options of a screen: its code, loaded with its `load` before it shows, once per visit. */
function screen(importer: () => Promise<ScreenModule>) {
  return {
    component: lazyRouteComponent(importer),
    loader: async ({ location }: { location: ParsedLocation }): Promise<ScreenData> => {
      const mod = await importer();
      await mod.load?.({ search: new URLSearchParams(location.searchStr) });
      return { title: mod.head?.().title };
    },
    // The screens read through TanStack Query, which keeps their data: a loader runs once per visit.
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** Keeps the browser tab's title that of the screen shown; no admin address is ever indexed. */
function AdminHead() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.loaderData as ScreenData | undefined)?.title)
    ?.loaderData as ScreenData | undefined;
  useEffect(() => {
    if (title?.title) document.title = title.title;
  }, [title]);
  return null;
}

function AdminNotFound() {
  useEffect(() => {
    document.title = '404 Page Not Found';
  }, []);
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center justify-center px-6 text-center">
      <h1 className="text-3xl font-light tracking-[0.2em] uppercase">404 Page Not Found</h1>
      <p className="mt-6 text-mist">There is no admin screen at this address.</p>
      <Link to="/admin" className="mt-10 border border-white/30 px-8 py-3 text-sm tracking-[0.2em] uppercase">
        Back to the dashboard
      </Link>
    </main>
  );
}

const rootRoute = createRootRoute({
  component: () => (
    <>
      <AdminHead />
      <Outlet />
      <Toaster />
    </>
  ),
  notFoundComponent: AdminNotFound,
});

/** Every admin screen sits in the layout: the query client, the sign-in guard, the session's end. */
const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: '/admin', component: AdminLayout });

const child = (path: string, importer: () => Promise<ScreenModule>) =>
  createRoute({ getParentRoute: () => adminRoute, path, ...screen(importer) });

/** A screen that keeps state in its address: its search is validated and typed by its schema (admin/search.ts). */
const searched = <const P extends string, S extends AnyValidator>(
  path: P,
  validateSearch: S,
  importer: () => Promise<ScreenModule>,
) => createRoute({ getParentRoute: () => adminRoute, path, validateSearch, ...screen(importer) });

const dashboard = () => import('./dashboard/dashboard-page');
/** /admin and /admin/dashboard: the open tab and its list's filters. */
export const dashboardIndexRoute = searched('/', dashboardSearch, dashboard);
export const dashboardRoute = searched('/dashboard', dashboardSearch, dashboard);
export const activityRoute = searched('/activity', activitySearch, () => import('./activity/activity-page'));
export const carsRoute = searched('/cars', carInventorySearch, () => import('./cars/cars-page'));
export const hireCarsRoute = searched(
  '/hire-cars',
  hireInventorySearch,
  () => import('./hire-cars/hire-cars-page'),
);
export const reportsRoute = searched('/reports', reportsSearch, () => import('./reports/reports-page'));

const routeTree = rootRoute.addChildren([
  adminRoute.addChildren([
    dashboardIndexRoute,
    dashboardRoute,
    activityRoute,
    carsRoute,
    hireCarsRoute,
    reportsRoute,
    // One line a screen: its path (`$name` for a parameter) and its module.
    child('/login', () => import('./login/login-page')),
    child('/set-password/$token', () => import('./login/set-password-page')),
    child('/subscribers', () => import('./leads/subscribers-page')),
    child('/leads/$kind/$id', () => import('./leads/lead-page')),
    child('/brand-logos', () => import('./brand-logos/brand-logos-page')),
    child('/media', () => import('./media/media-page')),
    child('/services', () => import('./services/services-page')),
    child('/settings', () => import('./settings/settings-page')),
    child('/header-slides', () => import('./header-slides/header-slides-page')),
    child('/pages/new', () => import('./pages/page-editor-page')),
    child('/pages/$id', () => import('./pages/page-editor-page')),
    child('/outbox', () => import('./outbox/outbox-page')),
    child('/api-keys', () => import('./integrations/api-keys-page')),
    child('/webhooks', () => import('./webhooks/webhooks-page')),
    child('/api', () => import('./api-reference/api-reference-page')),
    child('/staff', () => import('./staff/staff-page')),
    child('/account', () => import('./account/account-page')),
  ]),
]);

/**
 * Search values stay strings, as in the address (TanStack's default would read `?q=2024` as a number):
 * the schemas of admin/search.ts check them, and the screens read them typed (`useSearch`).
 */
const parseSearch = (searchStr: string) => Object.fromEntries(new URLSearchParams(searchStr));
function stringifySearch(search: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The admin's router: on the browser's history, or the one given (a test's memory history). */
export function createAdminRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    parseSearch,
    stringifySearch,
    // Back and Forward return to where the list was scrolled, a new screen starts at its top: by
    // lib/scroll-places.ts, which admin-app.tsx starts (TanStack's own lost the place on a busy machine).
    scrollRestoration: false,
    // The screen shown stays until the next one's code is in (most arrive within this), then a loading line.
    defaultPendingMs: 400,
    defaultPendingComponent: () => (
      <div className="p-6 text-sm tracking-[0.2em] text-mist uppercase" role="status">
        Loading...
      </div>
    ),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAdminRouter>;
  }
}
