import type { FastifyPluginAsync } from 'fastify';
import {
  adminHireCarListQuery,
  blockoutInput,
  hireCarIdParam,
  hireCarInput,
  hireCarPatch,
} from '../../../shared/schemas/car';
import { idParam } from '../../../shared/schemas/common';
import { parse } from '../../lib/errors';
import {
  createBlockout,
  createHireCar,
  deleteBlockout,
  deleteHireCar,
  getHireCar,
  listAdminHireCars,
  listBlockouts,
  listHireCars,
  updateHireCar,
} from './hire-cars.service';

export const hireCarsPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get('/hire-cars', async () => listHireCars(app.db));
  app.get('/hire-cars/:id', async (request) => getHireCar(app.db, parse(idParam, request.params).id));
};

export const hireCarsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/hire-cars', async (request) =>
    listAdminHireCars(app.db, parse(adminHireCarListQuery, request.query)),
  );
  app.post('/hire-cars', async (request, reply) =>
    reply.status(201).send(await createHireCar(app.db, parse(hireCarInput, request.body))),
  );
  app.patch('/hire-cars/:id', async (request) =>
    updateHireCar(app.db, parse(idParam, request.params).id, parse(hireCarPatch, request.body)),
  );
  app.delete('/hire-cars/:id', async (request, reply) => {
    await deleteHireCar(app.db, parse(idParam, request.params).id);
    return reply.status(204).send();
  });

  app.get('/hire-car-blockouts/:hireCarId', async (request) =>
    listBlockouts(app.db, parse(hireCarIdParam, request.params).hireCarId),
  );
  app.post('/hire-car-blockouts', async (request, reply) =>
    reply.status(201).send(await createBlockout(app.db, parse(blockoutInput, request.body))),
  );
  app.delete('/hire-car-blockouts/:id', async (request, reply) => {
    await deleteBlockout(app.db, parse(idParam, request.params).id);
    return reply.status(204).send();
  });
};
