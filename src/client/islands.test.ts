import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEHAVIOURS, ISLANDS } from './islands';

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

/** Every `behaviour('name'…)` in the client's source. */
const behaviours = sources(root).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bbehaviour\(\s*'([^']+)'/g)].map(([, name]) => name),
);

describe('the behaviours registry', () => {
  it('has an entry for every behaviour a page marks, and none that no page marks', () => {
    expect([...new Set(behaviours)].sort()).toEqual(Object.keys(BEHAVIOURS).sort());
  });

  it('loads, for each name, a function of the element that returns what stops it', async () => {
    for (const name of Object.keys(BEHAVIOURS)) {
      const behave = await BEHAVIOURS[name]();
      expect(typeof behave, name).toBe('function');
      expect(behave.length, name).toBe(1);
    }
  });
});
