import type { FastifyPluginAsync } from 'fastify';
import {
  acceptInvitationInput,
  CHALLENGE_EXPIRED_MESSAGE,
  isLoginChallenge,
  loginInput,
  loginVerifyInput,
} from '../../../shared/schemas/auth';
import { clientKey } from '../../lib/client-key';
import { AppError, parse } from '../../lib/errors';
import { routeDocs } from '../../plugins/openapi';
import {
  bearerToken,
  CHALLENGE_FAILURE_LIMIT,
  challengeUser,
  currentUser,
  login,
  logout,
  verifyLogin,
} from './auth.service';
import { acceptInvitation, invitationFor } from './invitations.service';
import { FAILURE_LIMIT, FailureCounter } from './login-throttle';

const TOO_MANY = 'Too many failed login attempts. Please try again later.';

/** The invitation token as it appears in the link; anything else cannot be one. */
const tokenOf = (params: unknown) => String((params as { token?: unknown }).token ?? '');

/** The document's entry of a sign-in route: staff use these from the admin, integrations never do. */
const doc = routeDocs('Staff sign-in');

export const authRoutes: FastifyPluginAsync = async (app) => {
  const perUser = new FailureCounter(app.db, 'login-user', FAILURE_LIMIT);
  const perIp = new FailureCounter(app.db, 'login-ip', FAILURE_LIMIT * 6);
  // The second step has its own limits: each challenge takes 5 wrong codes, and a person (or an address)
  // starting challenge after challenge with a known password is stopped after two challenges' worth.
  const codesPerUser = new FailureCounter(app.db, 'login-2fa-user', CHALLENGE_FAILURE_LIMIT * 2);
  const codesPerIp = new FailureCounter(app.db, 'login-2fa-ip', CHALLENGE_FAILURE_LIMIT * 6);

  app.post(
    '/auth/login',
    doc('Staff sign-in: a session token, or a second-step challenge', { body: loginInput }),
    async (request, reply) => {
      const { username, password } = parse(loginInput, request.body);
      // request.ip honours X-Forwarded-For only as far as TRUST_PROXY allows: the client cannot pick it.
      const ipKey = clientKey(request.ip);
      const userKey = `${ipKey}|${username.toLowerCase()}`;
      const wait = Math.max(await perUser.retryAfter(userKey), await perIp.retryAfter(ipKey));
      if (wait > 0) {
        request.log.warn({ username, ip: request.ip }, 'login refused: too many failures');
        reply.header('retry-after', String(wait));
        throw new AppError('too_many', TOO_MANY);
      }
      try {
        const result = await login(app.db, username, password, request.ip);
        await perUser.clear(userKey);
        request.log.info({ username, twoFactor: isLoginChallenge(result) }, 'login password accepted');
        return result;
      } catch (error) {
        if (error instanceof AppError && error.code === 'unauthorized') {
          await perUser.fail(userKey);
          await perIp.fail(ipKey);
          request.log.warn({ username, ip: request.ip }, 'login failed');
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/login/verify',
    doc('Staff sign-in, second step: the authenticator or recovery code', { body: loginVerifyInput }),
    async (request, reply) => {
      const { challenge, code } = parse(loginVerifyInput, request.body);
      const pending = await challengeUser(app.db, challenge);
      if (!pending) throw new AppError('unauthorized', CHALLENGE_EXPIRED_MESSAGE);
      const ipKey = clientKey(request.ip);
      const userKey = `${ipKey}|${pending.username.toLowerCase()}`;
      const wait = Math.max(await codesPerUser.retryAfter(userKey), await codesPerIp.retryAfter(ipKey));
      if (wait > 0) {
        request.log.warn(
          { username: pending.username, ip: request.ip },
          'login code refused: too many failures',
        );
        reply.header('retry-after', String(wait));
        throw new AppError('too_many', TOO_MANY);
      }
      try {
        const result = await verifyLogin(app.db, challenge, code, request.ip);
        await codesPerUser.clear(userKey);
        request.log.info({ username: pending.username }, 'login succeeded with a second factor');
        return result;
      } catch (error) {
        if (error instanceof AppError && error.code === 'unauthorized') {
          await codesPerUser.fail(userKey);
          await codesPerIp.fail(ipKey);
          request.log.warn({ username: pending.username, ip: request.ip }, 'login code wrong');
        }
        throw error;
      }
    },
  );

  app.get('/auth/me', doc('The signed-in staff member (bearer token)'), async (request) => {
    const user = await currentUser(app.db, bearerToken(request.headers.authorization) ?? '');
    if (!user) throw new AppError('unauthorized', 'Unauthorized');
    return user;
  });

  app.post('/auth/logout', doc('Ends the session of the bearer token'), async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await logout(app.db, token, request.ip);
    return reply.status(204).send();
  });

  app.get('/auth/invitations/:token', doc('What an invitation link stands for'), async (request) =>
    invitationFor(app.db, tokenOf(request.params)),
  );

  app.post(
    '/auth/invitations/:token',
    doc('Accept an invitation by choosing a password', { body: acceptInvitationInput }),
    async (request) => {
      const { password } = parse(acceptInvitationInput, request.body);
      return acceptInvitation(app.db, tokenOf(request.params), password, request.ip);
    },
  );
};
