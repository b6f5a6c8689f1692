import type { FastifyPluginAsync } from 'fastify';
import {
  adminCarListQuery,
  carInput,
  carListQuery,
  carPatch,
  carSearchQuery,
  isCarSearch,
} from '../../../shared/schemas/car';
import { idParam } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { parse } from '../../lib/errors';
import { idOf, writeRoutes } from '../../lib/item-routes';
import type { PublicRead } from '../../lib/public-reads';
import { routeDocs } from '../../plugins/openapi';
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

/** GET /api/cars: SPEC's plain array unless a search parameter asks for a page (isCarSearch). */
const readCars = (db: Db, query: Record<string, unknown>) =>
  isCarSearch(query)
    ? searchCars(db, parse(carSearchQuery, query))
    : listCars(db, parse(carListQuery, query));

const doc = routeDocs('Cars');

export const carsPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/cars',
    doc('Cars for sale (or sold): a plain array, or a page when a search parameter is sent', {
      querystring: carSearchQuery,
    }),
    async (request) => readCars(app.db, (request.query ?? {}) as Record<string, unknown>),
  );
  app.get('/cars/:id', doc('One car', { params: idParam }), async (request) =>
    getPublicCar(app.db, idOf(request.params)),
  );
};

/**
 * The same answers for the server render (plugins/web.ts), read without a request. Cars are what staff
 * save most, and a save drops every cached car answer, so these are the reads the first visitor after a
 * save waits for (issue 18).
 */
export const carsPublicReads: PublicRead[] = [
  { path: /^\/api\/cars$/, read: readCars },
  { path: /^\/api\/cars\/([^/]+)$/, read: (db, _query, [id]) => getPublicCar(db, idOf({ id })) },
];

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
      update: async (db, id, patch, staff) => sent(await updateCar(db, id, patch, app.env, staff)),
      remove: deleteCar,
    },
  );
};
