import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // Server processes on PostgreSQL, one of them restarting it: run alone by scripts/test.mjs.
    exclude: [...configDefaults.exclude, 'tests/instances/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // PGlite instances are memory-hungry WebAssembly; two workers match the two cores.
    maxWorkers: 2,
  },
});
