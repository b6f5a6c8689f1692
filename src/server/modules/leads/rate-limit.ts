import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';

/**
 * Per-IP limits for public writes. Generous enough that a person filling forms (even correcting a
 * rejected one several times) is never blocked, tight enough that a script cannot flood the inbox.
 * Counted per route: a limit on one form never blocks another.
 */
export const FORM_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };
export const UPLOAD_RATE_LIMIT = { max: 40, timeWindow: 10 * 60_000 };

/**
 * Registers @fastify/rate-limit in the calling (encapsulated) plugin only; routes opt in with
 * `config: { rateLimit: FORM_RATE_LIMIT }`. The key is the client IP as Fastify resolves it, which
 * honours X-Forwarded-For only when TRUST_PROXY is set, so a visitor cannot pick their own key.
 */
export async function registerPublicRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    hook: 'onRequest',
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many', `Too many requests. Please try again in ${context.after}.`),
  });
}
