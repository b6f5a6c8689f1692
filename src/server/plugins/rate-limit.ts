import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { clientKey } from '../lib/client-key';
import { AppError, isDatabaseUnavailable } from '../lib/errors';
import { rateCounter } from '../lib/rate-counter';

const TEN_MINUTES = 10 * 60_000;

/**
 * Per-IP limits for public writes (FORM_RATE_LIMIT and UPLOAD_RATE_LIMIT in the environment). The
 * defaults are generous enough that a person filling forms (even correcting a rejected one several
 * times) is never blocked, tight enough that a script cannot flood the inbox. Counted per route: a
 * limit on one form never blocks another.
 */
const formRateLimit = (env: Pick<Env, 'FORM_RATE_LIMIT'>) => ({
  max: env.FORM_RATE_LIMIT,
  timeWindow: TEN_MINUTES,
});
/**
 * One-click unsubscribe (RFC 8058) is POSTed by mail providers from a few shared servers, so a wave after a
 * digest comes from one address; a refused unsubscribe may never be retried. A token is unguessable, so a
 * high limit costs nothing: it only stops a flood.
 */
export const unsubscribeRateLimit = (env: Pick<Env, 'FORM_RATE_LIMIT'>) => ({
  max: env.FORM_RATE_LIMIT * 50,
  timeWindow: TEN_MINUTES,
});
export const uploadRateLimit = (env: Pick<Env, 'UPLOAD_RATE_LIMIT'>) => ({
  max: env.UPLOAD_RATE_LIMIT,
  timeWindow: TEN_MINUTES,
});

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in the database (lib/rate-counter.ts), so every instance
 * counts the same visitor together. Each limited route gets its own child store (its own keys), like
 * the plugin's in-memory store: a limit on one form never blocks another.
 *
 * While the database is unreachable a hit is let through uncounted rather than turned into an error: the
 * form's own write answers 503 anyway, and an upload (files only) keeps working.
 */
function databaseStore(db: Db, log: FastifyBaseLogger) {
  return class DatabaseRateLimitStore {
    prefix = 'rate:';

    // The plugin passes the route's merged limit options, the route itself under `routeInfo` (its types say otherwise).
    child(options: unknown) {
      const store = new DatabaseRateLimitStore();
      const { method, url } = (options as { routeInfo: Partial<Pick<RouteOptions, 'method' | 'url'>> })
        .routeInfo;
      store.prefix = `rate:${[method].flat().join(',')} ${url}:`;
      return store;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number) {
      this.answer(rateCounter.hit(db, this.prefix + key, timeWindow), callback);
    }

    read(key: string, callback: StoreCallback) {
      this.answer(rateCounter.peek(db, this.prefix + key), callback);
    }

    private answer(counted: ReturnType<typeof rateCounter.hit>, callback: StoreCallback) {
      counted.then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => {
          if (!isDatabaseUnavailable(error)) return callback(error as Error);
          log.warn('rate limit not counted: the database is unavailable');
          callback(null, { current: 0, ttl: 0 });
        },
      );
    }
  };
}

/**
 * Registers @fastify/rate-limit in the calling (encapsulated) plugin only; routes opt in with
 * `config: { rateLimit: uploadRateLimit(app.env) }` (public forms: registerFormRateLimit below). The key
 * is the client address as Fastify resolves it, which honours X-Forwarded-For only as far as TRUST_PROXY
 * allows, so a visitor cannot pick it.
 */
export async function registerPublicRateLimit(
  app: FastifyInstance,
  // A form page counts once its body is read, so a refused submission can be shown with what was typed.
  hook: 'onRequest' | 'preHandler' = 'onRequest',
) {
  await app.register(rateLimit, {
    global: false,
    hook,
    keyGenerator: (request) => clientKey(request.ip),
    store: databaseStore(app.db, app.log),
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many', `Too many requests. Please try again in ${context.after}.`),
  });
}

/**
 * A scope of public forms: the limiter registered and the form budget each route opts in with. The two
 * go together, since a route's budget counts nothing in a scope with no limiter registered.
 */
export async function registerFormRateLimit(app: FastifyInstance, hook?: 'onRequest' | 'preHandler') {
  await registerPublicRateLimit(app, hook);
  return formRateLimit(app.env);
}
