import { eq } from 'drizzle-orm';
import type {
  Account,
  AccountUpdateInput,
  PasswordChangeInput,
  PasswordChangeResult,
} from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords';
import { endSessions } from './sessions';
import { type Actor, recoveryCodesLeft } from './two-factor.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function getAccount(db: Db, userId: number): Promise<Account> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('unauthorized', 'Unauthorized');
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: iso(user.lastLoginAt),
    passwordChangedAt: iso(user.passwordChangedAt),
    twoFactorEnabled: user.totpEnabledAt !== null,
    twoFactorEnabledAt: iso(user.totpEnabledAt),
    recoveryCodesLeft: user.totpEnabledAt ? await recoveryCodesLeft(db, user.id) : 0,
  };
}

export async function updateAccount(db: Db, userId: number, input: AccountUpdateInput): Promise<Account> {
  await db.update(users).set({ name: input.name, email: input.email }).where(eq(users.id, userId));
  return getAccount(db, userId);
}

/**
 * Your own new password. Every other session of yours ends (a password changed because it leaked must
 * lock out whoever has it); the session that asked, `currentToken`, stays signed in.
 */
export async function changePassword(
  db: Db,
  actor: Actor,
  currentToken: string,
  input: PasswordChangeInput,
): Promise<PasswordChangeResult> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw new AppError('unauthorized', 'Unauthorized');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw new AppError('bad_request', 'Current password is incorrect');
  checkNewPassword(input.newPassword, user.username);
  if (input.newPassword === input.currentPassword)
    throw new AppError('bad_request', 'Choose a password different from the current one');
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, user.id));
    return endSessions(tx, user.id, currentToken);
  });
  await recordActivity(db, {
    userId: actor.id,
    username: actor.username,
    action: 'password',
    entity: 'account',
    entityId: actor.id,
    summary: `Changed their password; ${endedSessions} other ${endedSessions === 1 ? 'session' : 'sessions'} signed out`,
    ip: actor.ip,
  });
  return { endedSessions };
}
