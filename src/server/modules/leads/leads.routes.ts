import type { FastifyPluginAsync } from 'fastify';

export const leadsPublicRoutes: FastifyPluginAsync = async () => {};
export const leadsAdminRoutes: FastifyPluginAsync = async () => {};
