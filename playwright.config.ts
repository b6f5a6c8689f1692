import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTimeout: 60 * 60 * 1000,
  // Story tests (add, edit, reorder, delete) run a dozen steps; with two workers and the server sharing two
  // cores, a heavy neighbour (an axe scan) can triple their time, so 30 s failed runs that were only slow.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Separate folders let several runs (e.g. two developers' checks) share a machine without clobbering.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_FILE ?? 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
});
