import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  accountUpdateInput,
  passwordChangeInput,
  passwordConfirmInput,
  twoFactorEnableInput,
} from '../../../shared/schemas/auth';
import { parse } from '../../lib/errors';
import { keepPublicCaches } from '../../lib/item-routes';
import { changePassword, getAccount, updateAccount } from './account.service';
import { bearerToken } from './auth.service';
import {
  type Actor,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
} from './two-factor.service';

/** The admin scope has checked the token and set the user. */
const actorOf = (request: FastifyRequest): Actor => ({ ...request.user!, ip: request.ip });

/** Your own account: name and e-mail, password, two-factor sign-in. */
export const accountAdminRoutes: FastifyPluginAsync = async (app) => {
  // Nothing here changes what visitors see: the public page caches stay.
  keepPublicCaches(app);
  // These record themselves, with a summary and never a password, code or secret.
  const own = { config: { activity: false as const } };

  app.get('/account', async (request) => getAccount(app.db, request.user!.id));
  app.patch('/account', async (request) =>
    updateAccount(app.db, request.user!.id, parse(accountUpdateInput, request.body)),
  );
  app.post('/account/password', own, async (request) =>
    changePassword(
      app.db,
      actorOf(request),
      bearerToken(request.headers.authorization) ?? '',
      parse(passwordChangeInput, request.body),
    ),
  );
  app.post('/account/two-factor/setup', own, async (request) =>
    setupTwoFactor(app.db, actorOf(request), parse(passwordConfirmInput, request.body).password),
  );
  app.post('/account/two-factor/enable', own, async (request) =>
    enableTwoFactor(app.db, actorOf(request), parse(twoFactorEnableInput, request.body).code),
  );
  app.post('/account/two-factor/disable', own, async (request, reply) => {
    await disableTwoFactor(app.db, actorOf(request), parse(passwordConfirmInput, request.body).password);
    return reply.status(204).send();
  });
  app.post('/account/two-factor/recovery-codes', own, async (request) =>
    regenerateRecoveryCodes(app.db, actorOf(request), parse(passwordConfirmInput, request.body).password),
  );
};
