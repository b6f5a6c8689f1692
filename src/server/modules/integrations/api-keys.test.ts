import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../../tests/helpers/app';
import { type ApiKey, apiKeyScopes, type CreatedApiKey } from '../../../shared/schemas/api-keys';
import { activityLog, apiKeys } from '../../db/schema/index';
import { API_KEY_RATE_LIMIT } from '../../plugins/api-keys';
import { hashApiKey } from './api-keys.service';

const t = sharedTestApp();
const create = async (name: string, scopes: string[]) => {
  const res = await t.admin({ method: 'POST', url: '/api/admin/api-keys', payload: { name, scopes } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedApiKey;
};
const withKey = (key: string, method: 'GET' | 'POST', url: string) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-api-key': key, 'content-type': 'application/xml' },
    payload: method === 'POST' ? '<lead/>' : undefined,
  });
/** Every key route and the scope it names, read from the app's route table. */
const keyRoutes = () =>
  t.app.routeTable
    .filter((r) => r.url.startsWith('/api/integrations'))
    .map((r) => ({ ...r, url: r.url.replace(':kind', 'contact').replace(':id', '1') }));

describe('API keys', () => {
  it('shows a key once and stores only its hash', async () => {
    const created = await create('CRM sync', ['leads:read']);
    expect(created.key).toMatch(/^dk_[\w-]{32}$/);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = (await t.admin({ method: 'GET', url: '/api/admin/api-keys' })).json() as ApiKey[];
    const listed = list.find((k) => k.id === created.id);
    expect(listed).toMatchObject({
      name: 'CRM sync',
      scopes: ['leads:read'],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.key);
  });

  it('refuses a key without a name or scope, or with an unknown scope', async () => {
    for (const payload of [
      { name: '', scopes: ['leads:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
    ]) {
      const res = await t.admin({ method: 'POST', url: '/api/admin/api-keys', payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('a key reaches exactly the integration routes of its scopes', async () => {
    const routes = keyRoutes();
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/integrations/cars',
      'GET /api/integrations/leads',
      'GET /api/integrations/leads/contact/1',
      'POST /api/integrations/adf',
    ]);
    const scopeOf: Record<string, string> = {
      '/api/integrations/cars': 'inventory:read',
      '/api/integrations/leads': 'leads:read',
      '/api/integrations/leads/contact/1': 'leads:read',
      '/api/integrations/adf': 'leads:write',
    };
    for (const scope of apiKeyScopes.options) {
      const { key } = await create(`only ${scope}`, [scope]);
      for (const route of routes) {
        const res = await withKey(key, route.method as 'GET' | 'POST', route.url);
        if (scopeOf[route.url] === scope)
          expect([200, 400, 404], `${scope} ${route.url}`).toContain(res.statusCode);
        else expect(res.statusCode, `${scope} ${route.url}`).toBe(403);
      }
    }
    for (const route of routes) {
      const none = await t.app.inject({ method: route.method as 'GET', url: route.url });
      expect(none.statusCode).toBe(401);
      const wrong = await withKey('dk_not-a-real-key', route.method as 'GET', route.url);
      expect(wrong.statusCode).toBe(401);
    }
  });

  it('a key is never accepted on an admin route, in either header', async () => {
    const { key } = await create('everything', [...apiKeyScopes.options]);
    const adminGets = t.app.routeTable.filter((r) => r.admin && r.method === 'GET' && !r.url.includes('*'));
    expect(adminGets.length).toBeGreaterThan(10);
    for (const route of adminGets) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      for (const headers of [{ 'x-api-key': key }, { authorization: `Bearer ${key}` }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(401);
      }
    }
    const keys = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: { 'x-api-key': key },
      payload: { name: 'x', scopes: ['leads:read'] },
    });
    expect(keys.statusCode).toBe(401);
  });

  it('records last use and each use on the activity log; a revoked key answers 401', async () => {
    const created = await create('Inventory feed', ['inventory:read']);
    expect((await withKey(created.key, 'GET', '/api/integrations/cars')).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.lastUsedAt).toBeInstanceOf(Date);
    const log = await t.app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(created.id)));
    expect(log.map((e) => [e.action, e.entity, e.username, e.summary])).toContainEqual([
      'api',
      'api-keys',
      'key: Inventory feed',
      'GET /api/integrations/cars',
    ]);
    const revoke = await t.admin({ method: 'POST', url: `/api/admin/api-keys/${created.id}/revoke` });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revokedAt).not.toBeNull();
    expect((await withKey(created.key, 'GET', '/api/integrations/cars')).statusCode).toBe(401);
  });

  it('is rate limited per key', async () => {
    const { key } = await create('Busy', ['inventory:read']);
    const { key: other } = await create('Quiet', ['inventory:read']);
    for (let i = 0; i < API_KEY_RATE_LIMIT; i++)
      expect((await withKey(key, 'GET', '/api/integrations/cars')).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/api/integrations/cars')).statusCode).toBe(429);
    expect((await withKey(other, 'GET', '/api/integrations/cars')).statusCode).toBe(200);
  });

  it('the cars route answers for-sale and sold cars with the full VIN and stock number', async () => {
    const { key } = await create('Stock', ['inventory:read']);
    const car = {
      year: 2022,
      make: 'Ferrari',
      model: 'F8',
      price: 500000,
      vin: 'ZFF92LLA000123456',
      stockNumber: 'F8-01',
    };
    const made = await t.admin({ method: 'POST', url: '/api/admin/cars', payload: car });
    expect(made.statusCode, made.body).toBe(201);
    const cars = (await withKey(key, 'GET', '/api/integrations/cars')).json() as {
      vin: string;
      stockNumber: string;
    }[];
    expect(cars).toContainEqual(expect.objectContaining({ vin: 'ZFF92LLA000123456', stockNumber: 'F8-01' }));
  });
});
