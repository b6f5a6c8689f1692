import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const checker = path.resolve('scripts/check-boundaries.mjs');
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Writes a small src/ tree (path → source) and runs the boundary check on it. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  dir = root;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const run = spawnSync(process.execPath, [checker, root], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
}

describe('import boundaries', () => {
  it('passes the real tree', () => {
    const run = spawnSync(process.execPath, [checker, 'src'], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toContain('no breach');
    expect(run.status).toBe(0);
  });

  it.each([
    ['shared importing the server', 'shared/a.ts', "import { x } from '../server/b';", 'server/b.ts'],
    [
      'the server importing client code',
      'server/a.ts',
      "import { x } from '../client/lib/b';",
      'client/lib/b.ts',
    ],
    [
      'client/lib importing admin',
      'client/lib/a.ts',
      "import { x } from '../admin/leads/b';",
      'client/admin/leads/b.ts',
    ],
    [
      'public importing admin',
      'client/public/home/a.tsx',
      "import { x } from '../../admin/components/b';",
      'client/admin/components/b.ts',
    ],
    [
      'one admin area importing another',
      'client/admin/cars/a.tsx',
      "import { x } from '../leads/b';",
      'client/admin/leads/b.ts',
    ],
    [
      'admin/components importing an area',
      'client/admin/components/a.tsx',
      "import { x } from '../media/b';",
      'client/admin/media/b.ts',
    ],
    [
      'a module importing another module’s internal',
      'server/modules/media/a.ts',
      "import { x } from '../leads/rate-limit';",
      'server/modules/leads/rate-limit.ts',
    ],
  ])('fails on %s', (_name, from, source, to) => {
    const result = check({ [from]: source, [to]: 'export const x = 1;\n' });
    expect(result.code).toBe(1);
    expect(result.out).toContain(from);
  });

  it.each([
    [
      'an area using its own side’s shared components',
      'client/admin/cars/a.tsx',
      "import { x } from '../components/b';",
      'client/admin/components/b.ts',
    ],
    [
      'a module using another module’s service',
      'server/modules/leads/a.ts',
      "import { x } from '../cars/cars.service';",
      'server/modules/cars/cars.service.ts',
    ],
    [
      'the server naming the render contract’s types',
      'server/a.ts',
      "import type { X } from '../client/entry-server';",
      'client/entry-server.ts',
    ],
    [
      'the dashboard hosting an area as a tab',
      'client/admin/dashboard/a.ts',
      "const t = import('../leads/b');",
      'client/admin/leads/b.ts',
    ],
  ])('allows %s', (_name, from, source, to) => {
    expect(check({ [from]: source, [to]: 'export const x = 1;\nexport type X = 1;\n' }).code).toBe(0);
  });
});
