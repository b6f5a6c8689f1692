import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ResetPasswordResult,
  STAFF_MESSAGES,
  type StaffCreateResult,
  type StaffMember,
  type StaffUpdateInput,
  type staffCreateInput,
} from '../../../shared/schemas/staff';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema/index';
import type { Env } from '../../env';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import { endSessions, generatePassword, hashPassword, unusablePasswordHash } from '../auth/auth.service';
import { sendSetPasswordLink } from '../auth/invitations.service';
import { clearTwoFactor } from '../auth/two-factor.service';

type MailEnv = Pick<Env, 'PUBLIC_URL'>;
type UserRow = typeof users.$inferSelect;

const staffNotFound = () => notFound('Staff member');

/** The columns of a member, with whether a set-password link is out and unused. */
const memberColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  disabledAt: users.disabledAt,
  totpEnabledAt: users.totpEnabledAt,
  invitePending: sql<boolean>`exists (select 1 from ${userTokens} where ${userTokens.userId} = ${users.id} and ${userTokens.purpose} = 'invite' and ${userTokens.expiresAt} > now())`,
};
type MemberRow = {
  id: number;
  username: string;
  name: string;
  email: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  disabledAt: Date | null;
  totpEnabledAt: Date | null;
  invitePending: boolean | string;
};

export const toMember = (row: MemberRow, meId: number): StaffMember => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  disabled: row.disabledAt !== null,
  twoFactorEnabled: row.totpEnabledAt !== null,
  // The raw EXISTS comes back as a boolean from pg and PGlite; a string 't' is read right too.
  invitePending: row.invitePending === true || row.invitePending === 't',
  isYou: row.id === meId,
});

export async function listStaff(db: Db, meId: number): Promise<StaffMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
  return rows.map((row) => toMember(row, meId));
}

async function member(db: Db, id: number, meId: number): Promise<StaffMember> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
  if (!row) throw staffNotFound();
  return toMember(row, meId);
}

async function userRow(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw staffNotFound();
  return row;
}

/**
 * A new account. With setup 'password' a generated password is answered once (only its hash is kept);
 * with 'invite' the account has no usable password until its owner sets one through the mailed link.
 */
export async function createStaff(
  db: Db,
  env: MailEnv,
  input: z.output<typeof staffCreateInput>,
  meId: number,
): Promise<StaffCreateResult> {
  // 'Admin' beside 'admin' would be two accounts nobody could tell apart in the activity log.
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`);
  if (taken) throw new AppError('conflict', STAFF_MESSAGES.usernameTaken);
  const initialPassword = input.setup === 'password' ? generatePassword() : undefined;
  const passwordHash = initialPassword ? await hashPassword(initialPassword) : unusablePasswordHash();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ username: input.username, name: input.name, email: input.email, passwordHash })
        .returning();
      if (input.setup === 'invite') await sendSetPasswordLink(tx, env, row);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', STAFF_MESSAGES.usernameTaken);
    throw error;
  }
  const created = await member(db, id, meId);
  return initialPassword ? { member: created, initialPassword } : { member: created };
}

/**
 * Locks the active accounts for the rest of the transaction and says whether one other than `id` stays
 * active. Two people disabling each other at the same moment are thereby served one after the other,
 * and the second is refused rather than leaving nobody able to sign in.
 */
async function anotherActive(tx: Db, id: number): Promise<boolean> {
  const active = await tx.select({ id: users.id }).from(users).where(isNull(users.disabledAt)).for('update');
  return active.some((row) => row.id !== id);
}

/**
 * Name, e-mail, disabled, and two-factor off. Disabling ends every session and pending link or sign-in of
 * that user; turning off a colleague's two-factor sign-in (lost phone and recovery codes) ends their sessions.
 */
export async function updateStaff(
  db: Db,
  id: number,
  patch: StaffUpdateInput,
  meId: number,
): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    const user = await userRow(tx, id);
    const values: Partial<UserRow> = {};
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.email !== undefined) values.email = patch.email;
    if (patch.disabled === true && !user.disabledAt) {
      if (id === meId) throw new AppError('conflict', STAFF_MESSAGES.disableSelf);
      if (!(await anotherActive(tx, id))) throw new AppError('conflict', STAFF_MESSAGES.lastActive);
      values.disabledAt = new Date();
      await endSessions(tx, id);
      await tx.delete(userTokens).where(eq(userTokens.userId, id));
    }
    if (patch.disabled === false) values.disabledAt = null;
    if (patch.twoFactorEnabled === false && user.totpEnabledAt) {
      // One's own is turned off from Your account, which asks for the password first.
      if (id === meId) throw new AppError('bad_request', STAFF_MESSAGES.twoFactorSelf);
      await clearTwoFactor(tx, id);
      await endSessions(tx, id);
    }
    if (Object.keys(values).length > 0) await tx.update(users).set(values).where(eq(users.id, id));
  });
  return member(db, id, meId);
}

/** Deletes an account; the activity log keeps its lines under the name it had. */
export async function removeStaff(db: Db, id: number, meId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await userRow(tx, id);
    if (id === meId) throw new AppError('conflict', STAFF_MESSAGES.deleteSelf);
    if (!user.disabledAt && !(await anotherActive(tx, id)))
      throw new AppError('conflict', STAFF_MESSAGES.lastActive);
    await tx.delete(users).where(eq(users.id, id));
  });
}

/** A fresh set-password link by mail; earlier links die. Also how a forgotten password is replaced. */
export async function sendStaffInvite(db: Db, env: MailEnv, id: number): Promise<void> {
  const user = await userRow(db, id);
  if (!user.email) throw new AppError('bad_request', STAFF_MESSAGES.inviteNeedsEmail);
  if (user.disabledAt)
    throw new AppError('conflict', 'This account is disabled. Enable it before sending a link.');
  await db.transaction((tx) => sendSetPasswordLink(tx, env, user));
}

/**
 * A new generated password, answered once. Every session of the user ends, and so do an outstanding
 * link and sign-in: whoever knew the old password is out.
 */
export async function resetStaffPassword(db: Db, id: number): Promise<ResetPasswordResult> {
  await userRow(db, id);
  const initialPassword = generatePassword();
  const passwordHash = await hashPassword(initialPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, id));
    await endSessions(tx, id);
    await tx.delete(userTokens).where(eq(userTokens.userId, id));
  });
  return { initialPassword };
}
