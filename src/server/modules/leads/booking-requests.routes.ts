import type { FastifyPluginAsync } from 'fastify';
import { idParam } from '../../../shared/schemas/common';
import { parse } from '../../lib/errors';
import { bookingOfLead } from '../hire-cars/hire-bookings.service';
import { decideBooking } from './booking-requests.service';

/** Hire booking requests in the lead desk (issue 16); inside the /api/admin scope. */
export const bookingRequestRoutes: FastifyPluginAsync = async (app) => {
  app.get('/hire-bookings/lead/:id', async (request) => ({
    booking: await bookingOfLead(app.db, parse(idParam, request.params).id),
  }));
  // Confirming adds a blockout, which the public calendars show: it keeps the default cache bump.
  app.post('/hire-bookings/:id/confirm', async (request) =>
    decideBooking(app.db, parse(idParam, request.params).id, 'confirmed', request.user ?? null),
  );
  app.post('/hire-bookings/:id/decline', { config: { publicContent: false } }, async (request) =>
    decideBooking(app.db, parse(idParam, request.params).id, 'declined', request.user ?? null),
  );
};
