import type { FastifyPluginAsync } from 'fastify';

export const contentPublicRoutes: FastifyPluginAsync = async () => {};
export const contentAdminRoutes: FastifyPluginAsync = async () => {};
