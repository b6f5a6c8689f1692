import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Public API routes, listed on purpose: a new route that is not here must sit in the admin scope. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'GET /api/cars',
  'GET /api/cars/:id',
  'GET /api/hire-cars',
  'GET /api/hire-cars/:id',
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
