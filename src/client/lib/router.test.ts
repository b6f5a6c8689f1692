import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AppRoute, createDataRouter, PageErrorResponse, pageRedirect } from './router';

const Page = () => null;
const Boundary = () => null;

/** A table shaped like the site's: root and a pathless page boundary, each with an error boundary. */
function table(calls: string[], pages: Record<string, () => Promise<unknown>>): AppRoute[] {
  const page = (name: string) => async () => ({
    Component: Page,
    load: async () => {
      calls.push(name);
      await pages[name]?.();
    },
    handle: { status: name === 'missing' ? 404 : undefined },
  });
  return [
    {
      id: 'root',
      ErrorBoundary: Boundary,
      children: [
        {
          id: 'layout',
          lazy: async () => ({ Component: Page, load: async () => calls.push('layout') }),
          children: [
            {
              id: 'page',
              ErrorBoundary: Boundary,
              children: [
                { index: true, lazy: page('home') },
                { path: 'services/:id', lazy: page('service') },
                { path: '*', lazy: page('missing') },
              ],
            },
          ],
        },
      ],
    },
  ];
}

describe('createDataRouter().resolve', () => {
  it('matches the route chain with its params and runs every load', async () => {
    const calls: string[] = [];
    const router = createDataRouter(table(calls, {}));
    const resolution = await router.resolve(new URL('http://x/services/7?from=home'), { runLoads: true });
    expect(resolution.matches.map((m) => m.id)).toEqual(['root', 'layout', 'page', 'page.1']);
    expect(resolution.matches.at(-1)?.params).toEqual({ id: '7' });
    expect(calls.sort()).toEqual(['layout', 'service']);
    expect(resolution.error).toBeUndefined();
    expect(resolution.pathname).toBe('/services/7');
  });

  it('imports code without running loads when hydrating', async () => {
    const calls: string[] = [];
    const router = createDataRouter(table(calls, {}));
    const resolution = await router.resolve(new URL('http://x/'), { runLoads: false });
    expect(resolution.matches.at(-1)?.resolved.Component).toBe(Page);
    expect(calls).toEqual([]);
  });

  it('shows a failed page in the nearest boundary above it, keeping the layout', async () => {
    const failure = new PageErrorResponse(503);
    const router = createDataRouter(table([], { service: () => Promise.reject(failure) }));
    const resolution = await router.resolve(new URL('http://x/services/1'), { runLoads: true });
    expect(resolution.error?.error).toBe(failure);
    expect(resolution.matches[resolution.error?.boundary ?? -1]?.id).toBe('page');
  });

  it('falls back to the root boundary when the layout itself fails to load', async () => {
    const routes = table([], {});
    const layout = routes[0]?.children?.[0] as AppRoute;
    layout.lazy = () => Promise.reject(new Error('chunk failed'));
    const resolution = await createDataRouter(routes).resolve(new URL('http://x/'), { runLoads: true });
    expect(resolution.error?.boundary).toBe(0);
  });

  it('turns a redirect thrown by a load into a redirect, not an error', async () => {
    const router = createDataRouter(table([], { service: async () => pageRedirect('/services') }));
    const resolution = await router.resolve(new URL('http://x/services/404'), { runLoads: true });
    expect(resolution.redirect).toBe('/services');
    expect(resolution.error).toBeUndefined();
  });

  it('keeps the path as the browser spells it and hands pages decoded params', async () => {
    const router = createDataRouter(table([], {}));
    const resolution = await router.resolve(new URL('http://x/services/a b'), { runLoads: true });
    expect(resolution.pathname).toBe('/services/a%20b');
    expect(resolution.matches.at(-1)?.params).toEqual({ id: 'a b' });
  });
});

describe('the app without React Router', () => {
  // Our own navigation replaced it (docs/decisions/0010). Its `redirect` returns where our `pageRedirect`
  // throws, so one stray import of it in a load would make a redirect silently do nothing.
  it('imports react-router nowhere in src, and does not depend on it', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(ts|tsx|mjs)$/.test(file),
    );
    expect(sources.length).toBeGreaterThan(100);
    const importing = sources.filter((file) =>
      /from ['"]react-router|import\(['"]react-router/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(importing).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.resolve(root, '../package.json'), 'utf8'));
    expect({ ...manifest.dependencies, ...manifest.devDependencies }).not.toHaveProperty('react-router');
  });
});
