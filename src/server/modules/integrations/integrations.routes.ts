import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { apiKeyInput } from '../../../shared/schemas/api-keys';
import { idParam } from '../../../shared/schemas/common';
import { crmAddressesInput } from '../../../shared/schemas/crm';
import { inboxQuery, leadParams } from '../../../shared/schemas/lead-desk';
import { parse } from '../../lib/errors';
import { keepPublicCaches } from '../../lib/item-routes';
import { requireApiKey } from '../../plugins/api-keys';
import { pageInbox } from '../leads/lead-desk.service';
import { integrationLead } from '../leads/lead-page.service';
import { getCrmAddresses, saveCrmAddresses } from './adf-forward.service';
import { readAdf } from './adf-in';
import { receiveAdfLead } from './adf-intake.service';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';
import { integrationCars } from './integrations.service';

/** The OpenAPI description of a route (issue 30, item 6: collected at registration from route options). */
const openapi = (doc: {
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}) => ({ openapi: { tags: ['Integrations'], ...doc } });

/** An ADF body arrives as XML (or plain text, as some providers send it); the route itself caps its size. */
function acceptXml(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    ['application/xml', 'text/xml', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
}

/** /api/integrations: routes for machine keys only, each naming the scope it needs (plugins/api-keys.ts). */
export const integrationsRoutes: FastifyPluginAsync = async (app) => {
  requireApiKey(app);
  acceptXml(app);
  app.post(
    '/adf',
    {
      config: {
        apiKeyScope: 'leads:write',
        publicContent: false,
        ...openapi({ summary: 'Create a lead from an ADF 1.0 (Auto-lead Data Format) XML document' }),
      },
    },
    async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const receipt = await receiveAdfLead(app.db, app.env, readAdf(body));
      if (!receipt.duplicate) app.mail.kick();
      return reply.status(receipt.duplicate ? 200 : 201).send(receipt);
    },
  );
  app.get(
    '/leads',
    {
      config: {
        apiKeyScope: 'leads:read',
        ...openapi({
          summary: 'Leads, newest first, keyset-paged, with their source',
          querystring: inboxQuery,
        }),
      },
    },
    async (request) => pageInbox(app.db, parse(inboxQuery, request.query)),
  );
  app.get(
    '/leads/:kind/:id',
    {
      config: {
        apiKeyScope: 'leads:read',
        ...openapi({ summary: 'One lead with its attribution', params: leadParams }),
      },
    },
    async (request) => {
      const { kind, id } = parse(leadParams, request.params);
      return integrationLead(app.db, kind, id);
    },
  );
  app.get(
    '/cars',
    {
      config: {
        apiKeyScope: 'inventory:read',
        ...openapi({ summary: 'Cars for sale and sold, with the full VIN and stock number' }),
      },
    },
    async () => integrationCars(app.db),
  );
};

/** The API keys screen and the CRM intake addresses (admin scope: staff tokens only). */
export const integrationsAdminRoutes: FastifyPluginAsync = async (app) => {
  keepPublicCaches(app);
  app.get('/api-keys', async () => listApiKeys(app.db));
  app.post('/api-keys', async (request, reply) =>
    reply.status(201).send(await createApiKey(app.db, parse(apiKeyInput, request.body))),
  );
  app.post('/api-keys/:id/revoke', async (request) =>
    revokeApiKey(app.db, parse(idParam, request.params).id),
  );
  app.get('/crm-addresses', async () => getCrmAddresses(app.db));
  app.put('/crm-addresses', async (request) =>
    saveCrmAddresses(app.db, parse(crmAddressesInput, request.body)),
  );
};
