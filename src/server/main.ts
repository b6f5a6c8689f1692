import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from './app';
import { backupEmbedded, hasPendingMigrations, scheduleDailyBackups } from './db/backup';
import { openDatabase } from './db/client';
import { seedDemoContent } from './db/seed/seed';
import { loadEnv } from './env';
import { acquireDataDirLock } from './lib/lock';
import { ensureAdmin } from './modules/auth/auth.service';
import { backfillLeadIndex } from './modules/leads/lead-import';

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
  let releaseLock = () => {};
  if (!env.DATABASE_URL) {
    try {
      releaseLock = acquireDataDirLock(env.DATA_DIR);
    } catch (error) {
      logger.fatal((error as Error).message);
      process.exit(1);
    }
  }

  const dbDir = path.join(env.DATA_DIR, 'db');
  const existingEmbedded = !env.DATABASE_URL && existsSync(path.join(dbDir, 'PG_VERSION'));
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: dbDir });
  if (existingEmbedded && (await hasPendingMigrations(database))) {
    const file = await backupEmbedded(database, env.DATA_DIR, 'pre-migration');
    logger.info({ file }, 'backed up the database before migrating');
  }
  await database.migrate();
  const indexed = await backfillLeadIndex(database.db);
  if (indexed) logger.info({ leads: indexed }, 'added earlier leads to the lead index');
  // PGlite runs no autovacuum: fresh statistics at start let the planner use the lead indexes.
  if (database.pglite) await database.db.execute(sql`analyze`);
  const stopBackups = scheduleDailyBackups(database, env.DATA_DIR, (err) =>
    logger.error({ err }, 'backup failed'),
  );
  const admin = await ensureAdmin(database.db, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
  if (admin.generatedPassword) {
    // Printed once, on the very first start, so the operator can log in; never stored in clear.
    logger.warn(
      `Created administrator "${env.ADMIN_USERNAME}" with generated password: ${admin.generatedPassword} (set ADMIN_PASSWORD to choose one)`,
    );
  }
  if (env.SEED_DEMO)
    await seedDemoContent(database.db, { uploadsDir: path.join(env.DATA_DIR, 'uploads'), logger });

  const app = await buildApp({ database, env, logger, web: !env.API_ONLY });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      stopBackups();
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
