import type { FastifyPluginAsync } from 'fastify';
import type { CarWatchResponse } from '../../../shared/car-watch';
import { idParam } from '../../../shared/schemas/common';
import {
  carWatcherCountsQuery,
  carWatcherParams,
  carWatchInput,
} from '../../../shared/schemas/waitlist-watch';
import { parse } from '../../lib/errors';
import { idOf } from '../../lib/item-routes';
import { registerFormRateLimit } from '../../plugins/rate-limit';
import { countCarWatchers, deleteCarWatcher, listCarWatchers, watchCar } from './watches.service';

/** "Notify me": limited like the other public forms, since each watch may lead to a mail. */
export const watchesPublicRoutes: FastifyPluginAsync = async (app) => {
  const config = {
    rateLimit: await registerFormRateLimit(app),
    openapi: {
      summary: 'Be told by e-mail when a car changes (price, sold)',
      tags: ['Cars'],
      params: idParam,
      body: carWatchInput,
      response: { 200: 'Already watching', 201: 'Now watching' },
    },
  };
  app.post('/cars/:id/watch', { config }, async (request, reply) => {
    const { created, ...answer } = await watchCar(app.db, idOf(request.params), request.body);
    const body: CarWatchResponse = answer;
    return reply.status(created ? 201 : 200).send(body);
  });
};

/** Who watches which car, beside the car in the admin inventory; none of it changes a public page. */
export const watchesAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cars/watchers/counts', async (request) =>
    countCarWatchers(app.db, parse(carWatcherCountsQuery, request.query).ids),
  );
  app.get('/cars/:id/watchers', async (request) => listCarWatchers(app.db, idOf(request.params)));
  app.delete(
    '/cars/:id/watchers/:watcherId',
    { config: { publicContent: false } },
    async (request, reply) => {
      const { id, watcherId } = parse(carWatcherParams, request.params);
      await deleteCarWatcher(app.db, id, watcherId);
      return reply.status(204).send();
    },
  );
};
