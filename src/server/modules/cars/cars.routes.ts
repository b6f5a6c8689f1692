import type { FastifyPluginAsync } from 'fastify';
import {
  adminCarListQuery,
  carInput,
  carListQuery,
  carPatch,
  carSearchQuery,
  isCarSearch,
} from '../../../shared/schemas/car';
import { parse } from '../../lib/errors';
import { idOf, writeRoutes } from '../../lib/item-routes';
import {
  createCar,
  deleteCar,
  getPublicCar,
  listAdminCarMakes,
  listAdminCars,
  listCars,
  searchCars,
  updateCar,
} from './cars.service';

export const carsPublicRoutes: FastifyPluginAsync = async (app) => {
  // SPEC's plain array unless a search parameter asks for a page (isCarSearch).
  app.get('/cars', async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    return isCarSearch(query)
      ? searchCars(app.db, parse(carSearchQuery, query))
      : listCars(app.db, parse(carListQuery, query));
  });
  app.get('/cars/:id', async (request) => getPublicCar(app.db, idOf(request.params)));
};

export const carsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cars', async (request) => listAdminCars(app.db, parse(adminCarListQuery, request.query)));
  app.get('/cars/makes', async () => listAdminCarMakes(app.db));
  writeRoutes(
    app,
    '/cars',
    { input: carInput, patch: carPatch },
    {
      // A save may queue waitlist mail (a watcher's alert): the worker sends it now, not at its next poll.
      create: (db, input) => createCar(db, input, app.env).finally(() => app.mail.kick()),
      update: (db, id, patch) => updateCar(db, id, patch, app.env).finally(() => app.mail.kick()),
      remove: deleteCar,
    },
  );
};
