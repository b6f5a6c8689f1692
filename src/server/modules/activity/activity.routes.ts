import type { FastifyPluginAsync } from 'fastify';

export const activityAdminRoutes: FastifyPluginAsync = async (_app) => {};
