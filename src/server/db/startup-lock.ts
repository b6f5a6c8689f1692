import type { Database } from './client';

/**
 * The key of the PostgreSQL advisory lock that start-up work (migrations, the first administrator, the demo
 * seed) runs under. Any fixed number works; this one is "dealer" in ASCII, unlikely to meet another app's.
 */
export const STARTUP_LOCK_KEY = 0x6465616c6572;

/**
 * Runs `work` while holding the start-up lock, so any number of instances started at the same moment on
 * one empty database prepare it one after the other: the first migrates and seeds, the next find nothing
 * left to do. The lock is a session lock held on one connection taken from the pool for the duration;
 * `work` runs on the pool's other connections. Should the process die, PostgreSQL ends its session and
 * the lock with it. The embedded database has one process by construction (the DATA_DIR lock): no lock.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const holder = await database.pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}
