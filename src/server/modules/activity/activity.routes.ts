import type { FastifyPluginAsync } from 'fastify';
import { activityQuery } from '../../../shared/schemas/activity';
import { parse } from '../../lib/errors';
import { activityFacets, listActivity } from './activity.service';

/** The activity log screen: who did what, filtered and paged, and the choices of its filters. */
export const activityAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/activity', async (request) => listActivity(app.db, parse(activityQuery, request.query)));
  app.get('/activity/facets', async () => activityFacets(app.db));
};
