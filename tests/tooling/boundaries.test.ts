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
    [
      'a server plugin importing a module’s routes',
      'server/plugins/web.ts',
      "import { x } from '../modules/cars/cars.routes';",
      'server/modules/cars/cars.routes.ts',
    ],
    [
      'a module importing another module’s routes',
      'server/modules/leads/a.ts',
      "import { x } from '../cars/cars.routes';",
      'server/modules/cars/cars.routes.ts',
    ],
    [
      'main.ts importing a module’s worker',
      'server/main.ts',
      "import { x } from './modules/waitlist/digest.worker';",
      'server/modules/waitlist/digest.worker.ts',
    ],
    [
      'server/lib importing a module’s internal',
      'server/lib/a.ts',
      "import { x } from '../modules/leads/lead-index';",
      'server/modules/leads/lead-index.ts',
    ],
    [
      'mail importing a module’s internal by type',
      'server/mail/a.ts',
      "import type { X } from '../modules/waitlist/links';",
      'server/modules/waitlist/links.ts',
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
    [
      'app.ts registering a module’s routes',
      'server/app.ts',
      "import { x } from './modules/cars/cars.routes';",
      'server/modules/cars/cars.routes.ts',
    ],
    [
      'app.ts starting a module’s worker',
      'server/app.ts',
      "import { x } from './modules/waitlist/digest.worker';",
      'server/modules/waitlist/digest.worker.ts',
    ],
    [
      'main.ts calling a module’s service',
      'server/main.ts',
      "import { x } from './modules/leads/lead-import.service';",
      'server/modules/leads/lead-import.service.ts',
    ],
    [
      'a module’s own files importing each other',
      'server/modules/leads/a.ts',
      "import { x } from './lead-index';",
      'server/modules/leads/lead-index.ts',
    ],
  ])('allows %s', (_name, from, source, to) => {
    expect(check({ [from]: source, [to]: 'export const x = 1;\nexport type X = 1;\n' }).code).toBe(0);
  });

  describe('import cycles', () => {
    it.each([
      [
        'two files importing each other',
        {
          'server/lib/a.ts': "import { b } from './b';\nexport const a = 1;\n",
          'server/lib/b.ts': "import { a } from './a';\nexport const b = 1;\n",
        },
      ],
      [
        'three modules’ services in a loop (each import allowed on its own)',
        {
          'server/modules/cars/cars.service.ts': "import { c } from '../waitlist/car-events.service';\n",
          'server/modules/waitlist/car-events.service.ts': "import { m } from './matches.service';\n",
          'server/modules/waitlist/matches.service.ts': "import { toVehicle } from '../cars/cars.service';\n",
        },
      ],
      [
        'a loop closed by a type-only import',
        {
          'server/modules/waitlist/a.service.ts': "import { b } from './b.service';\nexport type A = 1;\n",
          'server/modules/waitlist/b.service.ts':
            "import type { A } from './a.service';\nexport const b = 1;\n",
        },
      ],
      [
        'a loop closed by inline type specifiers',
        {
          'client/lib/a.ts': "import { b } from './b';\nexport type A = 1;\n",
          'client/lib/b.ts': "import { type A } from './a';\nexport const b = 1;\n",
        },
      ],
      [
        'a loop closed by a lazy import()',
        {
          'client/components/ui/toast.tsx': "const View = lazy(() => import('./toast-view'));\n",
          'client/components/ui/toast-view.tsx': "import { useToasts } from './toast';\n",
        },
      ],
      [
        'a loop closed by a re-export',
        {
          'shared/a.ts': "export { b } from './b';\n",
          'shared/b.ts': "import { a } from './a';\n",
        },
      ],
    ])('fails on %s', (_name, files) => {
      const result = check(files);
      expect(result.code).toBe(1);
      expect(result.out).toContain('import cycle');
      for (const file of Object.keys(files)) expect(result.out).toContain(path.basename(file));
    });

    it('passes a tree whose imports all go one way', () => {
      const result = check({
        'server/modules/cars/cars.service.ts':
          "import { toVehicle } from '../../lib/vehicles';\nimport { carSaved } from '../waitlist/car-events.service';\n",
        'server/modules/waitlist/car-events.service.ts':
          "import { m } from './matches.service';\nimport type { CarChange } from './watches.service';\n",
        'server/modules/waitlist/matches.service.ts': "import { toVehicle } from '../../lib/vehicles';\n",
        'server/modules/waitlist/watches.service.ts': 'export type CarChange = 1;\n',
        'server/lib/vehicles.ts': 'export const toVehicle = 1;\n',
      });
      expect(result.out).toContain('no breach');
      expect(result.code).toBe(0);
    });
  });

  describe('packages', () => {
    it.each([
      ['a public page importing TanStack Query', 'client/public/home/a.tsx', '@tanstack/react-query'],
      ['client/components importing lucide-react', 'client/components/ui/a.tsx', 'lucide-react'],
      ['client/lib importing qrcode', 'client/lib/a.ts', 'qrcode'],
      ['a client root file importing TanStack Query', 'client/root.tsx', '@tanstack/react-query'],
      ['a public page importing TanStack Router', 'client/public/cars/a.tsx', '@tanstack/react-router'],
      ['site chrome importing TanStack Router', 'client/components/site/a.tsx', '@tanstack/react-router'],
      ['the public entry importing TanStack Router', 'client/entry-client.tsx', '@tanstack/react-router'],
      ['the islands list importing TanStack Router', 'client/islands.ts', '@tanstack/react-router'],
      ['client/lib importing TanStack Router', 'client/lib/a.ts', '@tanstack/react-router'],
      ['a public page (not a form) importing react-hook-form', 'client/public/cars/a.tsx', 'react-hook-form'],
      [
        'client/components outside forms/ importing the resolvers',
        'client/components/ui/a.tsx',
        '@hookform/resolvers/zod',
      ],
      ['the server importing react-dom/client', 'server/plugins/a.ts', 'react-dom/client'],
      ['the server importing React', 'server/modules/cars/a.ts', 'react'],
      ['shared importing radix-ui', 'shared/a.ts', 'radix-ui'],
    ])('fails on %s', (_name, from, name) => {
      const result = check({ [from]: `import { x } from '${name}';\n` });
      expect(result.code).toBe(1);
      expect(result.out).toContain(`${from} → ${name}`);
    });

    it.each([
      ['the admin importing TanStack Query', 'client/admin/leads/a.tsx', '@tanstack/react-query'],
      ['the admin importing TanStack Router', 'client/admin/lib/a.tsx', '@tanstack/react-router'],
      ['admin/components importing lucide-react', 'client/admin/components/a.tsx', 'lucide-react'],
      ['a public form importing react-hook-form', 'client/public/forms/a.tsx', 'react-hook-form'],
      [
        'public form parts importing the resolvers',
        'client/public/components/forms/a.tsx',
        '@hookform/resolvers/zod',
      ],
      [
        'client/components/forms importing react-hook-form',
        'client/components/forms/a.tsx',
        'react-hook-form',
      ],
      ['the server importing qrcode (two-factor set-up)', 'server/modules/auth/a.ts', 'qrcode'],
      ['a public page importing radix-ui', 'client/public/layout/a.tsx', 'radix-ui'],
    ])('allows %s', (_name, from, name) => {
      expect(check({ [from]: `import { x } from '${name}';\n` }).code).toBe(0);
    });

    it('allows the server naming a client package’s types (erased, nothing loads)', () => {
      expect(check({ 'server/a.ts': "import type { ReactNode } from 'react';\n" }).code).toBe(0);
    });
  });

  describe('module file length', () => {
    const long = (n: number) => 'export const x = 1;\n'.repeat(n);

    it('fails on a module file over 300 lines', () => {
      const result = check({ 'server/modules/leads/lead-desk.service.ts': long(301) });
      expect(result.code).toBe(1);
      expect(result.out).toContain('lead-desk.service.ts: 301 lines');
    });

    it.each([
      ['a file of exactly 300 lines', 'server/modules/leads/a.service.ts', 300],
      ['a long test', 'server/modules/leads/a.test.ts', 900],
      ['long seed data', 'server/modules/content/seed/cars.ts', 900],
      ['a long file outside the modules', 'server/lib/a.ts', 900],
    ])('allows %s', (_name, file, lines) => {
      expect(check({ [file]: long(lines) }).code).toBe(0);
    });

    it('has no exceptions: the booking service, once split, is held to the limit too', () => {
      const result = check({ 'server/modules/hire-cars/hire-bookings.service.ts': long(301) });
      expect(result.code).toBe(1);
    });
  });
});
