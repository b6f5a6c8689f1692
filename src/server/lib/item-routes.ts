import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../../shared/schemas/auth';
import { idParam } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import { parse } from './errors';

export const idOf = (params: unknown) => parse(idParam, params).id;

/**
 * Marks every route this plugin registers as changing nothing a visitor sees, so its writes keep the public
 * page caches (app.ts drops them after any other admin write).
 */
export function keepPublicCaches(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, publicContent: false };
  });
}

/** `DELETE path/:id`, answered 204 with no body. */
export function deleteRoute(
  app: FastifyInstance,
  path: string,
  remove: (db: Db, id: number) => Promise<void>,
) {
  app.delete(`${path}/:id`, async (request, reply) => {
    await remove(app.db, idOf(request.params));
    return reply.status(204).send();
  });
}

/** An admin collection's writes: `POST path` (201), `PATCH path/:id` and `DELETE path/:id` (204). */
export function writeRoutes<Input, Patch>(
  app: FastifyInstance,
  path: string,
  schemas: { input: z.ZodType<Input>; patch: z.ZodType<Patch> },
  service: {
    create: (db: Db, input: Input) => Promise<unknown>;
    /** `staff` is who asked (the admin scope has signed them in), for services that keep a history. */
    update: (db: Db, id: number, patch: Patch, staff: AuthUser | null) => Promise<unknown>;
    remove: (db: Db, id: number) => Promise<void>;
  },
) {
  app.post(path, async (request, reply) =>
    reply.status(201).send(await service.create(app.db, parse(schemas.input, request.body))),
  );
  app.patch(`${path}/:id`, async (request) =>
    service.update(app.db, idOf(request.params), parse(schemas.patch, request.body), request.user ?? null),
  );
  deleteRoute(app, path, service.remove);
}
