import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { ensureAdmin, expireToken, hashPassword, verifyPassword } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });

describe('auth', () => {
  it('hashes passwords with a salt and verifies them', async () => {
    const a = await hashPassword('secret-one');
    expect(a).not.toContain('secret-one');
    expect(a).not.toBe(await hashPassword('secret-one'));
    expect(await verifyPassword('secret-one', a)).toBe(true);
    expect(await verifyPassword('secret-two', a)).toBe(false);
  });

  it('logs in, reads /me, and logout revokes the token', async () => {
    const res = await login(ADMIN);
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json();
    expect(user.username).toBe(ADMIN.username);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().username).toBe(ADMIN.username);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    const after = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
    expect((await t.admin({ method: 'GET', url: '/api/admin/subscribers', token })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = (await login(ADMIN, '10.0.0.9')).json();
    await expireToken(t.database.db, token);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
  });

  it('answers 401 with a message for a wrong password and 400 for missing fields', async () => {
    const res = await login({ username: 'admin', password: 'wrong' }, '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid username or password');
    expect((await login({ username: 'admin' }, '10.0.0.2')).statusCode).toBe(400);
  });

  it('rate limits a username from one IP after 5 failures, without locking out other IPs', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login({ username: 'admin', password: 'x' }, '10.0.0.3')).statusCode).toBe(401);
    const blocked = await login(ADMIN, '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(ADMIN, '10.0.0.4')).statusCode).toBe(200);
  });

  it('creates the first administrator only once', async () => {
    expect((await ensureAdmin(t.database.db, 'someone', 'password-123')).created).toBe(false);
  });
});
