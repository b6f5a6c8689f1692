import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, sharedTestApp } from '../../../../tests/helpers/app';
import { ok } from '../../../../tests/helpers/responses';
import { publicPoster } from '../../../../tests/helpers/visitors';
import { COMMON_PASSWORD_MESSAGE } from '../../../shared/schemas/auth';
import { activityLog, recoveryCodes, users, userTokens } from '../../db/schema/index';
import { checkNewPassword } from './passwords';
import { hashToken } from './tokens';
import { totpCode, totpStep } from './totp';

const t = sharedTestApp();
/**
 * Every sign-in from its own address unless one is given: the failure counters are per address and are
 * tested elsewhere.
 */
const post = publicPoster(t, 20);

/** A staff member of our own, made through the API with a generated password, signed in. */
async function newMember(username: string) {
  const res = await t.admin({
    method: 'POST',
    url: '/api/admin/staff',
    payload: { username, name: `Name of ${username}`, email: `${username}@example.com`, setup: 'password' },
  });
  expect(res.statusCode).toBe(201);
  const { member, initialPassword } = res.json();
  const login = await signIn(username, initialPassword);
  return {
    id: member.id as number,
    username,
    password: initialPassword as string,
    token: login.json().token as string,
  };
}

const signIn = (username: string, password: string, ip?: string) =>
  post('/api/auth/login', { username, password }, ip);
const verify = (challenge: string, code: string, ip?: string) =>
  post('/api/auth/login/verify', { challenge, code }, ip);
const as = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.admin({ method, url, payload, token });

async function userRow(id: number) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Enrols a member in 2FA through the API; returns the secret and recovery codes. */
async function enrol(m: { token: string; password: string }) {
  const setup = await as(m.token, 'POST', '/api/admin/account/two-factor/setup', { password: m.password });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enable = await as(m.token, 'POST', '/api/admin/account/two-factor/enable', {
    code: totpCode(secret, totpStep()),
  });
  expect(enable.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: enable.json().recoveryCodes as string[] };
}

/** Forgets the last accepted step, as if the clock had moved on: the next test may use a fresh code. */
const timeMovesOn = (id: number) =>
  t.app.db.update(users).set({ totpLastStep: null }).where(eq(users.id, id));

async function activityOf(userId: number) {
  return t.app.db.select().from(activityLog).where(eq(activityLog.userId, userId)).orderBy(activityLog.id);
}

describe('own account', () => {
  it('reads and updates name and e-mail', async () => {
    const m = await newMember('acct-reader');
    const read = ok(await as(m.token, 'GET', '/api/admin/account'));
    expect(read).toMatchObject({
      id: m.id,
      username: 'acct-reader',
      name: 'Name of acct-reader',
      email: 'acct-reader@example.com',
      passwordChangedAt: null,
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
    });
    expect(read.lastLoginAt).not.toBeNull();
    const patched = await as(m.token, 'PATCH', '/api/admin/account', { name: 'Ada Lovelace', email: '' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Ada Lovelace', email: '' });
    expect((await as(m.token, 'PATCH', '/api/admin/account', { name: 'A', email: 'nope' })).statusCode).toBe(
      400,
    );
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${m.token}` } });
    expect(me.json()).toEqual({ id: m.id, username: 'acct-reader', name: 'Ada Lovelace' });
  });
});

describe('password change', () => {
  it('refuses common passwords, short ones and ones containing the username', () => {
    for (const common of ['password1234', 'qwertyuiop123', '123456789012', 'PASSWORD1234', 'Sunshine2024!!'])
      expect(() => checkNewPassword(common, 'someone'), common).toThrow(COMMON_PASSWORD_MESSAGE);
    expect(() => checkNewPassword('kate-smith-rocks-99', 'kate-smith')).toThrow(/username/);
    expect(() => checkNewPassword('a fine long passphrase', 'ops')).not.toThrow();
  });

  it('needs the current password, applies the rules, ends other sessions and keeps this one', async () => {
    const m = await newMember('pw-changer');
    const other = (await signIn(m.username, m.password)).json().token as string;
    const third = (await signIn(m.username, m.password)).json().token as string;
    const change = (payload: object) => as(m.token, 'POST', '/api/admin/account/password', payload);

    const wrong = await change({ currentPassword: 'not-it', newPassword: 'granite-harbour-lantern' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const short = await change({ currentPassword: m.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('newPassword: Password must be at least 12 characters');
    const common = await change({ currentPassword: m.password, newPassword: 'Password1234' });
    expect(common.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    const named = await change({ currentPassword: m.password, newPassword: 'pw-changer-is-me-2024' });
    expect(named.statusCode).toBe(400);
    // Nothing ended while the change was refused.
    expect((await as(other, 'GET', '/api/admin/account')).statusCode).toBe(200);

    const ok = await change({ currentPassword: m.password, newPassword: 'granite-harbour-lantern' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ endedSessions: 2 });
    expect((await as(m.token, 'GET', '/api/admin/account')).statusCode).toBe(200);
    expect((await as(other, 'GET', '/api/admin/account')).statusCode).toBe(401);
    expect((await as(third, 'GET', '/api/admin/account')).statusCode).toBe(401);
    expect((await signIn(m.username, m.password)).statusCode).toBe(401);
    expect((await signIn(m.username, 'granite-harbour-lantern')).statusCode).toBe(200);
    expect((await userRow(m.id)).passwordChangedAt).not.toBeNull();

    const logged = (await activityOf(m.id)).filter((a) => a.action === 'password');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ entity: 'account', entityId: String(m.id), username: 'pw-changer' });
    expect(JSON.stringify(logged)).not.toContain('granite');
  });
});

describe('two-factor sign-in', () => {
  it('enrols with a QR code and a confirmation code; the secret is pending until then', async () => {
    const m = await newMember('tfa-enrol');
    const badPw = await as(m.token, 'POST', '/api/admin/account/two-factor/setup', { password: 'wrong' });
    expect(badPw.statusCode).toBe(400);
    const setup = await as(m.token, 'POST', '/api/admin/account/two-factor/setup', { password: m.password });
    const { secret, otpauthUri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Prestige%20Motor%20Co.:tfa-enrol?secret=${secret}&issuer=Prestige%20Motor%20Co.`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Still pending: signing in needs no code yet.
    expect((await signIn(m.username, m.password)).json().token).toBeDefined();
    const wrong = await as(m.token, 'POST', '/api/admin/account/two-factor/enable', {
      code: totpCode(secret, totpStep() + 5),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid code');
    const code = totpCode(secret, totpStep());
    const enable = await as(m.token, 'POST', '/api/admin/account/two-factor/enable', {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(enable.statusCode).toBe(200);
    const codes = enable.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const account = (await as(m.token, 'GET', '/api/admin/account')).json();
    expect(account).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    // Stored hashed only.
    const stored = await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, m.id));
    expect(stored).toHaveLength(10);
    for (const c of codes) expect(JSON.stringify(stored)).not.toContain(c.replace('-', ''));
    // Setting up again while it is on would swap the secret in force: refused.
    const again = await as(m.token, 'POST', '/api/admin/account/two-factor/setup', { password: m.password });
    expect(again.statusCode).toBe(409);
  });

  it('asks for the code after the password; a replayed code fails; the right one signs in', async () => {
    const m = await newMember('tfa-login');
    const { secret } = await enrol(m);
    const first = await signIn(m.username, m.password);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(['challenge', 'twoFactor']);
    const { challenge } = first.json();
    // The code that enabled 2FA (this step) is spent: it cannot be used again.
    const replay = await verify(challenge, totpCode(secret, totpStep()));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Invalid code');
    const next = totpCode(secret, totpStep() + 1);
    const ok = await verify(challenge, `${next.slice(0, 3)} ${next.slice(3)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toEqual({ id: m.id, username: m.username });
    expect((await as(ok.json().token, 'GET', '/api/admin/account')).statusCode).toBe(200);
    // The challenge is spent, and so is that code, even with a new challenge.
    expect((await verify(challenge, next)).json().message).toBe(
      'Your sign-in has expired. Please sign in again.',
    );
    const second = (await signIn(m.username, m.password)).json().challenge;
    expect((await verify(second, next)).statusCode).toBe(401);

    const actions = (await activityOf(m.id)).map((a) => a.action);
    expect(actions).toContain('2fa-enabled');
    expect(actions.filter((a) => a === 'login-2fa-failed')).toHaveLength(2);
    const logins = (await activityOf(m.id)).filter((a) => a.action === 'login');
    expect(logins.at(-1)?.summary).toBe('Signed in with a two-factor code');
  });

  it('ends the challenge at the 5th wrong code', async () => {
    const m = await newMember('tfa-wrong');
    const { secret } = await enrol(m);
    await timeMovesOn(m.id);
    const { challenge } = (await signIn(m.username, m.password)).json();
    const wrong = totpCode(secret, totpStep() + 10);
    for (let i = 1; i <= 4; i++) expect((await verify(challenge, wrong)).json().message).toBe('Invalid code');
    const fifth = await verify(challenge, wrong);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe('Too many wrong codes. Please sign in again.');
    const right = await verify(challenge, totpCode(secret, totpStep()));
    expect(right.json().message).toBe('Your sign-in has expired. Please sign in again.');
    const left = await t.app.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(challenge)));
    expect(left).toHaveLength(0);
  });

  it('stops one address after two challenges’ worth of wrong codes, whatever the new challenge', async () => {
    const m = await newMember('tfa-throttle');
    const { secret } = await enrol(m);
    await timeMovesOn(m.id);
    const ip = '10.99.0.1';
    const wrong = totpCode(secret, totpStep() + 10);
    for (let round = 0; round < 2; round++) {
      const { challenge } = (await signIn(m.username, m.password, ip)).json();
      for (let i = 0; i < 5; i++) expect((await verify(challenge, wrong, ip)).statusCode).toBe(401);
    }
    const { challenge } = (await signIn(m.username, m.password, ip)).json();
    const blocked = await verify(challenge, totpCode(secret, totpStep()), ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not locked out by it.
    expect((await verify(challenge, totpCode(secret, totpStep()), '10.99.0.2')).statusCode).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    const m = await newMember('tfa-expired');
    const { secret } = await enrol(m);
    await timeMovesOn(m.id);
    const { challenge } = (await signIn(m.username, m.password)).json();
    await t.app.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(challenge)));
    const res = await verify(challenge, totpCode(secret, totpStep()));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your sign-in has expired. Please sign in again.');
    expect((await verify('made-up', '123456')).json().message).toBe(
      'Your sign-in has expired. Please sign in again.',
    );
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    const m = await newMember('tfa-recovery');
    const { recoveryCodes: codes } = await enrol(m);
    const first = (await signIn(m.username, m.password)).json().challenge;
    const ok = await verify(first, ` ${codes[0].toUpperCase().replace('-', '')} `);
    expect(ok.statusCode).toBe(200);
    const second = (await signIn(m.username, m.password)).json().challenge;
    expect((await verify(second, codes[0])).json().message).toBe('Invalid code');
    expect((await verify(second, codes[1])).statusCode).toBe(200);
    expect((await as(ok.json().token, 'GET', '/api/admin/account')).json().recoveryCodesLeft).toBe(8);
    const logins = (await activityOf(m.id)).filter((a) => a.action === 'login');
    expect(logins.at(-1)?.summary).toBe('Signed in with a recovery code');
  });

  it('makes new recovery codes (the old ones die) and turns off with the password', async () => {
    const m = await newMember('tfa-off');
    const { recoveryCodes: old } = await enrol(m);
    const wrongPw = await as(m.token, 'POST', '/api/admin/account/two-factor/recovery-codes', {
      password: 'x',
    });
    expect(wrongPw.statusCode).toBe(400);
    const fresh = await as(m.token, 'POST', '/api/admin/account/two-factor/recovery-codes', {
      password: m.password,
    });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const c1 = (await signIn(m.username, m.password)).json().challenge;
    expect((await verify(c1, old[0])).statusCode).toBe(401);
    expect((await verify(c1, codes[0])).statusCode).toBe(200);

    expect(
      (await as(m.token, 'POST', '/api/admin/account/two-factor/disable', { password: 'wrong' })).statusCode,
    ).toBe(400);
    const off = await as(m.token, 'POST', '/api/admin/account/two-factor/disable', { password: m.password });
    expect(off.statusCode).toBe(204);
    const row = await userRow(m.id);
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    // Signing in is back to one step.
    expect((await signIn(m.username, m.password)).json().token).toBeDefined();
    const actions = (await activityOf(m.id)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['2fa-enabled', 'recovery-codes', '2fa-disabled']));
  });

  it('writes no password, code, token or secret into the activity log', async () => {
    const m = await newMember('tfa-secretless');
    const { secret, recoveryCodes: codes } = await enrol(m);
    await timeMovesOn(m.id);
    const { challenge } = (await signIn(m.username, m.password)).json();
    await verify(challenge, '000000');
    const signedIn = await verify(challenge, codes[3]);
    await signIn(m.username, 'a-wrong-password-typed');
    const all = JSON.stringify(await t.app.db.select().from(activityLog));
    for (const secretThing of [
      m.password,
      'a-wrong-password-typed',
      secret,
      challenge,
      codes[3],
      m.token,
      signedIn.json().token,
    ])
      expect(all).not.toContain(secretThing);
    expect(all).not.toContain(codes[3].replace('-', ''));
  });
});

describe('sign-in activity', () => {
  it('records logins, failed logins (with the typed name and the address) and logouts', async () => {
    const m = await newMember('act-signin');
    await signIn('act-signin', 'wrong-password', '192.0.2.7');
    await signIn('nobody-at-all', 'wrong-password', '192.0.2.8');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${m.token}` },
    });
    const rows = await t.app.db.select().from(activityLog).where(eq(activityLog.entity, 'auth'));
    expect(rows.find((r) => r.userId === m.id && r.action === 'login')).toBeDefined();
    expect(rows.find((r) => r.userId === m.id && r.action === 'logout')).toBeDefined();
    expect(rows.find((r) => r.action === 'login-failed' && r.username === 'act-signin')).toMatchObject({
      userId: m.id,
      ip: '192.0.2.7',
    });
    expect(rows.find((r) => r.action === 'login-failed' && r.username === 'nobody-at-all')).toMatchObject({
      userId: null,
      ip: '192.0.2.8',
    });
    const [admin] = await t.app.db.select().from(users).where(eq(users.username, ADMIN.username));
    expect(admin.lastLoginAt).not.toBeNull();
    expect(
      await t.app.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, 'login'), eq(activityLog.userId, admin.id))),
    ).not.toHaveLength(0);
  });
});
