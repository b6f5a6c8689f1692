import { describe, expect, it } from 'vitest';
import { createRoutes } from '../routes';
import { createMatcher, type MatchableRoute } from './match-routes';
import { QueryClient } from './page-query';

type Named = MatchableRoute & { name: string; children?: Named[] };

/** The names of the matched routes, outermost first, or null when nothing matches. */
const chain = (routes: Named[]) => {
  const match = createMatcher(routes);
  return (pathname: string) => match(pathname)?.map((m) => m.route.name) ?? null;
};

describe('createMatcher ranking', () => {
  it('prefers static segments to params, and params to a splat, whatever the order in the table', () => {
    const match = chain([
      { name: 'splat', path: '*' },
      { name: 'param', path: 'pages/:id' },
      { name: 'static', path: 'pages/new' },
    ]);
    expect(match('/pages/new')).toEqual(['static']);
    expect(match('/pages/7')).toEqual(['param']);
    expect(match('/pages/7/more')).toEqual(['splat']);
  });

  it('tells cars/:id from cars/:id/:slug by the number of segments', () => {
    const match = createMatcher<Named>([
      { name: 'list', path: 'cars' },
      { name: 'id', path: 'cars/:id' },
      { name: 'slug', path: 'cars/:id/:slug' },
      { name: 'missing', path: '*' },
    ]);
    expect(match('/cars/12')?.map((m) => [m.route.name, m.params])).toEqual([['id', { id: '12' }]]);
    expect(match('/cars/12/bmw-m3')?.map((m) => [m.route.name, m.params])).toEqual([
      ['slug', { id: '12', slug: 'bmw-m3' }],
    ]);
    expect(match('/cars/12/bmw-m3/x')?.map((m) => [m.route.name, m.params])).toEqual([
      ['missing', { '*': 'cars/12/bmw-m3/x' }],
    ]);
  });

  it('renders an index route for its parent’s own path, through pathless layouts', () => {
    const match = chain([
      {
        name: 'root',
        children: [
          { name: 'layout', children: [{ name: 'home', index: true }] },
          {
            name: 'admin',
            path: 'admin',
            children: [
              { name: 'dashboard', index: true },
              { name: 'login', path: 'login' },
              { name: 'admin-missing', path: '*' },
            ],
          },
        ],
      },
    ]);
    expect(match('/')).toEqual(['root', 'layout', 'home']);
    expect(match('/admin')).toEqual(['root', 'admin', 'dashboard']);
    expect(match('/admin/login')).toEqual(['root', 'admin', 'login']);
    expect(match('/admin/other')).toEqual(['root', 'admin', 'admin-missing']);
    expect(match('/adminx')).toBeNull();
  });

  it('keeps the table’s order between siblings that score the same', () => {
    const match = chain([
      { name: 'first', path: ':a' },
      { name: 'second', path: ':b' },
    ]);
    expect(match('/x')).toEqual(['first']);
  });

  it('ignores case and trailing slashes, and decodes params', () => {
    const match = createMatcher<Named>([{ name: 'service', path: 'services/:id' }]);
    expect(match('/SERVICES/7/')?.[0]?.params).toEqual({ id: '7' });
    expect(match('/services/a%20b')?.[0]?.params).toEqual({ id: 'a b' });
    // An encoded slash stays inside its segment.
    expect(match('/services/a%2Fb')?.[0]?.params).toEqual({ id: 'a/b' });
    // A malformed escape is matched as it is rather than failing the page.
    expect(match('/services/%E0%A4%A')?.[0]?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('refuses path forms it does not support, instead of matching them wrongly', () => {
    expect(() => createMatcher([{ path: 'cars/:id?' }])).toThrow(/Unsupported/);
    expect(() => createMatcher([{ path: 'admin', children: [{ path: '/admin/x' }] }])).toThrow(/Unsupported/);
  });
});

describe('the site’s route table', () => {
  const matcher = createMatcher(createRoutes(new QueryClient(() => Promise.resolve(null))));
  const match = (pathname: string) => (matcher(pathname) ?? []).map((m) => m.route);
  it.each([
    ['/', 'public/home/home-page.tsx'],
    ['/cars', 'public/cars/cars-page.tsx'],
    ['/cars/', 'public/cars/cars-page.tsx'],
    ['/Cars/12', 'public/cars/car-page.tsx'],
    ['/cars/12/bmw-m3', 'public/cars/car-page.tsx'],
    ['/cars/12/bmw-m3/extra', 'public/not-found/not-found-page.tsx'],
    ['/hire/3/x', 'public/hire/hire-car-page.tsx'],
    ['/services/4', 'public/services/service-detail-page.tsx'],
    ['/pages/about', 'public/pages/content-page.tsx'],
    ['/nope', 'public/not-found/not-found-page.tsx'],
  ])('%s shows %s', (pathname, module) => {
    const matches = match(pathname);
    expect(matches.at(-1)?.module).toBe(module);
    // The not-found page keeps the site chrome. (The admin is its own app: admin/router.test.ts.)
    expect(matches[1]?.id).toBe('public');
  });
});
