import type { FastifyPluginAsync } from 'fastify';

export const accountAdminRoutes: FastifyPluginAsync = async (_app) => {};
