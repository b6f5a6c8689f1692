// `npm test`: lint, typecheck, unit + API tests on PGlite (and again on PostgreSQL when TEST_DATABASE_URL
// is set, followed by the several-instances and outage tests), then the browser tests in Chromium.
// Ends with the failed tests, each with the first line of its error (CI shows only the end of the log),
// then one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0 };
const failedSteps = [];
/** "suite: file › test: first line of the error", for the summary at the end. */
const failures = [];
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim()) ?? '';

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) failedSteps.push(name);
  return res.status === 0;
}

function countVitest(file, suite) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  for (const result of report.testResults ?? []) {
    const where = result.name.replace(`${process.cwd()}/`, '');
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${suite}: ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed before any test ran (an import or a hook) has no failed test to name.
    if (!failed.length && result.status === 'failed')
      failures.push(`${suite}: ${where}: ${firstLine(result.message)}`);
  }
  rmSync(file);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.stats?.expected ?? 0;
  totals.failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        failures.push(
          `Chromium: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  rmSync(file);
}

const bin = (name) => `node_modules/.bin/${name}`;
const only = process.argv[2]; // optional: "unit" or "e2e"

if (!only) {
  step('lint (biome)', bin('biome'), ['check', '.']);
  step('import boundaries', process.execPath, ['scripts/check-boundaries.mjs']);
  step('typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
}
if (!only || only === 'unit') {
  step('unit and API tests on PGlite', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/vitest.json',
  ]);
  countVitest('test-results/vitest.json', 'PGlite');
  if (process.env.TEST_DATABASE_URL) {
    // The process-level durability tests exercise the embedded database only; the rest runs again on PostgreSQL.
    step(
      'unit and API tests on PostgreSQL',
      bin('vitest'),
      [
        'run',
        'src',
        'tests/api',
        '--reporter=default',
        '--reporter=json',
        '--outputFile=test-results/vitest-pg.json',
      ],
      { TEST_DB: 'pg' },
    );
    countVitest('test-results/vitest-pg.json', 'PostgreSQL');
    // Real server processes on one database, then a restart of the local PostgreSQL under load: on its
    // own, after the step above, since stopping the server would break any other test using it.
    step('several instances and a PostgreSQL restart', bin('vitest'), [
      'run',
      '--config',
      'vitest.instances.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/vitest-instances.json',
    ]);
    countVitest('test-results/vitest-instances.json', 'instances');
  } else {
    console.log('\n(TEST_DATABASE_URL not set: skipping the PostgreSQL run of the API suite)');
  }
}
if (!only || only === 'e2e') {
  if (step('build', process.execPath, ['scripts/build.mjs'])) {
    step('browser tests (Chromium)', bin('playwright'), ['test']);
    countPlaywright('test-results/e2e.json');
  }
}

console.log('');
for (const failure of failures) console.log(`failed: ${failure}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
