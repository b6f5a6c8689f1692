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
  type CarSave,
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
  // A save that queued waitlist mail (a watcher's alert) has the worker send it now, not at its next poll.
  // Only then: a needless run would query the database while the first visitor after the save is rendering.
  const sent = ({ car, mailQueued }: CarSave) => {
    if (mailQueued > 0) app.mail.kick();
    return car;
  };
  app.get('/cars', async (request) => listAdminCars(app.db, parse(adminCarListQuery, request.query)));
  app.get('/cars/makes', async () => listAdminCarMakes(app.db));
  writeRoutes(
    app,
    '/cars',
    { input: carInput, patch: carPatch },
    {
      create: async (db, input) => sent(await createCar(db, input, app.env)),
      update: async (db, id, patch) => sent(await updateCar(db, id, patch, app.env)),
      remove: deleteCar,
    },
  );
};
