import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, sharedTestApp } from '../../../../tests/helpers/app';
import { created } from '../../../../tests/helpers/responses';
import { publicPoster } from '../../../../tests/helpers/visitors';
import { INVITATION_GONE_MESSAGE } from '../../../shared/schemas/auth';
import type { StaffMember, StaffSetup } from '../../../shared/schemas/staff';
import { activityLog, mailOutbox, recoveryCodes, sessions, users, userTokens } from '../../db/schema/index';
import { removeStaff, updateStaff } from './staff.service';

const t = sharedTestApp({ PUBLIC_URL: 'https://dealer.example' });
// Each sign-in from its own address, so the per-address login limit never counts these.
const post = publicPoster(t, 30);
const signIn = (username: string, password: string) => post('/api/auth/login', { username, password });
const create = (payload: object) => t.admin({ method: 'POST', url: '/api/admin/staff', payload });
/** Adds a member with the e-mail `<username>@example.com`, asserting 201: the answer. */
const addMember = async (username: string, name: string, setup: StaffSetup) =>
  created(await create({ username, name, email: `${username}@example.com`, setup }));
const list = async (token?: string) =>
  (await t.admin({ method: 'GET', url: '/api/admin/staff', token })).json().items as StaffMember[];
const patch = (id: number, payload: object, token?: string) =>
  t.admin({ method: 'PATCH', url: `/api/admin/staff/${id}`, payload, token });
const adminId = async () =>
  (await t.app.db.select().from(users).where(eq(users.username, ADMIN.username)))[0].id;

/** The newest mail to an address, and the set-password token in its link. */
async function inviteMailTo(email: string) {
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /https:\/\/dealer\.example\/admin\/set-password\/([\w-]+)/.exec(mail.text)?.[1];
  return { mail, token: token! };
}

describe('staff accounts', () => {
  it('lists accounts, marking yours', async () => {
    const items = await list();
    const me = items.find((m) => m.username === ADMIN.username)!;
    expect(me).toMatchObject({ isYou: true, disabled: false, twoFactorEnabled: false, invitePending: false });
    expect(me.lastLoginAt).not.toBeNull();
  });

  it('adds a member with a generated password shown once, who can sign in with it', async () => {
    const { member, initialPassword } = await addMember('sam', 'Sam Seller', 'password');
    expect(member).toMatchObject({
      username: 'sam',
      name: 'Sam Seller',
      email: 'sam@example.com',
      disabled: false,
      isYou: false,
      invitePending: false,
      lastLoginAt: null,
    });
    expect(initialPassword).toMatch(/^[\w]{5}(-[\w]{5}){3}$/);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(row.passwordHash).not.toContain(initialPassword);
    expect((await signIn('sam', initialPassword)).statusCode).toBe(200);
    expect((await list()).find((m) => m.id === member.id)?.lastLoginAt).not.toBeNull();
    // Whatever the activity log holds, the password is not in it.
    const logged = await t.app.db.select().from(activityLog);
    expect(JSON.stringify(logged)).not.toContain(initialPassword);
  });

  it('refuses a taken username (in any case) and an invitation without an e-mail', async () => {
    const taken = await create({ username: 'ADMIN', name: 'Other', setup: 'password' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That username is already taken');
    const noMail = await create({ username: 'nomail', name: 'No Mail', setup: 'invite' });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().message).toMatch(/^email: /);
    expect((await create({ username: 'bad name', name: 'X', setup: 'password' })).statusCode).toBe(400);
  });

  it('invites by e-mail: the link sets a password once, signs in, and dies', async () => {
    const added = await addMember('ivy', 'Ivy Invited', 'invite');
    expect(added.initialPassword).toBeUndefined();
    expect(added.member.invitePending).toBe(true);
    const { mail, token } = await inviteMailTo('ivy@example.com');
    expect(mail.kind).toBe('staff-invite');
    expect(mail.html).toContain(`https://dealer.example/admin/set-password/${token}`);
    // Only the hash of the token is stored.
    const stored = await t.app.db.select().from(userTokens).where(eq(userTokens.userId, added.member.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].purpose).toBe('invite');
    expect(stored[0].tokenHash).not.toBe(token);
    const hours = (stored[0].expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const info = await t.app.inject({ url: `/api/auth/invitations/${token}` });
    expect(info.json()).toEqual({ username: 'ivy', name: 'Ivy Invited' });
    const accept = (password: string) =>
      t.app.inject({ method: 'POST', url: `/api/auth/invitations/${token}`, payload: { password } });
    const weak = await accept('password1234');
    expect(weak.statusCode).toBe(400);
    // A refused password leaves the link working.
    expect((await t.app.inject({ url: `/api/auth/invitations/${token}` })).statusCode).toBe(200);
    const ok = await accept('violet-meadow-compass');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.username).toBe('ivy');
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${ok.json().token}` },
    });
    expect(me.json()).toMatchObject({ username: 'ivy', name: 'Ivy Invited' });
    expect((await accept('another-good-passphrase')).json().message).toBe(INVITATION_GONE_MESSAGE);
    const gone = await t.app.inject({ url: `/api/auth/invitations/${token}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(INVITATION_GONE_MESSAGE);
    expect((await signIn('ivy', 'violet-meadow-compass')).statusCode).toBe(200);
    const accepted = await t.app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'invite-accepted'));
    expect(accepted[0]).toMatchObject({ entity: 'staff', username: 'ivy' });
    expect(JSON.stringify(accepted)).not.toContain(token);
  });

  it('refuses an unknown or expired link, and a resent link kills the earlier one', async () => {
    const res = await create({ username: 'rex', name: 'Rex', email: 'rex@example.com', setup: 'invite' });
    const id = res.json().member.id;
    const first = (await inviteMailTo('rex@example.com')).token;
    const resend = await t.admin({ method: 'POST', url: `/api/admin/staff/${id}/invite` });
    expect(resend.statusCode).toBe(204);
    const second = (await inviteMailTo('rex@example.com')).token;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: `/api/auth/invitations/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/auth/invitations/${second}` })).statusCode).toBe(200);
    await t.app.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, id));
    expect((await t.app.inject({ url: `/api/auth/invitations/${second}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/invitations/not-a-token' })).statusCode).toBe(404);
    const noEmail = (await create({ username: 'quiet', name: 'Quiet', setup: 'password' })).json().member.id;
    const refused = await t.admin({ method: 'POST', url: `/api/admin/staff/${noEmail}/invite` });
    expect(refused.statusCode).toBe(400);
  });

  it('resets a password: a new one shown once, and every session of that user ends', async () => {
    const made = (await create({ username: 'rita', name: 'Rita', setup: 'password' })).json();
    const token = (await signIn('rita', made.initialPassword)).json().token;
    const reset = await t.admin({ method: 'POST', url: `/api/admin/staff/${made.member.id}/reset-password` });
    expect(reset.statusCode).toBe(200);
    const { initialPassword } = reset.json();
    expect(initialPassword).not.toBe(made.initialPassword);
    expect((await t.admin({ method: 'GET', url: '/api/admin/account', token })).statusCode).toBe(401);
    expect((await signIn('rita', made.initialPassword)).statusCode).toBe(401);
    expect((await signIn('rita', initialPassword)).statusCode).toBe(200);
  });

  it('disables a member: sessions end, sign-in is refused like a wrong password, and enabling restores it', async () => {
    const made = (
      await create({ username: 'dora', name: 'Dora', email: 'dora@example.com', setup: 'password' })
    ).json();
    const id = made.member.id;
    const token = (await signIn('dora', made.initialPassword)).json().token;
    const renamed = await patch(id, { name: 'Dora D.', email: 'dora.d@example.com' });
    expect(renamed.json()).toMatchObject({ name: 'Dora D.', email: 'dora.d@example.com', disabled: false });
    const off = await patch(id, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().disabled).toBe(true);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect((await t.admin({ method: 'GET', url: '/api/admin/account', token })).statusCode).toBe(401);
    const refused = await signIn('dora', made.initialPassword);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid username or password' });
    const on = await patch(id, { disabled: false });
    expect(on.json().disabled).toBe(false);
    expect((await signIn('dora', made.initialPassword)).statusCode).toBe(200);
  });

  it('a disabled user’s remaining session token stops working', async () => {
    const made = (await create({ username: 'tess', name: 'Tess', setup: 'password' })).json();
    const token = (await signIn('tess', made.initialPassword)).json().token;
    // Disabled directly in the database (as an operator might): the token must not work any more.
    await t.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, made.member.id));
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
    expect((await t.admin({ method: 'GET', url: '/api/admin/staff', token })).statusCode).toBe(401);
    await t.app.db.update(users).set({ disabledAt: null }).where(eq(users.id, made.member.id));
  });

  it('never disables or deletes yourself, nor the last active account', async () => {
    const me = await adminId();
    const self = await patch(me, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot disable your own account');
    const del = await t.admin({ method: 'DELETE', url: `/api/admin/staff/${me}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('You cannot delete your own account');
    // Renaming yourself is fine.
    expect((await patch(me, { name: 'The Administrator' })).statusCode).toBe(200);

    // Two people disabling each other: the second, already disabled, would leave nobody active.
    const other = (await create({ username: 'olly', name: 'Olly', setup: 'password' })).json().member.id;
    const everyoneElse = (await list()).filter((m) => m.id !== me && m.id !== other && !m.disabled);
    for (const m of everyoneElse) await patch(m.id, { disabled: true });
    expect((await patch(other, { disabled: true })).statusCode).toBe(200);
    await expect(updateStaff(t.app.db, me, { disabled: true }, other)).rejects.toThrow(
      'At least one active staff account must remain',
    );
    await expect(removeStaff(t.app.db, me, other)).rejects.toThrow(
      'At least one active staff account must remain',
    );
    expect((await list()).find((m) => m.id === me)?.disabled).toBe(false);
    for (const m of everyoneElse) await patch(m.id, { disabled: false });
  });

  it('deletes a member: their sessions go, the activity log keeps their name', async () => {
    const made = (await create({ username: 'gone', name: 'Gone Soon', setup: 'password' })).json();
    const token = (await signIn('gone', made.initialPassword)).json().token;
    const del = await t.admin({ method: 'DELETE', url: `/api/admin/staff/${made.member.id}` });
    expect(del.statusCode).toBe(204);
    expect((await t.admin({ method: 'GET', url: '/api/admin/account', token })).statusCode).toBe(401);
    expect((await list()).find((m) => m.username === 'gone')).toBeUndefined();
    const logins = await t.app.db.select().from(activityLog).where(eq(activityLog.username, 'gone'));
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((l) => l.userId === null)).toBe(true);
    const again = await t.admin({ method: 'DELETE', url: `/api/admin/staff/${made.member.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('turns off a colleague’s two-factor sign-in: logged, their sessions end, they sign in with the password alone', async () => {
    const made = (await create({ username: 'phil', name: 'Phil', setup: 'password' })).json();
    const id = made.member.id as number;
    const password = made.initialPassword as string;
    const token = (await signIn('phil', password)).json().token;
    // Phil set up two-factor sign-in (account.test.ts covers how), then lost his phone and his codes.
    await t.app.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
      .where(eq(users.id, id));
    await t.app.db.insert(recoveryCodes).values({ userId: id, codeHash: 'lost-code-hash' });
    expect((await list()).find((m) => m.id === id)?.twoFactorEnabled).toBe(true);
    // With two-factor on, the password alone only brings a challenge.
    expect((await signIn('phil', password)).json()).toMatchObject({ twoFactor: true });

    const off = await patch(id, { twoFactorEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, twoFactorEnabled: false });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id))).toHaveLength(0);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect((await t.admin({ method: 'GET', url: '/api/admin/account', token })).statusCode).toBe(401);
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(id)))
      .orderBy(desc(activityLog.id))
      .limit(1);
    expect(entry).toMatchObject({ username: ADMIN.username, entity: 'staff', action: 'update' });
    expect(entry.summary).toContain('twoFactorEnabled');
    const again = await signIn('phil', password);
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toEqual(expect.any(String));
  });

  it('answers 400 to a write it does not allow, and changes nothing', async () => {
    const me = await adminId();
    const other = (await create({ username: 'nora', name: 'Nora', setup: 'password' })).json().member.id;
    const on = await patch(other, { twoFactorEnabled: true });
    expect(on.statusCode).toBe(400);
    expect(on.json().message).toMatch(/only be turned on by its owner/);
    const unknown = await patch(other, { name: 'Nora N.', username: 'hacked' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('username');
    expect((await list()).find((m) => m.id === other)).toMatchObject({ name: 'Nora', username: 'nora' });
    // One's own two-factor is turned off from Your account, which asks for the password.
    await t.app.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
      .where(eq(users.id, me));
    const self = await patch(me, { twoFactorEnabled: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/Your account/);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me));
    expect(row.totpEnabledAt).not.toBeNull();
    await t.app.db.update(users).set({ totpSecret: null, totpEnabledAt: null }).where(eq(users.id, me));
  });
});
