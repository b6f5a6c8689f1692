import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { hrefOf, isAdminHref, withChanges } from './lib/nav';
import { createAdminRouter } from './router';

/** The admin's route tree on a memory history: which route an address opens, and the search it keeps. */
async function open(href: string) {
  const router = createAdminRouter(createMemoryHistory({ initialEntries: [href] }));
  // Only matching is under test: the screens' code is not loaded.
  const location = router.latestLocation;
  const matches = router.matchRoutes(location);
  return { matches, location };
}

describe('the admin route tree', () => {
  it.each([
    ['/admin', '/admin/'],
    ['/admin/', '/admin/'],
    ['/admin/dashboard', '/admin/dashboard'],
    ['/admin/pages/new', '/admin/pages/new'],
    ['/admin/pages/12', '/admin/pages/$id'],
    ['/admin/leads/finance/3', '/admin/leads/$kind/$id'],
    ['/admin/set-password/abc', '/admin/set-password/$token'],
    ['/admin/activity', '/admin/activity'],
  ])('%s opens %s inside the admin layout', async (href, routeId) => {
    const { matches } = await open(href);
    expect(matches.map((m) => m.routeId)).toEqual(['__root__', '/admin', routeId]);
  });

  it('an unknown admin address matches no screen (the not-found page shows)', async () => {
    const { matches } = await open('/admin/leads/finance');
    expect(matches.at(-1)?.routeId).not.toBe('/admin/leads/$kind/$id');
    expect(matches.map((m) => m.routeId)).not.toContain('/admin/pages/$id');
  });

  it('hands a screen its path parameters', async () => {
    const { matches } = await open('/admin/leads/contact/42');
    expect(matches.at(-1)?.params).toEqual({ kind: 'contact', id: '42' });
  });

  it('keeps search values as strings, as in the address', async () => {
    const { location } = await open('/admin/activity?user=12&q=2024');
    expect(location.search).toEqual({ user: '12', q: '2024' });
    expect(location.searchStr).toBe('?user=12&q=2024');
  });
});

describe('typed search params', () => {
  it('validates a route’s search with its schema: a value of the wrong shape is dropped, the rest kept', async () => {
    const { matches } = await open('/admin/activity?user=abc&entity=car&from=2024-02-30&to=2024-03-01&x=1');
    expect(matches.at(-1)?.search).toMatchObject({ entity: 'car', to: '2024-03-01', x: '1' });
    expect(matches.at(-1)?.search).not.toHaveProperty('user', 'abc');
    expect(matches.at(-1)?.search).not.toHaveProperty('from', '2024-02-30');
  });

  it('the dashboard’s tab must be a slug; its list filters pass as they are checked', async () => {
    const { matches } = await open('/admin?tab=Inbox%3Cscript%3E&status=new&from=2024-01-01');
    const search = matches.at(-1)?.search as Record<string, unknown>;
    expect(search.tab).toBeUndefined();
    expect(search).toMatchObject({ status: 'new', from: '2024-01-01' });
  });

  it('an inventory’s status is one the server knows', async () => {
    const cars = (await open('/admin/cars?status=sold')).matches.at(-1)?.search;
    expect(cars).toMatchObject({ status: 'sold' });
    const hire = (await open('/admin/hire-cars?status=sold')).matches.at(-1)?.search as { status?: string };
    expect(hire.status).toBeUndefined();
  });
});

describe('writing typed search', () => {
  /** The address a screen's `useSetSearch(changes)` moves to from `href`. */
  const written = async (href: string, changes: Record<string, string | undefined>) => {
    const router = createAdminRouter(createMemoryHistory({ initialEntries: [href] }));
    return router.buildLocation({ to: '.', search: withChanges(changes) } as never).href;
  };

  it('changes one parameter in place, adds new ones last, and keeps the path as it was', async () => {
    expect(await written('/admin?tab=inbox&status=new', { q: 'porsche' })).toBe(
      '/admin?tab=inbox&status=new&q=porsche',
    );
    expect(await written('/admin/dashboard?tab=cars&make=BMW&sort=price-asc', { make: 'Audi' })).toBe(
      '/admin/dashboard?tab=cars&make=Audi&sort=price-asc',
    );
    expect(await written('/admin/activity?user=3#top', { entity: 'cars' })).toBe(
      '/admin/activity?user=3&entity=cars',
    );
  });

  it('leaves a cleared or default value out of the address', async () => {
    expect(await written('/admin/activity?user=3&q=x', { user: '', q: undefined })).toBe('/admin/activity');
    expect(await written('/admin/reports?from=2026-01-01&bucket=day', { bucket: '' })).toBe(
      '/admin/reports?from=2026-01-01',
    );
  });

  it('drops a value of the wrong shape once the screen writes its search', async () => {
    expect(await written('/admin/activity?user=abc&entity=cars', { q: 'price' })).toBe(
      '/admin/activity?entity=cars&q=price',
    );
  });
});

describe('nav.tsx addresses', () => {
  it('a query or hash alone stays on the path; a path is kept', () => {
    expect(hrefOf('?tab=inbox', '/admin/dashboard')).toBe('/admin/dashboard?tab=inbox');
    expect(hrefOf({ search: 'tab=new' }, '/admin')).toBe('/admin?tab=new');
    expect(hrefOf({ search: '' }, '/admin/activity')).toBe('/admin/activity');
    expect(hrefOf('/admin/pages/3', '/admin')).toBe('/admin/pages/3');
    expect(hrefOf('#top', '/admin/staff')).toBe('/admin/staff#top');
  });

  it.each([
    ['/admin', true],
    ['/admin?tab=x', true],
    ['/admin/leads/contact/1', true],
    ['/', false],
    ['/administrator', false],
    ['/cars', false],
  ])('only /admin and below move inside the app: %s → %s', (href, inside) => {
    expect(isAdminHref(href)).toBe(inside);
  });
});
