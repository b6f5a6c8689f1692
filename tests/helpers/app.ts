import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { ensureAdmin } from '../../src/server/modules/auth/auth.service';
import { adminQuery, onPostgres, randomDbName, templateDbName, urlForDatabase } from './test-db';

export const ADMIN = { username: 'admin', password: 'correct-horse-battery' };

async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (onPostgres()) {
    const name = randomDbName();
    process.env.TEST_TEMPLATE_ID = inject('templateId');
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateDbName()}`);
    const url = urlForDatabase(process.env.TEST_DATABASE_URL!, name);
    const database = await openDatabase({ url });
    return { database, url, drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ memory: true, loadDataDir: blob });
  return { database, drop: async () => {} };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Set on PostgreSQL: lets a test open a second connection pool, as another instance would. */
  databaseUrl?: string;
  dataDir: string;
  /** Logs in as the test administrator and returns the bearer token. */
  login(): Promise<string>;
  /** inject() with the admin bearer token. */
  admin(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/**
 * A stand-in client build: the page shell and a server entry whose render() returns a fixed page. With it
 * the real web plugin (uploads, admin shell, page route, caches, headers) runs without building React.
 */
function writeStubBuild(dir: string) {
  mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(
    path.join(dir, 'client', 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'client', 'assets', 'app.js'), 'export {};\n');
  mkdirSync(path.join(dir, 'client', '.vite'));
  writeFileSync(path.join(dir, 'client', '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(dir, 'server', 'package.json'), '{"type":"module"}');
  writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    // Renders are recorded, and the reads a test names are made, in globalThis.__stubRender (warm-render.test.ts).
    `export async function render(url, origin, fetch) {
  const stub = globalThis.__stubRender;
  if (stub) {
    stub.renders.push(url);
    for (const path of stub.reads[url] ?? []) stub.answers.push(await fetch(path));
  }
  const head = { title: 'Stub page', description: 'A stub', canonical: origin + url, type: 'website', jsonLd: [] };
  return { kind: 'page', status: 200, html: '<main>stub</main>', head, state: { queries: { queries: [], mutations: [] } }, modules: [] };
}
`,
  );
}

export type TestAppOptions = {
  /** Also serve the web side (uploads, admin shell, pages) from a stub client build. */
  web?: boolean;
};

/** A real app on a fresh database, driven through inject (no port). */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, url: databaseUrl, drop } = await freshDatabase();
  await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-test-'));
  if (options.web) writeStubBuild(path.join(dataDir, 'stub-dist'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...(options.web ? { DIST_DIR: path.join(dataDir, 'stub-dist') } : {}),
    ...envOverrides,
  });
  const app = await buildApp({ database, env, web: options.web === true });
  let token: string | undefined;
  const login = async () => {
    if (token) return token;
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    token = res.json().token as string;
    return token;
  };
  return {
    app,
    database,
    databaseUrl,
    dataDir,
    login,
    admin: async ({ token: explicit, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...headers, authorization: `Bearer ${explicit ?? (await login())}` },
      }),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Stands for an object that a `beforeAll` creates: reading it before then fails with a clear message.
 * Lets a helper hand back what the tests use while the hooks it registers have not run yet.
 */
export function startedLater<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = get();
      if (!value) throw new Error(`${what} used before it started (reading ${String(key)})`);
      return value[key as keyof T];
    },
  });
}

/**
 * A test app for the tests of the enclosing `describe` (or file): started before them, closed after them.
 * The returned object stands for the app once it has started, so the tests read it like `createTestApp`'s.
 */
export function sharedTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(envOverrides, options);
  });
  afterAll(() => started?.close());
  return startedLater(() => started, 'test app');
}
