import type { FastifyPluginAsync } from 'fastify';
import { adminCarListQuery, carInput, carListQuery, carPatch } from '../../../shared/schemas/car';
import { idParam } from '../../../shared/schemas/common';
import { parse } from '../../lib/errors';
import { createCar, deleteCar, getCar, listAdminCars, listCars, updateCar } from './cars.service';

export const carsPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cars', async (request) => listCars(app.db, parse(carListQuery, request.query)));
  app.get('/cars/:id', async (request) => getCar(app.db, parse(idParam, request.params).id));
};

export const carsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cars', async (request) => listAdminCars(app.db, parse(adminCarListQuery, request.query)));
  app.post('/cars', async (request, reply) =>
    reply.status(201).send(await createCar(app.db, parse(carInput, request.body))),
  );
  app.patch('/cars/:id', async (request) =>
    updateCar(app.db, parse(idParam, request.params).id, parse(carPatch, request.body)),
  );
  app.delete('/cars/:id', async (request, reply) => {
    await deleteCar(app.db, parse(idParam, request.params).id);
    return reply.status(204).send();
  });
};
