import type { FastifyPluginAsync } from 'fastify';

export const hireCarsPublicRoutes: FastifyPluginAsync = async () => {};
export const hireCarsAdminRoutes: FastifyPluginAsync = async () => {};
