// Restores the embedded database from a backup: `npm run restore -- [backup file or name]` (default: the
// newest), or `npm run restore -- --list`. With STORAGE=s3 the backups in the bucket count too: a stored one
// is downloaded into DATA_DIR/backups first. Stop the server first; the lock in DATA_DIR is taken so a
// running server makes this refuse.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type BackupEntry,
  backupStore,
  fetchBackup,
  listAllBackups,
  restoreEmbedded,
} from '../src/server/db/backup';
import { loadEnv } from '../src/server/env';
import { acquireDataDirLock } from '../src/server/lib/lock';
import type { UploadStorage } from '../src/server/storage/storage';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

// The S3_* variables are only read (and checked) when the backups may be in the store.
let dataDir = path.resolve(process.env.DATA_DIR ?? './data');
let store: UploadStorage | null = null;
if (process.env.STORAGE === 's3') {
  try {
    const env = loadEnv();
    dataDir = env.DATA_DIR;
    store = backupStore(env);
  } catch (error) {
    fail((error as Error).message);
  }
}

const arg = process.argv[2];
const givenFile = arg && arg !== '--list' && existsSync(path.resolve(arg)) ? path.resolve(arg) : undefined;
let backups: BackupEntry[] = [];
if (!givenFile) {
  try {
    backups = await listAllBackups(dataDir, store);
  } catch (error) {
    fail(
      `File store: ${(error as Error).message}\nTo restore a local backup, name its file: npm run restore -- <file>`,
    );
  }
}

if (arg === '--list') {
  if (!backups.length)
    fail(`No backups found in ${path.join(dataDir, 'backups')}${store ? ' or the file store' : ''}`);
  for (const b of backups) {
    const where = [b.local && 'local', b.store && 'store'].filter(Boolean).join('+');
    const size = b.store?.size ?? (b.local ? statSync(b.local).size : undefined);
    console.log(`${b.name}  ${where}${size === undefined ? '' : `  ${size} bytes`}`);
  }
  process.exit(0);
}

let chosen: BackupEntry | undefined;
if (!givenFile) {
  chosen = arg ? backups.find((b) => b.name === path.basename(arg)) : backups.at(-1);
  if (!chosen)
    fail(
      arg
        ? `No backup ${arg} (see npm run restore -- --list)`
        : `No backups found in ${path.join(dataDir, 'backups')}${store ? ' or the file store' : ''}`,
    );
}
let release: () => void = () => {};
try {
  release = acquireDataDirLock(dataDir);
} catch (error) {
  fail((error as Error).message);
}
try {
  let file = givenFile ?? chosen?.local;
  if (!file && store && chosen) {
    file = await fetchBackup(store, dataDir, chosen);
    console.log(`Downloaded ${chosen.name} from the file store to ${file}.`);
  }
  const previous = await restoreEmbedded(dataDir, file!);
  console.log(
    `Restored ${file} into ${path.join(dataDir, 'db')}. The previous database was kept at ${previous}.`,
  );
} finally {
  release();
}
