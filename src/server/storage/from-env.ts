import path from 'node:path';
import type { Env } from '../env';
import { s3Storage } from './s3';
import { localStorage, type UploadStorage } from './storage';

/** The file store the environment names: DATA_DIR/uploads (the default), or the S3 bucket. */
export function storageFromEnv(env: Env): UploadStorage {
  return env.STORAGE === 's3' ? s3Storage(env) : localStorage(path.join(env.DATA_DIR, 'uploads'));
}

/**
 * The configured store, checked before the server starts: a wrong bucket, key or address stops the process
 * with a message naming the variable (STORAGE=s3), never a 500 on the first upload.
 */
export async function openStorage(env: Env): Promise<UploadStorage> {
  const storage = storageFromEnv(env);
  await storage.check(true);
  return storage;
}
