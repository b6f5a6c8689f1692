import { beforeAll, describe, expect, it } from 'vitest';
import { expireToken } from '../../src/server/modules/auth/auth.service';
import { ADMIN, sharedTestApp } from '../helpers/app';
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionName,
  collectionOfRoute,
  createRecord,
  separateIdRanges,
  snapshotDatabase,
} from '../helpers/collections';
import { visitorAddresses } from '../helpers/visitors';

const t = sharedTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});
const adminRoutes = () => t.app.routeTable.filter((r) => r.admin && r.url !== '/api/admin/*');

/** Public API routes, listed on purpose: a new route that is not here must sit in the admin scope. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/openapi.json',
  'POST /api/auth/login',
  'POST /api/auth/login/verify',
  'GET /api/auth/me',
  'GET /api/auth/invitations/:token',
  'POST /api/auth/invitations/:token',
  'POST /api/auth/logout',
  'GET /api/cars',
  'GET /api/cars/:id',
  'GET /api/hire-cars',
  'GET /api/hire-cars/:id',
  'GET /api/hire-cars/:id/availability',
  'GET /api/hire-cars/next-free',
  'GET /api/site-settings',
  'GET /api/header-slides',
  'GET /api/hero-slides',
  'GET /api/testimonials',
  'GET /api/testimonial-settings',
  'GET /api/brand-logos',
  'GET /api/service-items',
  'GET /api/footer-settings',
  'GET /api/pages',
  'GET /api/pages/:slug',
  'GET /api/auto-email-settings',
  'POST /api/contact-submissions',
  'POST /api/subscribers',
  'POST /api/upload/sell-car-image',
  'POST /api/sell-your-car-submissions',
  'POST /api/acquisitions',
  'POST /api/finance-applications',
  'POST /api/cars/:id/watch',
  'GET /api/unsubscribe',
  'POST /api/unsubscribe',
  // Machine-key routes: each needs a key with its scope (api-keys.test.ts checks every one).
  'POST /api/integrations/adf',
  'GET /api/integrations/leads',
  'GET /api/integrations/leads/:kind/:id',
  'GET /api/integrations/cars',
]);

describe('route access', () => {
  it('every /api route is either a listed public route or in the authenticated admin scope', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(10);
    for (const route of api) {
      const key = `${route.method} ${route.url}`;
      if (route.admin) expect(route.url.startsWith('/api/admin/'), key).toBe(true);
      else expect(PUBLIC_ROUTES.has(key), `${key} is neither public-listed nor admin`).toBe(true);
    }
  });

  it('every admin route answers 401 without a token and with a malformed one', async () => {
    const admin = t.app.routeTable.filter((r) => r.admin);
    expect(admin.length).toBeGreaterThan(0);
    for (const route of admin) {
      const url = route.url.replace(/:\w+/g, '1');
      const method = route.method as 'GET';
      const none = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(none.statusCode, `${route.method} ${url}`).toBe(401);
      const bad = await t.app.inject({ method, url, headers: { authorization: 'Bearer not-a-token' } });
      expect(bad.statusCode, `${route.method} ${url}`).toBe(401);
      const garbage = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
      });
      expect(garbage.statusCode, `${route.method} ${url}`).toBe(401);
    }
  });
});

describe('admin tokens', () => {
  const loginToken = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const me = (token: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('every admin route answers 401 to an expired token and to a logged-out token', async () => {
    const expired = await loginToken();
    const loggedOut = await loginToken();
    const valid = await loginToken();
    expect((await me(expired)).statusCode).toBe(200);
    expect((await me(loggedOut)).statusCode).toBe(200);
    await expireToken(t.database.db, expired);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${loggedOut}` },
    });
    expect(logout.statusCode).toBe(204);

    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1');
      const method = route.method as Method;
      for (const [label, authorization] of [
        ['expired', `Bearer ${expired}`],
        ['logged out', `Bearer ${loggedOut}`],
        ['valid token with a suffix', `Bearer ${valid}x`],
        ['valid token cut short', `Bearer ${valid.slice(0, -1)}`],
        ['two tokens', `Bearer ${valid} ${valid}`],
        ['no scheme', valid],
        ['empty bearer', 'Bearer '],
        ['over-long token', `Bearer ${'a'.repeat(5000)}`],
      ]) {
        const res = await t.app.inject({ method, url, headers: { authorization }, payload: bodyFor(method) });
        expect(res.statusCode, `${label}: ${route.method} ${url}`).toBe(401);
        expect(res.json(), `${label}: ${route.method} ${url}`).toEqual({ message: 'Unauthorized' });
      }
    }
    // The token that was neither expired nor revoked still works: the 401s were about the token.
    expect((await t.admin({ method: 'GET', url: '/api/admin/cars', token: valid })).statusCode).not.toBe(401);
    // The catch-all behind auth tells an outsider nothing about which admin paths exist.
    for (const url of ['/api/admin/nope', '/api/admin/cars/1/extra', '/api/admin/../admin/cars']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});

describe('routes with an id in the URL', () => {
  /** Ids of one record per collection; every collection's ids are in a range of their own. */
  const ids = {} as Record<CollectionName, number>;
  beforeAll(async () => {
    await separateIdRanges(t.database.db);
    for (const name of COLLECTION_NAMES) ids[name] = await createRecord(t, name, ids);
  });

  const idRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api') && /:\w+/.test(r.url));
  // Public writes are rate limited per visitor: each request here comes from a new one.
  const visitor = visitorAddresses(77);
  const send = (route: { method: string; url: string; admin: boolean }, id: string, payload?: object) => {
    const url = route.url.replace(/:\w+/, id);
    const method = route.method as Method;
    return route.admin
      ? t.admin({ method, url, payload })
      : t.app.inject({ method, url, payload, remoteAddress: visitor() });
  };
  /** A PATCH's valid body; "Notify me" on a car takes an address. */
  const validBody = (route: { method: string; url: string }, name: CollectionName) =>
    route.method === 'PATCH'
      ? (COLLECTIONS[name].patch ?? {})
      : route.url.endsWith('/watch')
        ? { email: 'route-access@example.com' }
        : undefined;

  /** Starting to watch a car creates the watch; sending a staff member a link answers nothing. */
  const successStatus = (route: { method: string; url: string }) =>
    route.url.endsWith('/invite')
      ? 204
      : route.url.endsWith('/reset-password')
        ? 200
        : route.method === 'POST'
          ? 201
          : 200;

  it('every id route is classified: which collection its id belongs to', () => {
    // A lead's routes take a (kind, id) pair; lead-desk.test.ts checks their ids the same way. A booking
    // decision changes state once, so hire-bookings.test.ts checks its ids instead.
    const routes = idRoutes().filter(
      (r) =>
        !r.url.endsWith(':slug') &&
        !r.url.startsWith('/api/admin/leads/') &&
        // Key routes need a key, not a token; api-keys.test.ts checks them. A key is revoked once.
        !r.url.startsWith('/api/integrations/') &&
        !r.url.startsWith('/api/admin/api-keys/') &&
        !r.url.startsWith('/api/admin/hire-bookings/') &&
        // A request and a car: matches.test.ts checks both ids of "Send to client".
        !r.url.endsWith('/matches/:carId/send') &&
        // Mail is queued by the app, not created through the API: outbox.test.ts checks these ids.
        !r.url.startsWith('/api/admin/outbox/') &&
        // Deliveries are queued by events, not created through the API: webhooks.test.ts checks replay's id.
        !r.url.startsWith('/api/admin/webhooks/deliveries/') &&
        // A watcher is removed by its (car, watcher) pair: watches.test.ts checks both ids.
        !r.url.endsWith('/watchers/:watcherId') &&
        // A set-password link is named by its token, never an id: staff.test.ts checks unknown and spent ones.
        !r.url.endsWith('/invitations/:token'),
    );
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      expect(
        collectionOfRoute(route.url),
        `${route.method} ${route.url}: add it to collectionOfRoute`,
      ).toBeDefined();
    }
  });

  it('answers 400 to ids that are not positive whole numbers, naming the parameter', async () => {
    const before = await snapshotDatabase(t.database.db);
    for (const route of idRoutes()) {
      const name = collectionOfRoute(route.url);
      if (!name) continue;
      for (const id of [
        'abc',
        '-1',
        '0',
        '1.5',
        '1e3',
        '0x10',
        `%20${ids[name]}`,
        `${ids[name]}abc`,
        '99999999999',
        '1'.repeat(60),
        'NaN',
        'Infinity',
        'null',
        '..%2f..%2fetc%2fpasswd',
        '%2e%2e%2f',
        "1'%20OR%20'1'='1",
      ]) {
        const res = await send(route, id, validBody(route, name));
        expect(res.statusCode, `${route.method} ${route.url} with ${id}`).toBe(400);
        expect(res.json().message, `${route.method} ${route.url} with ${id}`).toMatch(/^(id|hireCarId): /);
      }
    }
    expect(await snapshotDatabase(t.database.db)).toEqual(before);
  });

  it('answers 404 to an id that does not exist and to an id of another collection, changing nothing', async () => {
    const before = await snapshotDatabase(t.database.db);
    for (const route of idRoutes()) {
      const name = collectionOfRoute(route.url);
      if (!name) continue;
      const label = `${route.method} ${route.url}`;
      const others = COLLECTION_NAMES.filter((other) => other !== name);
      for (const id of [999_999, 2_147_483_647, ...others.map((other) => ids[other])]) {
        const res = await send(route, String(id), validBody(route, name));
        expect(res.statusCode, `${label} with ${id}`).toBe(404);
        expect(res.json().message, `${label} with ${id}`).toMatch(/not found$/);
      }
    }
    expect(await snapshotDatabase(t.database.db)).toEqual(before);
  });

  it('the same requests succeed with an id of their own collection (the 404s were about the id)', async () => {
    for (const route of idRoutes()) {
      const name = collectionOfRoute(route.url);
      if (!name || route.method === 'DELETE') continue;
      const res = await send(route, String(ids[name]), validBody(route, name));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(successStatus(route));
    }
  });
});
