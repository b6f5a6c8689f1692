import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminScreenModules } from './admin-screens';

// The admin's routes as admin/router.tsx declares them: child('/x', () => import('./a/b')), searched('/x',
// schema, () => import('./a/b')) or searched('/x', schema, name) with `const name = () => import('./a/b')`.
// Comments left out: they show the pattern with a made-up screen.
const router = readFileSync(new URL('../../client/admin/router.tsx', import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\/\/.*$/gm, '');
const named = new Map(
  [...router.matchAll(/const (\w+) = \(\) => import\('\.\/([^']+)'\)/g)].map(([, name, module]) => [
    name,
    module,
  ]),
);
const screens = [
  ...router.matchAll(
    /(?:child|searched)\(\s*'([^']+)',(?:\s*\w+,)?\s*(?:\(\) => import\('\.\/([^']+)'\)|(\w+))\s*,?\s*\)/g,
  ),
].map(([, path, module, name]) => ({ path, module: module ?? named.get(name) }));

describe('the admin screens the shell names', () => {
  it('reads every screen of the router', () => {
    expect(screens.length).toBeGreaterThanOrEqual(20);
    expect(screens.every((s) => s.module)).toBe(true);
  });

  it.each(screens)('names the module of $path', ({ path, module }) => {
    // A parameter ($id, $token) stands for any value.
    const url = `/admin${path === '/' ? '' : path.replace(/\$\w+/g, '42')}`;
    expect(adminScreenModules(url)).toContain(`admin/${module}.tsx`);
    expect(adminScreenModules(`${url}/?tab=x`)).toContain(`admin/${module}.tsx`);
  });

  it('names nothing for an address that is no screen', () => {
    expect(adminScreenModules('/admin/nowhere')).toEqual([]);
    expect(adminScreenModules('/admin/leads/contact')).toEqual([]);
  });
});
