import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { bearerToken, userForToken } from '../modules/auth/auth.service';

/** Put on the one admin scope: every route registered inside it needs a valid bearer token. */
export function requireAdmin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const user = await userForToken(app.db, bearerToken(request.headers.authorization) ?? '');
    if (!user) throw new AppError('unauthorized', 'Unauthorized');
    request.user = user;
  });
}
