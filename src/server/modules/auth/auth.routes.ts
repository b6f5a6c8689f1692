import type { FastifyPluginAsync } from 'fastify';
import { loginInput } from '../../../shared/schemas/auth';
import { clientKey } from '../../lib/client-key';
import { AppError, parse } from '../../lib/errors';
import { bearerToken, login, logout, userForToken } from './auth.service';

const FAILURE_LIMIT = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED_KEYS = 10_000;

/**
 * Failed logins counted per IP and per (IP, username). The username alone is not a key: an attacker could
 * otherwise lock the real administrator out from anywhere by failing logins with their name.
 */
class FailureCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly limit: number) {}
  retryAfter(key: string): number {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= Date.now()) return 0;
    return entry.count >= this.limit ? Math.ceil((entry.resetAt - Date.now()) / 1000) : 0;
  }
  fail(key: string) {
    const now = Date.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) this.hits.set(key, { count: 1, resetAt: now + FAILURE_WINDOW_MS });
    else entry.count += 1;
    if (this.hits.size > MAX_TRACKED_KEYS) {
      for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
      // Still full (a flood from many addresses): forget the oldest keys so memory stays bounded.
      for (const k of this.hits.keys()) {
        if (this.hits.size <= MAX_TRACKED_KEYS) break;
        this.hits.delete(k);
      }
    }
  }
  clear(key: string) {
    this.hits.delete(key);
  }
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const perUser = new FailureCounter(FAILURE_LIMIT);
  const perIp = new FailureCounter(FAILURE_LIMIT * 6);

  app.post('/auth/login', async (request, reply) => {
    const { username, password } = parse(loginInput, request.body);
    // request.ip honours X-Forwarded-For only as far as TRUST_PROXY allows: the client cannot pick it.
    const ipKey = clientKey(request.ip);
    const userKey = `${ipKey}|${username.toLowerCase()}`;
    const wait = Math.max(perUser.retryAfter(userKey), perIp.retryAfter(ipKey));
    if (wait > 0) {
      request.log.warn({ username, ip: request.ip }, 'login refused: too many failures');
      reply.header('retry-after', String(wait));
      throw new AppError('too_many', 'Too many failed login attempts. Please try again later.');
    }
    try {
      const result = await login(app.db, username, password);
      perUser.clear(userKey);
      request.log.info({ username }, 'login succeeded');
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized') {
        perUser.fail(userKey);
        perIp.fail(ipKey);
        request.log.warn({ username, ip: request.ip }, 'login failed');
      }
      throw error;
    }
  });

  app.get('/auth/me', async (request) => {
    const user = await userForToken(app.db, bearerToken(request.headers.authorization) ?? '');
    if (!user) throw new AppError('unauthorized', 'Unauthorized');
    return user;
  });

  app.post('/auth/logout', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await logout(app.db, token);
    return reply.status(204).send();
  });
};
