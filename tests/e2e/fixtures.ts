import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { serverCommand } from '../../scripts/lib/server-command.mjs';

export const ADMIN = { username: 'admin', password: 'e2e-password-123' };

export type Server = {
  url: string;
  dataDir: string;
  /** Calls the API of this server (with the admin token when `admin` is true). */
  api<T = unknown>(method: string, apiPath: string, body?: unknown, admin?: boolean): Promise<T>;
  token(): Promise<string>;
  /** Logs in again for a token of its own, for a test that revokes it (logout, a session ended elsewhere). */
  freshToken(): Promise<string>;
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Starts the production server on a fresh DATA_DIR (embedded database) and waits until it answers. */
export async function startServer(options: {
  seed: boolean;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** Start again on the DATA_DIR a stopped server kept (stop({ keepDataDir: true })). */
  dataDir?: string;
}): Promise<Server> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'dealer-e2e-'));
  const template = process.env.E2E_SEEDED_TEMPLATE;
  if (options.seed && template) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The compiled server of the build under test, started as `npm start` starts it.
  const server = serverCommand(process.env.DIST_DIR ?? 'dist');
  const child: ChildProcess = spawn(process.execPath, server.args, {
    env: {
      ...server.env,
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: String(options.seed),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Browser tests submit many forms from one address: the per-IP limits have their own API tests.
      FORM_RATE_LIMIT: '10000',
      UPLOAD_RATE_LIMIT: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      // Never leave a half-started server behind: it would keep loading the machine for later tests.
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server did not start in time');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = async () => {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    return ((await res.json()) as { token: string }).token;
  };
  let token: string | undefined;
  const getToken = async () => {
    token ??= await login();
    return token;
  };
  return {
    url,
    dataDir,
    token: getToken,
    freshToken: login,
    async api(method, apiPath, body, admin = apiPath.startsWith('/api/admin')) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (admin) headers.authorization = `Bearer ${await getToken()}`;
      const res = await fetch(`${url}${apiPath}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
      return (res.status === 204 ? null : await res.json()) as never;
    },
    async stop(stopOptions) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!stopOptions?.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fails the test on any console error or hydration warning in the page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    // The browser logs a page's own 404/redirect status as a failed resource; that is the page working.
    if (text.startsWith('Failed to load resource') && msg.location().url === page.url()) return;
    if (msg.type() === 'error' || /hydrat/i.test(text)) problems.push(`${msg.type()}: ${text}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

type WorkerFixtures = { seeded: Server; empty: Server };
type TestFixtures = { consoleProblems: string[] };

/** The annotation by which a test names the console errors its page logs on purpose. */
const EXPECTED_CONSOLE_ERRORS = 'expected console errors';

/**
 * For a test that makes its page log an error on purpose (a request it refuses or breaks, which Chromium
 * logs as a failed resource): the console problems matching `pattern` do not fail it; any other still does.
 * The pattern stands in the report as an annotation of the test.
 */
export function expectConsoleErrors(pattern: RegExp) {
  test.info().annotations.push({ type: EXPECTED_CONSOLE_ERRORS, description: pattern.source });
}

/** For a test that makes requests fail on purpose: Chromium logs each one as a failed resource. */
export const expectFailedRequests = () => expectConsoleErrors(/^error: Failed to load resource: /);

/**
 * `seeded`: a server with the demo content; `empty`: one with no content. One of each per worker,
 * started on first use. Tests that change data create their own records so they do not depend on order.
 */
type ServerFixture = [
  (dependencies: object, use: (server: Server) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
];

const serverFixture = (seed: boolean): ServerFixture => [
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
  async ({}, use) => {
    const server = await startServer({ seed });
    await use(server);
    await server.stop();
  },
  { scope: 'worker', timeout: 200_000 },
];

export const test = base.extend<TestFixtures, WorkerFixtures>({
  seeded: serverFixture(true),
  empty: serverFixture(false),
  consoleProblems: async ({ page }, use, testInfo) => {
    const problems = watchConsole(page);
    await use(problems);
    const expected = testInfo.annotations
      .filter((a) => a.type === EXPECTED_CONSOLE_ERRORS)
      .map((a) => new RegExp(a.description ?? ''));
    const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'console errors or hydration warnings').toEqual([]);
  },
});

/**
 * The public site's `test`: each test fails when its page logs a console error or a hydration warning,
 * without asking for `consoleProblems`, so that no test can forget the check. (The admin's tests still ask
 * for it where they check: many of them make the server fail on purpose.)
 */
export const siteTest = test.extend<{ quietConsole: undefined }>({
  quietConsole: [async ({ consoleProblems: _ }, use) => use(undefined), { auto: true }],
});

export { expect };
