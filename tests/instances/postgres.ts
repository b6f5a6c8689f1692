import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { exited, freePort, type Proc, startProcess, waitReady } from '../durability/server-process';
import { urlForDatabase } from '../helpers/test-db';

/**
 * These tests start real server processes on a real PostgreSQL. scripts/test.mjs runs them (with their own
 * vitest config) only when TEST_DATABASE_URL is set, after every other PostgreSQL test has finished.
 */
export function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'tests/instances need TEST_DATABASE_URL (a PostgreSQL server they may create databases on)',
    );
  return url;
}

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  url = serverUrl(),
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server (the first server process migrates it); drop() removes it. */
export async function freshDatabase() {
  const name = `dealer_inst_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = urlForDatabase(serverUrl(), name);
  return {
    url,
    query: <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string) => adminQuery<T>(text, url),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A server process on `databaseUrl`, with its own data directory. */
export async function startInstance(databaseUrl: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-instance-'));
  const proc = startProcess(dataDir, await freePort(), { DATABASE_URL: databaseUrl, ...env });
  await waitReady(proc);
  return {
    ...proc,
    /** Ends the process as an orchestrator would (SIGTERM: in-flight requests and mail finish first). */
    stop: async () => {
      if (proc.child.exitCode === null) {
        proc.child.kill('SIGTERM');
        await exited(proc);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type Instance = Awaited<ReturnType<typeof startInstance>> & Proc;

export const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
