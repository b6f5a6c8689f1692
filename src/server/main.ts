import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import {
  backupEmbedded,
  backupStore,
  copyBackupToStore,
  hasPendingMigrations,
  scheduleDailyBackups,
} from './db/backup';
import { type Database, type Db, openDatabase } from './db/client';
import { seedDemoContent } from './db/seed/seed';
import { withStartupLock } from './db/startup-lock';
import { type Env, loadEnv } from './env';
import { acquireDataDirLock } from './lib/lock';
import { pruneActivity } from './modules/activity/activity.service';
import { ensureAdmin } from './modules/auth/auth.service';
import { backfillLeadIndex } from './modules/leads/lead-import.service';
import { removeUnattachedSellPhotos } from './modules/media/media.service';
import { rebuildAllMatches } from './modules/waitlist/matches.service';
import { openStorage, storageFromEnv } from './storage/from-env';
import type { UploadStorage } from './storage/storage';

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = pino({
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    transport: process.stdout.isTTY
      ? { target: 'pino-pretty', options: { ignore: 'pid,hostname' } }
      : undefined,
  });

  mkdirSync(env.DATA_DIR, { recursive: true });
  let storage: UploadStorage;
  try {
    storage = await openStorage(env);
  } catch (error) {
    logger.fatal(`File store: ${(error as Error).message}`);
    process.exit(1);
  }
  const dbDir = path.join(env.DATA_DIR, 'db');
  if (process.env[PREPARE_ONLY]) {
    // The child of a first start (below): the parent holds the DATA_DIR lock and waits for this to end. Should
    // the parent die (kill -9), its lock goes stale and the next start would open the same files: stop.
    const parent = process.ppid;
    setInterval(() => process.ppid !== parent && process.exit(1), 500).unref();
    const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: dbDir });
    const existing = existsSync(path.join(dbDir, 'PG_VERSION'));
    await withStartupLock(database, () => prepareDatabase(env, database, logger, existing));
    await database.close();
    process.exit(0);
  }
  let releaseLock = () => {};
  if (!env.DATABASE_URL) {
    try {
      releaseLock = acquireDataDirLock(env.DATA_DIR);
    } catch (error) {
      logger.fatal((error as Error).message);
      process.exit(1);
    }
  }

  const existingEmbedded = !env.DATABASE_URL && existsSync(path.join(dbDir, 'PG_VERSION'));
  const firstStart = env.DATABASE_URL ? await migrationsPending(env.DATABASE_URL) : !existingEmbedded;
  if (firstStart && env.SEED_DEMO) {
    // A first start with the demo content creates the database and draws and stores its images: work that
    // grows the embedded database's heap and the image library's memory for good. A short-lived child does
    // it, so the server itself starts the way it does every later day (issue 18). Without the demo there is
    // little to do (the empty database itself is created in a child too: db/init-embedded.ts).
    await prepareInChild();
  }
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: dbDir });
  await withStartupLock(database, () => prepareDatabase(env, database, logger, existingEmbedded));
  const stopBackups = scheduleDailyBackups(
    database,
    env.DATA_DIR,
    (err) => logger.error({ err }, 'backup failed'),
    backupStore(env),
  );

  const app = await buildApp({ database, env, logger, web: !env.API_ONLY, storage });
  const stopHousekeeping = scheduleHousekeeping(database.db, storage, logger);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      stopBackups();
      stopHousekeeping();
      // Fastify closes the keep-alive connections that are idle when closing starts; one whose request is
      // answered later would stay open until the force exit. Close those too, as they fall idle.
      const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close(); // stops accepting, lets in-flight requests finish
      clearInterval(reaper);
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

/** Whether a PostgreSQL database still needs migrations (a first start, or an upgrade). */
async function migrationsPending(url: string): Promise<boolean> {
  const probe = await openDatabase({ url });
  try {
    return await hasPendingMigrations(probe);
  } finally {
    await probe.close();
  }
}

/** Set in the environment of the child that prepares a new or upgraded database. */
const PREPARE_ONLY = 'DEALER_PREPARE_ONLY';

/** Runs this program again as the preparing child; a stop signal meanwhile stops the child too. */
function prepareInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, [PREPARE_ONLY]: '1' },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGTERM', forward);
    process.on('SIGINT', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      if (code === 0) resolve();
      else reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Brings the database up to date (under the start-up lock on PostgreSQL, so instances started together
 * take turns): a backup before migrating an embedded one, migrations, the lead index,
 * the first administrator, the demo content and the acquisition matches. Safe to run again.
 */
async function prepareDatabase(env: Env, database: Database, logger: Logger, existingEmbedded: boolean) {
  // Matching (issue 17) or a change to it arrives with a migration: requests already open are matched anew.
  const migrating = await hasPendingMigrations(database);
  if (existingEmbedded && migrating) {
    const file = await backupEmbedded(database, env.DATA_DIR, 'pre-migration');
    logger.info({ file }, 'backed up the database before migrating');
    const store = backupStore(env);
    // The local copy is written: a store that fails now (it passed the start-up check) need not stop the start.
    if (store && file)
      await copyBackupToStore(store, file).catch((err) =>
        logger.error({ err, file }, 'could not copy the pre-migration backup to the file store'),
      );
  }
  await database.migrate();
  const indexed = await backfillLeadIndex(database.db);
  if (indexed) logger.info({ leads: indexed }, 'added earlier leads to the lead index');
  // PGlite runs no autovacuum: fresh statistics at start let the planner use the lead indexes.
  if (database.pglite) await database.db.execute(sql`analyze`);
  const admin = await ensureAdmin(database.db, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
  if (admin.generatedPassword) {
    // Printed once, on the very first start, so the operator can log in; never stored in clear.
    logger.warn(
      `Created administrator "${env.ADMIN_USERNAME}" with generated password: ${admin.generatedPassword} (set ADMIN_PASSWORD to choose one)`,
    );
  }
  if (env.SEED_DEMO) await seedDemoContent(database.db, { storage: storageFromEnv(env), logger });
  if (migrating) {
    const matched = await rebuildAllMatches(database.db);
    if (matched)
      logger.info({ requests: matched }, 'matched the open acquisition requests to the cars for sale');
  }
}

/**
 * Every six hours, and once soon after start: removes visitors' sell-car photos never sent with a form,
 * and activity log entries past their 12 months. One job failing does not stop the other.
 */
function scheduleHousekeeping(db: Db, storage: UploadStorage, logger: FastifyBaseLogger) {
  const run = () =>
    Promise.all([
      removeUnattachedSellPhotos(db, storage)
        .then((removed) => {
          if (removed.length) logger.info({ files: removed.length }, 'removed unattached sell-car photos');
        })
        .catch((err) => logger.error({ err }, 'housekeeping failed')),
      pruneActivity(db)
        .then((pruned) => {
          if (pruned) logger.info({ entries: pruned }, 'removed activity log entries older than 12 months');
        })
        .catch((err) => logger.error({ err }, 'activity log pruning failed')),
    ]);
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, 6 * 60 * 60 * 1000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
