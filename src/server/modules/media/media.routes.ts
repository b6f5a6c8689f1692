import type { FastifyPluginAsync } from 'fastify';

export const mediaPublicRoutes: FastifyPluginAsync = async () => {};
export const mediaAdminRoutes: FastifyPluginAsync = async () => {};
