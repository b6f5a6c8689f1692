import { createServer } from 'node:http';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { AuthUser } from '../shared/schemas/auth';
import { hasPendingMigrations } from './db/backup';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import { ContentVersion } from './lib/content-version';
import { notFound } from './lib/errors';
import { requestScopedDb } from './lib/write-transaction';
import { MailWorker } from './mail/worker';
import { activityAdminRoutes, recordAdminWrites } from './modules/activity/activity.routes';
import { accountAdminRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { carsAdminRoutes, carsPublicReads, carsPublicRoutes } from './modules/cars/cars.routes';
import { createSitemapCarReader } from './modules/cars/sitemap-cars.service';
import { contentAdminRoutes, contentPublicRoutes } from './modules/content/content.routes';
import { feedsRoutes } from './modules/feeds/feeds.routes';
import { hireCarsAdminRoutes, hireCarsPublicRoutes } from './modules/hire-cars/hire-cars.routes';
import { integrationsAdminRoutes, integrationsRoutes } from './modules/integrations/integrations.routes';
import { bookingRequestRoutes } from './modules/leads/booking-requests.routes';
import { enquiryFormPage } from './modules/leads/enquiry-page.routes';
import { leadDeskRoutes, leadsAdminRoutes, leadsPublicRoutes } from './modules/leads/leads.routes';
import { mediaAdminRoutes, mediaPublicRoutes } from './modules/media/media.routes';
import { outboxAdminRoutes } from './modules/outbox/outbox.routes';
import { reportsAdminRoutes } from './modules/reports/reports.routes';
import { settingsAdminRoutes, settingsPublicRoutes } from './modules/settings/settings.routes';
import { staffAdminRoutes } from './modules/staff/staff.routes';
import { DigestWorker } from './modules/waitlist/digest.worker';
import { matchesAdminRoutes } from './modules/waitlist/matches.routes';
import {
  unsubscribeApiRoutes,
  unsubscribeFormRoutes,
  waitlistAdminRoutes,
} from './modules/waitlist/unsubscribe.routes';
import { watchesAdminRoutes, watchesPublicRoutes } from './modules/waitlist/watches.routes';
import { webhooksAdminRoutes } from './modules/webhooks/webhooks.routes';
import { WebhookWorker } from './modules/webhooks/webhooks.worker';
import { requireAdmin } from './plugins/auth';
import { createPublicCache, type PublicCache, registerApiCache, requestIdOf } from './plugins/cache';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi, routeDocs } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerUploads } from './plugins/uploads';
import { registerWebApp } from './plugins/web';
import { storageFromEnv } from './storage/from-env';
import type { UploadStorage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    env: Env;
    contentVersion: ContentVersion;
    /** The mail outbox worker; tests call `app.mail.drain()` since it is not started under NODE_ENV=test. */
    mail: MailWorker;
    /** The daily new-arrivals digest; not started under NODE_ENV=test (tests call runDigest). */
    digest: DigestWorker;
    /** The webhook delivery worker; not started under NODE_ENV=test (tests call `app.webhooks.drain()`). */
    webhooks: WebhookWorker;
    publicCache: PublicCache;
    /** Where uploads are written and read (local disk or S3-compatible object storage). */
    storage: UploadStorage;
    /** Every registered route with whether it sits in the authenticated admin scope. */
    routeTable: { method: string; url: string; admin: boolean }[];
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyContextConfig {
    admin?: boolean;
    /** false: the route's writes never change what visitors see (leads), so public caches are kept. */
    publicContent?: false;
  }
}

export type AppOptions = {
  database: Database;
  env: Env;
  logger?: FastifyBaseLogger;
  /** Serve the client (SSR and assets). Off for API-only tests. */
  web?: boolean;
  /** The file store; the one the environment names (storage/from-env.ts) when not given. */
  storage?: UploadStorage;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Trust only the configured number of proxies, never every hop: see TRUST_PROXY in env.ts.
    trustProxy: env.TRUST_PROXY ? (_address: string, hop: number) => hop < env.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // A public page or API answer already in the cache is replayed byte for byte (headers captured from
    // the answer Fastify sent) before Fastify routes it: hooks, header building and logging ran for that
    // first answer and would only repeat the same work. Everything else goes to Fastify as usual.
    serverFactory: (handler) =>
      createServer((req, res) => {
        if (!fastPath?.answerRaw(req, res)) handler(req, res);
      }),
  });
  let fastPath: PublicCache | undefined;
  app.decorate('db', requestScopedDb(database.db));
  app.decorate('database', database);
  app.decorate('env', env);
  app.decorate('storage', options.storage ?? storageFromEnv(env));
  app.decorate('contentVersion', await ContentVersion.create(database, app.log));
  app.addHook('onClose', async () => app.contentVersion.close());
  app.decorate('mail', new MailWorker({ db: database.db, env, logger: app.log }));
  app.addHook('onReady', async () => {
    if (env.NODE_ENV !== 'test') app.mail.start();
  });
  app.addHook('onClose', async () => app.mail.stop());
  app.decorate(
    'digest',
    new DigestWorker({ db: database.db, env, logger: app.log, onQueued: () => app.mail.kick() }),
  );
  app.addHook('onReady', async () => {
    if (env.NODE_ENV !== 'test') app.digest.start();
  });
  app.addHook('onClose', async () => app.digest.stop());
  app.decorate(
    'webhooks',
    new WebhookWorker({ db: database.db, logger: app.log, allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE }),
  );
  app.addHook('onReady', async () => {
    if (env.NODE_ENV !== 'test') app.webhooks.start();
  });
  app.addHook('onClose', async () => app.webhooks.stop());

  // Route options are collected by reference: the admin scope marks its routes after this hook has run.
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  app.decorate('routeTable', {
    getter: () =>
      registered.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method])
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, url: route.url, admin: route.config?.admin === true })),
      ),
  });

  registerOpenApi(app, env.PUBLIC_URL);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerMetrics(app, env.METRICS_TOKEN);
  await registerSecurityHeaders(app);
  app.decorate('publicCache', createPublicCache(app));
  fastPath = app.publicCache;
  registerApiCache(app, app.publicCache);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(
    async (api) => {
      // Liveness for load balancers: the process is up and answering (no database round trip).
      const meta = routeDocs('Meta');
      api.get('/health', meta('Liveness: the process answers'), async () => ({ status: 'ok' }));
      // Readiness: send traffic here only while the database answers and has every migration.
      api.get(
        '/ready',
        meta('Readiness: the database and the file store answer, and the database is migrated'),
        async (_request, reply) => {
          const problem = await notReady(database, app.storage);
          if (problem)
            return reply
              .status(503)
              .header('retry-after', '5')
              .send({ status: 'unavailable', message: problem });
          return { status: 'ready' };
        },
      );
      for (const routes of [
        authRoutes,
        carsPublicRoutes,
        hireCarsPublicRoutes,
        contentPublicRoutes,
        settingsPublicRoutes,
        leadsPublicRoutes,
        mediaPublicRoutes,
        watchesPublicRoutes,
        unsubscribeApiRoutes,
      ])
        await api.register(routes);
    },
    { prefix: '/api' },
  );
  // Machine keys (X-API-Key) are read in this scope only: never on /api/admin, never on the public routes.
  await app.register(integrationsRoutes, { prefix: '/api/integrations' });

  // The one authenticated scope: a route registered here cannot forget its auth check.
  await app.register(
    async (admin) => {
      admin.addHook('onRoute', (route) => {
        route.config = { ...route.config, admin: true };
      });
      requireAdmin(admin);
      recordAdminWrites(admin);
      // Any successful admin write may change public content: caches drop before the reply is sent.
      admin.addHook('onSend', async (request, reply, payload) => {
        if (
          request.method !== 'GET' &&
          reply.statusCode < 400 &&
          request.routeOptions.config.publicContent !== false
        )
          await app.contentVersion.bump(adminAreaOf(request.routeOptions.url));
        return payload;
      });
      for (const routes of [
        carsAdminRoutes,
        hireCarsAdminRoutes,
        contentAdminRoutes,
        settingsAdminRoutes,
        leadsAdminRoutes,
        leadDeskRoutes,
        bookingRequestRoutes,
        mediaAdminRoutes,
        outboxAdminRoutes,
        watchesAdminRoutes,
        waitlistAdminRoutes,
        matchesAdminRoutes,
        staffAdminRoutes,
        accountAdminRoutes,
        activityAdminRoutes,
        reportsAdminRoutes,
        integrationsAdminRoutes,
        webhooksAdminRoutes,
      ])
        await admin.register(routes);
      // Unknown admin paths also sit behind auth, so probing them tells an outsider nothing.
      admin.all('/*', async (request) => {
        throw notFound(`Route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/api/admin' },
  );

  await app.register(feedsRoutes);
  await app.register(unsubscribeFormRoutes);
  await registerUploads(app, app.storage);
  if (options.web !== false)
    await registerWebApp(app, {
      publicReads: carsPublicReads,
      formPages: [enquiryFormPage],
      sitemapCars: createSitemapCarReader(),
    });
  return app;
}

/** The admin area of a route pattern: /api/admin/cars/:id → "cars". */
const adminAreaOf = (route: string | undefined) => route?.split('/')[3];

/** Why this instance should not take traffic yet, or null when it can. */
async function notReady(database: Database, storage: UploadStorage): Promise<string | null> {
  try {
    await database.db.execute(sql`select 1`);
  } catch {
    return 'Database unreachable';
  }
  try {
    await storage.check();
  } catch {
    return 'File store unreachable';
  }
  return (await hasPendingMigrations(database)) ? 'Database migrations pending' : null;
}
