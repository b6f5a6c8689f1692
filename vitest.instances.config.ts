import { defineConfig } from 'vitest/config';

/**
 * Real server processes on a real PostgreSQL (TEST_DATABASE_URL): several instances on one database, and a
 * restart of the local PostgreSQL under load. scripts/test.mjs runs this on its own, after every other
 * PostgreSQL test, because the outage test stops the server that those tests use.
 */
export default defineConfig({
  test: {
    include: ['tests/instances/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One file at a time: the outage test must have the database server to itself.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
