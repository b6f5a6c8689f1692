import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { extensions, migrationsFolder } from './client';

export const BACKUPS_KEPT = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'backup-';

const stamp = (d = new Date()) => d.toISOString().replace(/[:.]/g, '-');

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

export function listBackups(dataDir: string): string[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.startsWith(PREFIX) && f.endsWith('.tar.gz'))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * Writes a compressed copy of the embedded database to DATA_DIR/backups and keeps the newest seven.
 * PostgreSQL deployments use their own backups (pg_dump, managed snapshots); this is for PGlite only.
 */
export async function backupEmbedded(
  database: Database,
  dataDir: string,
  reason: string,
): Promise<string | null> {
  if (!database.pglite) return null;
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const dump = await database.pglite.dumpDataDir('gzip');
  const file = path.join(dir, `${PREFIX}${stamp()}-${reason}.tar.gz`);
  writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.partial`, file); // a crash mid-write never leaves a truncated file under a real name
  for (const old of listBackups(dataDir).slice(0, -BACKUPS_KEPT)) rmSync(old, { force: true });
  return file;
}

/** True when the migration folder has entries the database has not applied yet. */
export async function hasPendingMigrations(database: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  try {
    const result = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rows =
      (result as unknown as { rows: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
    return Number(rows[0]?.n ?? 0) < journal.entries.length;
  } catch {
    return true; // no migrations table yet: a new database
  }
}

/** Daily backups while the server runs; the first one is due a day after the newest existing backup. */
export function scheduleDailyBackups(
  database: Database,
  dataDir: string,
  onError: (e: unknown) => void,
): () => void {
  if (!database.pglite) return () => {};
  const newest = listBackups(dataDir).at(-1);
  const age = newest ? Date.now() - statSync(newest).mtimeMs : DAY_MS;
  let timer: NodeJS.Timeout;
  const run = () => {
    // PGlite has no autovacuum: the daily pass keeps planner statistics and the visibility map current.
    backupEmbedded(database, dataDir, 'daily')
      .then(() => database.db.execute(sql`vacuum analyze`))
      .catch(onError);
    timer = setTimeout(run, DAY_MS);
    timer.unref();
  };
  timer = setTimeout(run, Math.max(0, DAY_MS - age));
  timer.unref();
  return () => clearTimeout(timer);
}

/**
 * Replaces DATA_DIR/db with a backup. The server must be stopped. The current database is kept beside it
 * as db.before-restore-<time> so a wrong restore can itself be undone.
 */
export async function restoreEmbedded(dataDir: string, backupFile: string): Promise<string> {
  const dbDir = path.join(dataDir, 'db');
  const blob = new Blob([readFileSync(backupFile)]);
  const staging = path.join(dataDir, `db.restoring-${stamp()}`);
  // Load into a fresh folder first: a corrupt backup fails here, before anything is moved.
  const pg = await PGlite.create({ dataDir: staging, loadDataDir: blob, extensions });
  await pg.query('select 1');
  await pg.close();
  const previous = path.join(dataDir, `db.before-restore-${stamp()}`);
  if (existsSync(dbDir)) renameSync(dbDir, previous);
  renameSync(staging, dbDir);
  return previous;
}
