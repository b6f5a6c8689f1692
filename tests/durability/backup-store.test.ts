import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKUPS_KEPT,
  backupEmbedded,
  backupStore,
  copyBackupToStore,
  listBackups,
} from '../../src/server/db/backup';
import { type Database, openDatabase } from '../../src/server/db/client';
import { cars } from '../../src/server/db/schema/index';
import { loadEnv } from '../../src/server/env';
import { type S3Server, s3Client, startS3 } from '../helpers/s3';
import { exited, freePort, startProcess, waitReady } from './server-process';

/**
 * The embedded database's backups in a real S3-protocol server (s3rver): written under a prefix, the
 * newest seven kept there, and `npm run restore` listing and restoring them from it.
 */
let s3: S3Server;
let bucket: S3Client;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-backup-store-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  s3 = await startS3();
  bucket = s3Client(s3);
});
afterAll(async () => {
  bucket?.destroy();
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const envFor = (dataDir: string, prefix: string) =>
  loadEnv({ ...s3.env, DATA_DIR: dataDir, S3_PREFIX: prefix } as NodeJS.ProcessEnv);

const keysUnder = async (prefix: string) =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? [])
    .map((o) => o.Key!)
    .sort();

const restore = async (dataDir: string, prefix: string, ...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/restore.ts', ...args],
      { env: { ...process.env, ...s3.env, S3_PREFIX: prefix, DATA_DIR: dataDir } },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
};

const makesIn = async (dataDir: string) => {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return (await database.db.select().from(cars)).map((c) => c.make).sort();
  } finally {
    await database.close();
  }
};

const newDatabase = async (dataDir: string): Promise<Database> => {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  return database;
};

/** One site of the shared bucket: its own data directory, migrated database, and store under `prefix`. */
const newSite = async (prefix: string) => {
  const dataDir = tempDir();
  return { dataDir, store: backupStore(envFor(dataDir, prefix))!, database: await newDatabase(dataDir) };
};

describe('backups in the object store', () => {
  it('land under <S3_PREFIX>backups/, keep the newest seven there, and a local copy too', async () => {
    const { dataDir, store, database } = await newSite('site-a/');
    try {
      const written: string[] = [];
      for (let i = 0; i < BACKUPS_KEPT + 2; i++) {
        const file = (await backupEmbedded(database, dataDir, 'test'))!;
        await copyBackupToStore(store, file);
        written.push(path.basename(file));
      }
      // The oldest two are gone, from the bucket as from the disk; nothing outside the prefix was written.
      const newest = written.slice(-BACKUPS_KEPT).map((n) => `site-a/backups/${n}`);
      expect(await keysUnder('site-a/')).toEqual(newest);
      expect(listBackups(dataDir).map((f) => path.basename(f))).toEqual(written.slice(-BACKUPS_KEPT));
    } finally {
      await database.close();
    }
  }, 120_000);

  it('a failed upload leaves no backup in the store, and the local copy stays', async () => {
    const { dataDir, store, database } = await newSite('site-b/');
    try {
      const file = (await backupEmbedded(database, dataDir, 'test'))!;
      await s3.stop();
      try {
        await expect(copyBackupToStore(store, file)).rejects.toThrow();
      } finally {
        await s3.start();
      }
      expect(listBackups(dataDir)).toEqual([file]);
      // A stray key under the prefix (not a complete backup's name) is never taken for a backup.
      await bucket.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: `site-b/backups/${path.basename(file)}.partial`,
          Body: 'half',
        }),
      );
      expect(await store.list()).toEqual([]);
      const listed = await restore(dataDir, 'site-b/', '--list');
      expect(listed.stdout).toContain(`${path.basename(file)}  local`);
      expect(listed.stdout).not.toContain('.partial');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('`npm run restore` lists the stored backups and restores the newest from the store onto a new machine', async () => {
    const { dataDir, store, database } = await newSite('site-c/');
    let first: string;
    try {
      await database.db.insert(cars).values({ year: 2020, make: 'Kept', model: 'Backup' });
      first = path.basename((await backupEmbedded(database, dataDir, 'test'))!);
      await copyBackupToStore(store, path.join(dataDir, 'backups', first));
      await database.db.update(cars).set({ make: 'Changed' }).where(eq(cars.make, 'Kept'));
      await database.db.insert(cars).values({ year: 2021, make: 'Second', model: 'Backup' });
      const second = (await backupEmbedded(database, dataDir, 'test'))!;
      await copyBackupToStore(store, second);
      await database.db.delete(cars);
    } finally {
      await database.close();
    }

    // A new machine: the same bucket, an empty DATA_DIR.
    const fresh = tempDir();
    const listed = await restore(fresh, 'site-c/', '--list');
    expect(listed.code, listed.stdout).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`${first}  store  \\d+ bytes`));
    expect(listed.stdout.trim().split('\n')).toHaveLength(2);

    const latest = await restore(fresh, 'site-c/');
    expect(latest.code, latest.stdout).toBe(0);
    expect(latest.stdout).toContain('Downloaded');
    expect(await makesIn(fresh)).toEqual(['Changed', 'Second']);

    // A named older one, still from the store (the original machine's disk is not consulted).
    const named = await restore(fresh, 'site-c/', first);
    expect(named.code, named.stdout).toBe(0);
    expect(await makesIn(fresh)).toEqual(['Kept']);

    expect((await restore(fresh, 'site-c/', 'backup-nope.tar.gz')).code).toBe(1);
  }, 180_000);

  it('the server copies its backups to the bucket: the first daily one is due at once on a new database', async () => {
    const dataDir = tempDir();
    const proc = startProcess(dataDir, await freePort(), { ...s3.env, S3_PREFIX: 'site-d/' });
    try {
      await waitReady(proc);
      let keys: string[] = [];
      for (let i = 0; i < 100 && !keys.length; i++) {
        keys = await keysUnder('site-d/backups/');
        if (!keys.length) await new Promise((r) => setTimeout(r, 200));
      }
      expect(keys, proc.output()).toHaveLength(1);
      expect(keys[0]).toMatch(/^site-d\/backups\/backup-[\w-]+-daily\.tar\.gz$/);
      expect(listBackups(dataDir).map((f) => `site-d/backups/${path.basename(f)}`)).toEqual(keys);
    } finally {
      proc.child.kill('SIGTERM');
      await exited(proc);
    }
  }, 120_000);
});
