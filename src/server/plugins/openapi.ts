/**
 * GET /api/openapi.json (issue 30, item 6; decision 0024): an OpenAPI 3.1 document generated from what
 * routes declare at registration (`config.openapi`, with the shared zod schemas) and from the route table
 * itself, never written by hand. It describes the public API (/api, less /api/admin, which is internal)
 * and the routes an API key may call (`config.apiKeyScope`). tests/api/openapi.test.ts fails when a
 * public or key route has no `config.openapi`, or when the document does not validate.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** What a route says of itself for the document; the schemas are the shared zod ones it parses with. */
export type RouteDoc = {
  summary: string;
  description?: string;
  tags: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The body's media type when it is not JSON (a multipart upload, a form post). */
  bodyType?: 'multipart/form-data' | 'application/x-www-form-urlencoded';
  /** Answers by status: a schema, or a description where the answer has no shared schema. */
  response?: Record<number, z.ZodType | string>;
};

/**
 * The route options that put a route in the document under `tags`, for a module's routes to share:
 * `const doc = routeDocs('Cars')`, then `doc('One car', { params: idParam })` on each route.
 */
export const routeDocs =
  (...tags: string[]) =>
  (summary: string, more: Omit<RouteDoc, 'summary' | 'tags'> = {}) => ({
    config: { openapi: { summary, tags, ...more } },
  });

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/** True for a route the document must describe: the public API and the key routes, not the admin's. */
export const isDocumentedRoute = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/admin') && url !== '/api/admin';

const scopeOf = (route: RouteOptions) => (route.config as { apiKeyScope?: string } | undefined)?.apiKeyScope;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** `/cars/:id` → `/cars/{id}`, and the names of its path parameters. */
function openApiPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path, names };
}

function parametersOf(route: RouteOptions, doc: RouteDoc, names: string[]) {
  const params = doc.params ? jsonSchema(doc.params, 'input') : undefined;
  const inPath = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: params?.properties?.[name] ?? { type: 'string' },
  }));
  const query = doc.querystring ? jsonSchema(doc.querystring, 'input') : undefined;
  const inQuery = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query?.required?.includes(name) ?? false,
    schema,
  }));
  if (route.url.includes('*')) throw new Error(`A wildcard route cannot be documented: ${route.url}`);
  return [...inPath, ...inQuery];
}

function responsesOf(doc: RouteDoc, scope: string | undefined) {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(doc.response ?? { 200: 'OK' }))
    responses[status] =
      typeof answer === 'string'
        ? { description: answer }
        : { description: 'OK', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } };
  const error = { $ref: '#/components/responses/Error' };
  if (doc.body || doc.querystring || doc.params) responses['400'] ??= error;
  if (scope) {
    responses['401'] ??= error;
    responses['403'] ??= error;
    responses['429'] ??= error;
  }
  return responses;
}

function operationOf(route: RouteOptions, method: string, names: string[]) {
  const doc = route.config?.openapi;
  if (!doc) throw new Error(`${method} ${route.url} has no config.openapi`);
  const scope = scopeOf(route);
  const parameters = parametersOf(route, doc, names);
  return {
    operationId: `${method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => c?.toUpperCase() ?? '')}`,
    summary: doc.summary,
    ...(doc.description || scope
      ? {
          description: [doc.description, scope && `Requires an API key with the scope \`${scope}\`.`]
            .filter(Boolean)
            .join('\n\n'),
        }
      : {}),
    tags: doc.tags,
    ...(parameters.length ? { parameters } : {}),
    ...(doc.body || doc.bodyType
      ? {
          requestBody: {
            required: true,
            content: {
              [doc.bodyType ?? 'application/json']: {
                schema: doc.body ? jsonSchema(doc.body, 'input') : { type: 'object' },
              },
            },
          },
        }
      : {}),
    responses: responsesOf(doc, scope),
    ...(scope ? { security: [{ apiKey: [scope] }] } : {}),
  };
}

/** The document for the collected routes. */
export function openApiDocument(routes: RouteOptions[], publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    if (!isDocumentedRoute(route.url)) continue;
    const { path, names } = openApiPath(route.url);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const operation = operationOf(route, method, names);
      for (const tag of operation.tags) tags.add(tag);
      paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dealer API',
      version: '1.0.0',
      description:
        'The public API of the website and the integration API. Integration routes take an API key in the `X-API-Key` header; each needs the scope it names.',
    },
    servers: [{ url: publicUrl.replace(/\/$/, '') }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'An API key made in the admin (`dk_…`); each key reaches only its scopes.',
        },
      },
      responses: {
        Error: {
          description: 'The request was refused; `message` says why.',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
            },
          },
        },
      },
    },
  };
}

/**
 * Collects every route as it is registered (call this before any route is added) and serves the document,
 * built once on the first request, when every route is known.
 */
export function registerOpenApi(app: FastifyInstance, publicUrl: string): { routes: RouteOptions[] } {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  let document: string | undefined;
  app.get(
    '/api/openapi.json',
    {
      config: {
        openapi: {
          summary: 'This document: the OpenAPI 3.1 description of the public and integration API',
          tags: ['Meta'],
        },
      },
    },
    async (_request, reply) => {
      document ??= JSON.stringify(openApiDocument(routes, publicUrl));
      return reply.type('application/json').send(document);
    },
  );
  return { routes };
}
