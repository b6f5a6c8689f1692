import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { clientKey } from '../../src/server/lib/client-key';
import { buildAcquisition, buildFinanceApplication, buildSellSubmission } from '../factories/leads';
import { ADMIN, sharedTestApp, type TestApp } from '../helpers/app';
import { tinyPng } from '../helpers/collections';
import { contactEnquiry } from '../helpers/enquiries';
import { multipartBody } from '../helpers/multipart';

type Request = { ip: string; forwardedFor?: string };
const headersOf = ({ forwardedFor }: Request) =>
  forwardedFor ? { 'x-forwarded-for': forwardedFor } : ({} as Record<string, string>);

/** POSTs a public form as a visitor at `ip`, with `forwardedFor` as what it wrote into X-Forwarded-For. */
const formPoster = (t: TestApp) => (url: string, payload: object, ip: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: headersOf({ ip, forwardedFor }),
  });

describe('login throttling', () => {
  const t = sharedTestApp();

  const login = (username: string, password: string, from: Request) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: from.ip,
      headers: headersOf(from),
    });

  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not reset the count', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login('admin', 'guess', { ip: '192.0.2.10', forwardedFor: `203.0.113.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(ADMIN.username, ADMIN.password, {
      ip: '192.0.2.10',
      forwardedFor: '198.51.100.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.json()).toEqual({ message: 'Too many failed login attempts. Please try again later.' });
    // Not even the right password gets through from there, but the administrator elsewhere is not locked out.
    expect((await login(ADMIN.username, ADMIN.password, { ip: '192.0.2.11' })).statusCode).toBe(200);
  });

  it('limits one address trying many usernames after 30 failures', async () => {
    const from = { ip: '192.0.2.20' };
    for (let i = 0; i < 30; i++) {
      // Four tries per name: never enough for the per-username limit alone.
      const res = await login(`user${Math.floor(i / 4)}`, 'guess', from);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await login('someone-new', 'guess', from);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(ADMIN.username, ADMIN.password, from)).statusCode).toBe(429);
  });

  it('counts an IPv6 client per /64, since it can take a new address for every request', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await login('admin', 'guess', { ip: `2001:db8:aa:1::${i.toString(16)}` })).statusCode).toBe(
        401,
      );
    }
    expect((await login('admin', 'guess', { ip: '2001:db8:aa:1:ffff::1' })).statusCode).toBe(429);
    expect((await login(ADMIN.username, ADMIN.password, { ip: '2001:db8:aa:2::1' })).statusCode).toBe(200);
  });

  it('never blocks an administrator who mistypes now and then', async () => {
    const from = { ip: '192.0.2.30' };
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login('admin', 'typo', from)).statusCode).toBe(401);
      expect((await login(ADMIN.username, ADMIN.password, from)).statusCode).toBe(200);
    }
  });
});

describe('login throttling behind a proxy (TRUST_PROXY=true)', () => {
  const t = sharedTestApp({ TRUST_PROXY: 'true' });

  it('keys on the address the proxy saw, not on what the client wrote into X-Forwarded-For', async () => {
    const proxy = '10.0.0.2';
    const login = (clientWrote: string, proxySaw: string, password = 'guess') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password },
        remoteAddress: proxy,
        // A proxy appends the address it saw to whatever the client sent.
        headers: { 'x-forwarded-for': `${clientWrote}, ${proxySaw}` },
      });
    for (let i = 0; i < 5; i++) expect((await login(`198.51.100.${i}`, '203.0.113.50')).statusCode).toBe(401);
    expect((await login('198.51.100.99', '203.0.113.50', ADMIN.password)).statusCode).toBe(429);
    expect((await login('198.51.100.99', '203.0.113.51', ADMIN.password)).statusCode).toBe(200);
  });
});

describe('public forms and uploads', () => {
  const t = sharedTestApp();

  const post = formPoster(t);

  it('never blocks a visitor who fills in every form, corrects mistakes and uploads ten photos', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    const send = async (url: string, payload: object) =>
      statuses.push((await post(url, payload, ip)).statusCode);
    for (let i = 0; i < 3; i++) await send('/api/contact-submissions', contactEnquiry(i));
    await send('/api/subscribers', { firstName: 'Ada', lastName: '' });
    await send('/api/subscribers', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const photos: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload/sell-car-image',
        remoteAddress: ip,
        ...multipartBody([{ name: 'file', filename: `car${i}.png`, data: await tinyPng() }]),
      });
      statuses.push(res.statusCode);
      photos.push(res.json().url);
    }
    // The first try leaves the mileage out (refused), the second corrects it.
    await send('/api/sell-your-car-submissions', buildSellSubmission({ mileage: '', images: photos }));
    await send('/api/sell-your-car-submissions', buildSellSubmission({ mileage: '12000', images: photos }));
    await send('/api/acquisitions', buildAcquisition());
    await send(
      '/api/finance-applications',
      buildFinanceApplication({ employmentStatus: 'personal', annualIncome: '150000' }),
    );
    expect(statuses).not.toContain(429);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3 + 1 + 10 + 1 + 1 + 1);
  });
});

describe('configurable per-IP limits (FORM_RATE_LIMIT, UPLOAD_RATE_LIMIT)', () => {
  const t = sharedTestApp({ FORM_RATE_LIMIT: '3', UPLOAD_RATE_LIMIT: '2' });

  const post = formPoster(t);
  const contact = { firstName: 'Ada', email: 'ada@example.com' };

  it('refuses the next form from an address over the limit with 429 and Retry-After, keyed by IP only', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/contact-submissions', contact, '203.0.113.1', `10.0.0.${i}`)).statusCode).toBe(
        201,
      );
    }
    const limited = await post('/api/contact-submissions', contact, '203.0.113.1', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests/);
    // Another visitor, and another form, are not affected.
    expect((await post('/api/contact-submissions', contact, '203.0.113.2')).statusCode).toBe(201);
    expect(
      (
        await post(
          '/api/subscribers',
          { firstName: 'Ada', lastName: 'L', email: 'ada@example.com' },
          '203.0.113.1',
        )
      ).statusCode,
    ).toBe(201);
  });

  it('limits uploads per IP', async () => {
    const upload = async (ip: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/upload/sell-car-image',
          remoteAddress: ip,
          ...multipartBody([{ name: 'file', filename: 'car.png', data: await tinyPng() }]),
        })
      ).statusCode;
    expect([await upload('203.0.113.9'), await upload('203.0.113.9'), await upload('203.0.113.9')]).toEqual([
      201, 201, 429,
    ]);
    expect(await upload('203.0.113.10')).toBe(201);
  });

  it('reads the limits and the proxy setting from the environment, refusing nonsense', () => {
    expect(loadEnv({})).toMatchObject({ FORM_RATE_LIMIT: 20, UPLOAD_RATE_LIMIT: 40, TRUST_PROXY: 0 });
    expect(loadEnv({ FORM_RATE_LIMIT: '100', UPLOAD_RATE_LIMIT: '5', TRUST_PROXY: 'true' })).toMatchObject({
      FORM_RATE_LIMIT: 100,
      UPLOAD_RATE_LIMIT: 5,
      TRUST_PROXY: 1,
    });
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    for (const bad of [{ FORM_RATE_LIMIT: '0' }, { UPLOAD_RATE_LIMIT: 'lots' }, { TRUST_PROXY: 'maybe' }]) {
      expect(() => loadEnv(bad), JSON.stringify(bad)).toThrow(Object.keys(bad)[0]);
    }
  });
});

describe('clientKey', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped IPv6, and counts IPv6 per /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
