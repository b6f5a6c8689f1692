import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { initEmbeddedInChild } from './init-embedded';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers produce this type; services never know which one they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Runs every pending migration. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** For PostgreSQL only: the pool, used for LISTEN/NOTIFY between instances. */
  pool?: pg.Pool;
  pglite?: PGlite;
};

export type DatabaseOptions =
  | { url: string }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob | File };

/** PostgreSQL extensions the migrations use, compiled for PGlite. */
export const extensions = { pg_trgm };

/**
 * The embedded database's own page cache (shared_buffers) lives in its WebAssembly heap, which never gives
 * memory back: PostgreSQL's default of 128 MB becomes resident as pages are read and stays. The data files
 * are ordinary files, so pages beyond this cache come from the operating system's file cache, which the
 * kernel can reclaim. 16 MB holds the hot indexes of a dealer's site; measured in issue 18.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // While the server is down or restarting a request waits at most this long for a connection, then
      // answers 503 (plugins/errors.ts) instead of hanging.
      connectionTimeoutMillis: 5000,
      // Notices a connection silently cut (a failover, a dropped NAT entry) instead of waiting on it forever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL connection error: ${err.message}`));
    // A connection in use (a transaction, the LISTEN connection) that the server drops also emits 'error'
    // once its query has failed with it; without a listener Node would end the process. The query's
    // caller already has the error, and the pool discards the connection when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    // Surface connection problems at start-up rather than on the first request.
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      pool,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    initEmbeddedInChild(options.dataDir);
    client = await PGlite.create(options.dataDir, { extensions, startParams: EMBEDDED_START_PARAMS });
  } else {
    client = await PGlite.create({
      loadDataDir: options.loadDataDir,
      extensions,
      startParams: EMBEDDED_START_PARAMS,
    });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
