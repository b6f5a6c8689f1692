import type { FastifyPluginAsync } from 'fastify';

export const staffAdminRoutes: FastifyPluginAsync = async (_app) => {};
