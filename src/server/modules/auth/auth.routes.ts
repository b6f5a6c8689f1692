import type { FastifyPluginAsync } from 'fastify';
import { loginInput } from '../../../shared/schemas/auth';
import { clientKey } from '../../lib/client-key';
import { AppError, parse } from '../../lib/errors';
import { bearerToken, login, logout, userForToken } from './auth.service';
import { FAILURE_LIMIT, FailureCounter } from './login-throttle';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const perUser = new FailureCounter(app.db, 'login-user', FAILURE_LIMIT);
  const perIp = new FailureCounter(app.db, 'login-ip', FAILURE_LIMIT * 6);

  app.post('/auth/login', async (request, reply) => {
    const { username, password } = parse(loginInput, request.body);
    // request.ip honours X-Forwarded-For only as far as TRUST_PROXY allows: the client cannot pick it.
    const ipKey = clientKey(request.ip);
    const userKey = `${ipKey}|${username.toLowerCase()}`;
    const wait = Math.max(await perUser.retryAfter(userKey), await perIp.retryAfter(ipKey));
    if (wait > 0) {
      request.log.warn({ username, ip: request.ip }, 'login refused: too many failures');
      reply.header('retry-after', String(wait));
      throw new AppError('too_many', 'Too many failed login attempts. Please try again later.');
    }
    try {
      const result = await login(app.db, username, password);
      await perUser.clear(userKey);
      request.log.info({ username }, 'login succeeded');
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized') {
        await perUser.fail(userKey);
        await perIp.fail(ipKey);
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
