import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { UPLOAD_CSP } from '../../src/server/plugins/uploads';
import { sharedTestApp, type TestApp } from '../helpers/app';
import { multipartBody } from '../helpers/multipart';

/** The CSP as directive name -> sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'exactly one Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** What helmet must put on every response, whatever its status. */
function expectHelmetHeaders(res: LightMyRequestResponse, label: string, options: { hsts: boolean }) {
  const policy = csp(res);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, label).toBeDefined();
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(policy.get('object-src') ?? policy.get('default-src'), label).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['x-powered-by'], label).toBeUndefined();
  if (options.hsts) {
    expect(res.headers['strict-transport-security'], label).toBe('max-age=31536000; includeSubDomains');
  } else {
    expect(res.headers['strict-transport-security'], label).toBeUndefined();
  }
}

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>parent.stolen = document.cookie</script><rect width="10" height="10"/></svg>',
);

/** Every kind of response: API data, the error shapes, the admin shell, a rendered page, robots.txt. */
async function responses(t: TestApp) {
  const token = await t.login();
  const auth = { authorization: `Bearer ${token}` };
  return {
    'API list': await t.app.inject('/api/cars'),
    'API 201': await t.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { firstName: 'Ada', lastName: 'L', email: `ada${Math.random()}@example.com` },
    }),
    'API 400': await t.app.inject({ method: 'POST', url: '/api/contact-submissions', payload: {} }),
    'API 401': await t.app.inject('/api/admin/cars'),
    'API 404 (unknown route)': await t.app.inject('/api/nowhere'),
    'API 404 (unknown admin route)': await t.app.inject({ url: '/api/admin/nowhere', headers: auth }),
    'API 404 (missing record)': await t.app.inject('/api/cars/424242'),
    'API 413': await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: { message: 'x'.repeat(1024 * 1024 + 1) },
    }),
    'API 415': await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    }),
    'API 500': await t.app.inject('/api/test-boom'),
    'router 400 (bad encoding)': await t.app.inject('/api/cars/%E0%A4%A'),
    // 414 from the router in an API-only app; here the page route's wildcard answers it with a 404.
    'over-long parameter': await t.app.inject(`/api/cars/${'9'.repeat(500)}`),
    'admin shell': await t.app.inject('/admin/dashboard'),
    'rendered page': await t.app.inject('/'),
    'robots.txt': await t.app.inject('/robots.txt'),
  };
}

/**
 * A web-serving app for the enclosing describe, with a route that fails with an unexpected error, to see
 * what a 500 shows.
 */
function webAppWithFailingRoute(envOverrides: Record<string, string>) {
  const t = sharedTestApp(envOverrides, { web: true });
  beforeAll(() =>
    t.app.get('/api/test-boom', async () => {
      throw new Error('connection string postgres://secret@db and a stack');
    }),
  );
  return t;
}

/** Every kind of response, each labelled with what it is and its status, carries helmet's headers. */
async function expectEveryResponseHelmeted(t: TestApp, options: { hsts: boolean }) {
  for (const [label, res] of Object.entries(await responses(t))) {
    expectHelmetHeaders(res, `${label} (${res.statusCode})`, options);
  }
}

describe('security headers (production, no proxy)', () => {
  const t = webAppWithFailingRoute({ NODE_ENV: 'production' });

  it('every kind of response carries helmet headers with a strict CSP and no HSTS', async () => {
    await expectEveryResponseHelmeted(t, { hsts: false });
  });

  it('answers errors as JSON {message} without internals', async () => {
    const all = await responses(t);
    const expected: Record<string, number> = {
      'API 400': 400,
      'API 401': 401,
      'API 404 (unknown route)': 404,
      'API 404 (unknown admin route)': 404,
      'API 404 (missing record)': 404,
      'API 413': 413,
      'API 415': 415,
      'API 500': 500,
      'router 400 (bad encoding)': 400,
      'over-long parameter': 404,
    };
    for (const [label, status] of Object.entries(expected)) {
      const res = all[label as keyof typeof all];
      expect(res.statusCode, label).toBe(status);
      expect(res.headers['content-type'], label).toMatch(/^application\/json/);
      expect(Object.keys(res.json()), label).toEqual(['message']);
      expect(res.body, label).not.toMatch(/stack|secret|FST_|at .*\.ts:\d+/);
      expect(res.headers['x-request-id'], label).toBeTruthy();
    }
    expect(all['API 500'].json()).toEqual({ message: 'Internal Server Error' });
  });

  it('the policy allows the pages what they need and nothing inline', async () => {
    const policy = csp(await t.app.inject('/'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ]);
  });

  it('the admin shell is never indexed or cached', async () => {
    const res = await t.app.inject('/admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves uploads in a sandbox with nosniff: an uploaded SVG with script can never run it', async () => {
    const uploaded = await t.admin({
      method: 'POST',
      url: '/api/admin/media/upload',
      ...multipartBody([{ name: 'file', filename: 'logo.svg', data: SVG_WITH_SCRIPT }]),
    });
    expect(uploaded.statusCode).toBe(201);
    const svg = await t.app.inject(uploaded.json().publicUrl);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    // The upload policy replaces the page policy (one header, not two).
    expect(svg.headers['content-security-policy']).toBe(UPLOAD_CSP);
    const policy = csp(svg);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.get('sandbox')).toEqual([]);
    expect(policy.has('script-src')).toBe(false);
    expect(svg.body).toContain('<script>');

    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/upload/sell-car-image',
      ...multipartBody([{ name: 'file', filename: 'car.html', data: photo }]),
    });
    expect(sent.statusCode).toBe(201);
    const image = await t.app.inject(sent.json().url);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe(UPLOAD_CSP);
  });

  it.each([
    '/uploads/../package.json',
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/..%5c..%5cpackage.json',
    '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  ])('never serves a file outside the uploads folder: %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.body).not.toContain('"name": "dealer-site"');
    expect(res.body).not.toContain('root:');
    expect(res.statusCode).not.toBe(500);
  });
});

describe('HSTS behind a TLS-terminating proxy (TRUST_PROXY=true)', () => {
  const t = webAppWithFailingRoute({ TRUST_PROXY: 'true' });

  it('every kind of response also carries Strict-Transport-Security', async () => {
    await expectEveryResponseHelmeted(t, { hsts: true });
  });
});

describe('Hotjar in the CSP', () => {
  const t = sharedTestApp();

  const hotjarHosts = (res: LightMyRequestResponse) => {
    const policy = csp(res);
    return {
      script: policy.get('script-src')?.filter((s) => s.includes('hotjar')) ?? [],
      connect: policy.get('connect-src')?.filter((s) => s.includes('hotjar')) ?? [],
    };
  };
  const setHotjar = async (value: string) => {
    const res = await t.admin({
      method: 'POST',
      url: '/api/admin/site-settings',
      payload: { key: 'hotjar_id', value },
    });
    expect(res.statusCode).toBe(200);
  };

  it('allows the Hotjar hosts only while a Hotjar site id is configured', async () => {
    expect(String((await t.app.inject('/api/cars')).headers['content-security-policy'])).not.toContain(
      'hotjar',
    );

    await setHotjar('3456789');
    // The very next response of any kind carries the new policy.
    for (const res of [await t.app.inject('/api/cars'), await t.app.inject('/api/nowhere')]) {
      expect(hotjarHosts(res).script).toEqual(['https://static.hotjar.com', 'https://script.hotjar.com']);
      expect(hotjarHosts(res).connect).toEqual([
        'https://*.hotjar.com',
        'https://*.hotjar.io',
        'wss://*.hotjar.com',
      ]);
      expect(csp(res).get('script-src')).not.toContain("'unsafe-inline'");
    }

    await setHotjar('');
    expect(String((await t.app.inject('/api/cars')).headers['content-security-policy'])).not.toContain(
      'hotjar',
    );
  });

  it('another instance on the same database follows the setting (content-version notification)', async () => {
    const other = await buildApp({ database: t.database, env: t.app.env, web: false });
    try {
      const otherPolicy = async () =>
        String((await other.inject('/api/cars')).headers['content-security-policy']);
      expect(await otherPolicy()).not.toContain('hotjar');
      await setHotjar('1234');
      const deadline = Date.now() + 10_000;
      while (!(await otherPolicy()).includes('hotjar') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await otherPolicy()).toContain('https://static.hotjar.com');
      await setHotjar('');
      while ((await otherPolicy()).includes('hotjar') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await otherPolicy()).not.toContain('hotjar');
    } finally {
      await other.close();
    }
  });
});
