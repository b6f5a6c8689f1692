import type { FastifyPluginAsync } from 'fastify';
import { staffCreateInput, staffUpdateInput } from '../../../shared/schemas/staff';
import { parse } from '../../lib/errors';
import { idOf, keepPublicCaches } from '../../lib/item-routes';
import {
  createStaff,
  listStaff,
  removeStaff,
  resetStaffPassword,
  sendStaffInvite,
  updateStaff,
} from './staff.service';

/** The Staff screen: accounts of colleagues. The generic admin-write hook records every change here. */
export const staffAdminRoutes: FastifyPluginAsync = async (app) => {
  // Accounts change nothing a visitor sees: the public page caches stay.
  keepPublicCaches(app);

  app.get('/staff', async (request) => ({ items: await listStaff(app.db, request.user!.id) }));

  app.post('/staff', async (request, reply) => {
    const result = await createStaff(
      app.db,
      app.env,
      parse(staffCreateInput, request.body),
      request.user!.id,
    );
    app.mail.kick();
    return reply.status(201).send(result);
  });

  app.patch('/staff/:id', async (request) =>
    updateStaff(app.db, idOf(request.params), parse(staffUpdateInput, request.body), request.user!.id),
  );

  app.delete('/staff/:id', async (request, reply) => {
    await removeStaff(app.db, idOf(request.params), request.user!.id);
    return reply.status(204).send();
  });

  app.post('/staff/:id/invite', async (request, reply) => {
    await sendStaffInvite(app.db, app.env, idOf(request.params));
    app.mail.kick();
    return reply.status(204).send();
  });

  app.post('/staff/:id/reset-password', async (request) => resetStaffPassword(app.db, idOf(request.params)));
};
