import type { FastifyPluginAsync } from 'fastify';
import { idParam } from '../../../shared/schemas/common';
import { matchParams, newMatchesQuery, waitingQuery } from '../../../shared/schemas/waitlist';
import { parse } from '../../lib/errors';
import { carsWaiting, newMatches, requestMatches } from './match-lists.service';
import { sendMatchToClient } from './match-send.service';

/** Acquisition matches for staff: a request's cars, a car's waiting clients, the Overview's count, sending. */
export const matchesAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/acquisitions/:id/matches', async (request) =>
    requestMatches(app.db, parse(idParam, request.params).id),
  );
  app.get('/cars/waiting', async (request) => carsWaiting(app.db, parse(waitingQuery, request.query).ids));
  app.get('/acquisition-matches/new', async (request) =>
    newMatches(app.db, parse(newMatchesQuery, request.query).limit),
  );
  // Mailing a client changes nothing visitors see: the page caches stay.
  app.post(
    '/acquisitions/:id/matches/:carId/send',
    { config: { publicContent: false } },
    async (request, reply) => {
      const { id, carId } = parse(matchParams, request.params);
      const sent = await sendMatchToClient(app.db, app.env, id, carId, request.user ?? null);
      app.mail.kick();
      return reply.status(201).send(sent);
    },
  );
};
