import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDocumentedRoute, openApiDocument } from '../../src/server/plugins/openapi';
import { sharedTestApp } from '../helpers/app';

const validate = (document: unknown) =>
  SwaggerParser.validate(structuredClone(document) as OpenAPIV3_1.Document);

const route = (url: string, config: RouteOptions['config']) =>
  ({ method: 'GET', url, handler: () => null, config }) as unknown as RouteOptions;

describe('GET /api/openapi.json', () => {
  const t = sharedTestApp();

  it('is a valid OpenAPI 3.1 document describing every public and key route, and no admin route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    await expect(validate(document)).resolves.toBeTruthy();

    const documented = t.app.routeTable.filter((r) => isDocumentedRoute(r.url) && r.method !== 'OPTIONS');
    expect(documented.length).toBeGreaterThan(20);
    for (const { method, url } of documented) {
      const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(document.paths[path]?.[method.toLowerCase()], `${method} ${url}`).toBeDefined();
    }
    const paths = Object.keys(document.paths);
    expect(paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    expect(paths.length).toBe(new Set(documented.map((r) => r.url)).size);
    // Every key route names the apiKey scheme and its scope.
    for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, any>>))
      if (path.startsWith('/api/integrations'))
        for (const operation of Object.values(operations))
          expect(operation.security?.[0]?.apiKey, path).toHaveLength(1);
    expect(document.components.securitySchemes.apiKey).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
    );
  });

  it('carries the shared schemas of bodies, path and query parameters', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const contact = paths['/api/contact-submissions'].post;
    const body = contact.requestBody.content['application/json'].schema;
    expect(body.properties.email).toBeDefined();
    expect(body.required).toEqual(expect.arrayContaining(['firstName', 'email']));
    expect(contact.responses['201']).toBeDefined();
    const car = paths['/api/cars/{id}'].get;
    expect(car.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const search = paths['/api/cars'].get.parameters.map((p: { name: string }) => p.name);
    expect(search).toEqual(expect.arrayContaining(['status', 'make']));
    expect(paths['/api/upload/sell-car-image'].post.requestBody.content['multipart/form-data']).toBeDefined();
  });
});

describe('openApiDocument', () => {
  it('fails for a public route without config.openapi', () => {
    expect(() => openApiDocument([route('/api/forgotten', {})], 'http://localhost')).toThrow(
      'GET /api/forgotten has no config.openapi',
    );
    // Admin routes are internal and need none.
    expect(() => openApiDocument([route('/api/admin/cars', {})], 'http://localhost')).not.toThrow();
  });

  it('puts a key route behind the apiKey scheme with its scope, and the result validates', async () => {
    const document = openApiDocument(
      [
        route('/api/integrations/leads/:kind/:id', {
          apiKeyScope: 'leads:read',
          openapi: {
            summary: 'One lead',
            tags: ['Integrations'],
            params: z.object({ kind: z.enum(['contact', 'sell']), id: z.coerce.number().int() }),
          },
        } as RouteOptions['config']),
      ],
      'http://localhost:3000',
    );
    const operation = document.paths['/api/integrations/leads/{kind}/{id}'].get as Record<string, any>;
    expect(operation.security).toEqual([{ apiKey: ['leads:read'] }]);
    expect(operation.description).toContain('`leads:read`');
    expect(operation.responses['401']).toBeDefined();
    expect(operation.parameters[0]).toMatchObject({ name: 'kind', schema: { enum: ['contact', 'sell'] } });
    await expect(validate(document)).resolves.toBeTruthy();
  });

  it('is checked by a validator that refuses a broken document', async () => {
    const document = openApiDocument([], 'http://localhost');
    await expect(
      validate({ ...document, paths: { '/x': { get: { responses: 'none' } } } }),
    ).rejects.toThrow();
  });
});
