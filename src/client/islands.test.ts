import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS } from './islands';

const root = path.resolve('src/client');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });

/** Every `island('name', Component…)` in the client's source, with the component's name. */
const declared = sources(root).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bisland\(\s*'([^']+)',\s*(\w+)/g)].map(([, name, component]) => ({
    name,
    component,
    file: path.relative(root, file),
  })),
);

describe('the islands registry', () => {
  it('has an entry for every island a page declares, and none that no page declares', () => {
    const names = new Set(declared.map((d) => d.name));
    expect(declared.length).toBeGreaterThan(10);
    expect([...names].sort()).toEqual(Object.keys(ISLANDS).sort());
  });

  it('loads, for each name, the very component the page declared', async () => {
    for (const { name, component, file } of declared) {
      const loaded = await ISLANDS[name]();
      expect(loaded.name, `${name} in ${file}`).toBe(component);
    }
  });
});
