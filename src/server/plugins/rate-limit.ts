import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import { clientKey } from '../lib/client-key';
import { AppError } from '../lib/errors';

const TEN_MINUTES = 10 * 60_000;

/**
 * Per-IP limits for public writes (FORM_RATE_LIMIT and UPLOAD_RATE_LIMIT in the environment). The
 * defaults are generous enough that a person filling forms (even correcting a rejected one several
 * times) is never blocked, tight enough that a script cannot flood the inbox. Counted per route: a
 * limit on one form never blocks another.
 */
export const formRateLimit = (env: Pick<Env, 'FORM_RATE_LIMIT'>) => ({
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

/**
 * Registers @fastify/rate-limit in the calling (encapsulated) plugin only; routes opt in with
 * `config: { rateLimit: formRateLimit(app.env) }`. The key is the client address as Fastify resolves
 * it, which honours X-Forwarded-For only as far as TRUST_PROXY allows, so a visitor cannot pick it.
 */
export async function registerPublicRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    hook: 'onRequest',
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many', `Too many requests. Please try again in ${context.after}.`),
  });
}
