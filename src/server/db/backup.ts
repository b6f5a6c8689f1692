import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Env } from '../env';
import { s3Storage } from '../storage/s3';
import type { UploadStorage } from '../storage/storage';
import type { Database } from './client';
import { extensions, migrationsFolder } from './client';

export const BACKUPS_KEPT = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'backup-';
/** A complete backup's name; anything else under the store's prefix (a stray or foreign key) is ignored. */
export const BACKUP_NAME = /^backup-[\w-]+\.tar\.gz$/;

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

/**
 * With STORAGE=s3, the database's backups also go to the bucket, under `<S3_PREFIX>backups/`, through the
 * same storage adapter as the uploads: off the machine whose disk holds the database. Null on local disk.
 */
export function backupStore(env: Env): UploadStorage | null {
  if (env.STORAGE !== 's3') return null;
  return s3Storage(env, undefined, { folder: 'backups/', names: BACKUP_NAME });
}

/**
 * Copies a backup written by backupEmbedded to the store, then keeps the newest BACKUPS_KEPT there too. The
 * copy streams from the disk as a multipart upload (a large database is never held in memory twice): S3
 * makes the object visible only once the upload completes, so a failed or cut upload leaves no object
 * under a backup's name (and the local copy stays, whatever happens here).
 */
export async function copyBackupToStore(store: UploadStorage, file: string): Promise<void> {
  await store.writeStream(path.basename(file), createReadStream(file));
  const names = (await store.list(PREFIX)).map((o) => o.name).sort();
  for (const old of names.slice(0, -BACKUPS_KEPT)) await store.remove(old);
}

/** One backup as `npm run restore -- --list` shows it: on this disk, in the store, or both. */
export type BackupEntry = { name: string; local?: string; store?: { size: number; modified: Date } };

/** The local and stored backups by name, oldest first (names start with their time). */
export async function listAllBackups(dataDir: string, store: UploadStorage | null): Promise<BackupEntry[]> {
  const byName = new Map<string, BackupEntry>();
  for (const file of listBackups(dataDir))
    byName.set(path.basename(file), { name: path.basename(file), local: file });
  for (const o of store ? await store.list(PREFIX) : []) {
    const entry = byName.get(o.name) ?? { name: o.name };
    entry.store = { size: o.size, modified: o.modified };
    byName.set(o.name, entry);
  }
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Downloads a stored backup into DATA_DIR/backups (aside, then renamed once whole and of the listed size),
 * where restoreEmbedded reads it; it keeps the time it was made, so the daily schedule is not misled.
 */
export async function fetchBackup(
  store: UploadStorage,
  dataDir: string,
  entry: BackupEntry,
): Promise<string> {
  const found = await store.open(entry.name);
  if (!found) throw new Error(`No backup ${entry.name} in the file store`);
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, checkedBackupName(entry.name));
  const partial = `${file}.partial`;
  try {
    await pipeline(found.body, createWriteStream(partial));
    const size = statSync(partial).size;
    if (size !== found.size) throw new Error(`${entry.name}: received ${size} of ${found.size} bytes`);
    if (entry.store) utimesSync(partial, entry.store.modified, entry.store.modified);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return file;
}

const checkedBackupName = (name: string) => {
  if (!BACKUP_NAME.test(name)) throw new Error(`Not a backup name: ${JSON.stringify(name)}`);
  return name;
};

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

/**
 * Daily backups while the server runs (and a copy in the store, when there is one); the first one is due a
 * day after the newest existing local backup.
 */
export function scheduleDailyBackups(
  database: Database,
  dataDir: string,
  onError: (e: unknown) => void,
  store: UploadStorage | null = null,
): () => void {
  if (!database.pglite) return () => {};
  const newest = listBackups(dataDir).at(-1);
  const age = newest ? Date.now() - statSync(newest).mtimeMs : DAY_MS;
  let timer: NodeJS.Timeout;
  const run = () => {
    // PGlite has no autovacuum: the daily pass keeps planner statistics and the visibility map current.
    backupEmbedded(database, dataDir, 'daily')
      // The store being away loses only the off-machine copy of this one backup: log it, vacuum anyway.
      .then((file) => (store && file ? copyBackupToStore(store, file).catch(onError) : undefined))
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
