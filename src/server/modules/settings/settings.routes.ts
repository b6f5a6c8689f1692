import type { FastifyPluginAsync } from 'fastify';

export const settingsPublicRoutes: FastifyPluginAsync = async () => {};
export const settingsAdminRoutes: FastifyPluginAsync = async () => {};
