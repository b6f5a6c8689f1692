import type { FastifyPluginAsync } from 'fastify';
import {
  adminHireCarListQuery,
  blockoutInput,
  hireCarIdParam,
  hireCarInput,
  hireCarPatch,
} from '../../../shared/schemas/car';
import { idParam } from '../../../shared/schemas/common';
import { availabilityQuery, nextFreeQuery } from '../../../shared/schemas/hire-booking';
import { parse } from '../../lib/errors';
import { deleteRoute, idOf, writeRoutes } from '../../lib/item-routes';
import { routeDocs } from '../../plugins/openapi';
import { getAvailability, nextFreeDays } from './hire-bookings.service';
import {
  createBlockout,
  createHireCar,
  deleteBlockout,
  deleteHireCar,
  getHireCar,
  listAdminHireCarMakes,
  listAdminHireCars,
  listBlockouts,
  listHireCars,
  updateHireCar,
} from './hire-cars.service';

export const hireCarsPublicRoutes: FastifyPluginAsync = async (app) => {
  const doc = routeDocs('Hire cars');
  app.get('/hire-cars', doc('The hire fleet'), async () => listHireCars(app.db));
  app.get(
    '/hire-cars/next-free',
    doc('When each hire car is next free', { querystring: nextFreeQuery }),
    async (request) => nextFreeDays(app.db, parse(nextFreeQuery, request.query).from),
  );
  app.get('/hire-cars/:id', doc('One hire car', { params: idParam }), async (request) =>
    getHireCar(app.db, idOf(request.params)),
  );
  app.get(
    '/hire-cars/:id/availability',
    doc("A hire car's booked and free days", { params: idParam, querystring: availabilityQuery }),
    async (request) => getAvailability(app.db, idOf(request.params), parse(availabilityQuery, request.query)),
  );
};

export const hireCarsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/hire-cars', async (request) =>
    listAdminHireCars(app.db, parse(adminHireCarListQuery, request.query)),
  );
  app.get('/hire-cars/makes', async () => listAdminHireCarMakes(app.db));
  writeRoutes(
    app,
    '/hire-cars',
    { input: hireCarInput, patch: hireCarPatch },
    { create: createHireCar, update: updateHireCar, remove: deleteHireCar },
  );

  app.get('/hire-car-blockouts/:hireCarId', async (request) =>
    listBlockouts(app.db, parse(hireCarIdParam, request.params).hireCarId),
  );
  app.post('/hire-car-blockouts', async (request, reply) =>
    reply.status(201).send(await createBlockout(app.db, parse(blockoutInput, request.body))),
  );
  deleteRoute(app, '/hire-car-blockouts', deleteBlockout);
};
