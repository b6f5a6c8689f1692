import { and, eq } from 'drizzle-orm';
import { BRAND } from '../../../shared/brand';
import { INVITATION_GONE_MESSAGE, type Invitation, type LoginResult } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema/index';
import type { Env } from '../../env';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { INVITE_TTL_HOURS, staffInviteMail } from '../../mail/staff-invite';
import { recordActivity } from '../activity/activity.service';
import { checkNewPassword, hashPassword } from './passwords';
import { endSessions, startSession } from './sessions';
import { issueUserToken, liveTokenUser, spendUserToken } from './user-tokens';

type Invitee = { id: number; username: string; name: string; email: string; lastLoginAt: Date | null };

/**
 * Sends a set-password link, valid 72 hours and once; earlier links of the user die. Pass the transaction
 * that creates the account, so the account and its mail are committed together.
 */
export async function sendSetPasswordLink(
  db: Db,
  env: Pick<Env, 'PUBLIC_URL'>,
  user: Invitee,
): Promise<void> {
  await db.delete(userTokens).where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'invite')));
  const token = await issueUserToken(db, user.id, 'invite', INVITE_TTL_HOURS * 60 * 60 * 1000);
  await enqueueMail(
    db,
    staffInviteMail({
      to: user,
      link: `${env.PUBLIC_URL}/admin/set-password/${token}`,
      dealerName: BRAND.name,
      reset: user.lastLoginAt !== null,
    }),
  );
}

const invitee = (db: Db, token: string) => liveTokenUser(db, token, 'invite');

/** Whom a set-password link is for; 404 when unknown, used or expired. */
export async function invitationFor(db: Db, token: string): Promise<Invitation> {
  const user = await invitee(db, token);
  if (!user) throw new AppError('not_found', INVITATION_GONE_MESSAGE);
  return { username: user.username, name: user.name };
}

/**
 * Sets the password chosen through the link and signs the user in. The password is checked before the
 * link is spent, so a refused password leaves the link working. Every earlier session ends: the link is
 * also how a forgotten (or leaked) password is replaced.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  ip?: string,
): Promise<LoginResult> {
  const user = await invitee(db, token);
  if (!user) throw new AppError('not_found', INVITATION_GONE_MESSAGE);
  checkNewPassword(password, user.username);
  const passwordHash = await hashPassword(password);
  const accepted = await db.transaction(async (tx) => {
    if (!(await spendUserToken(tx, token, 'invite'))) return false;
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, user.id));
    await endSessions(tx, user.id);
    return true;
  });
  if (!accepted) throw new AppError('not_found', INVITATION_GONE_MESSAGE);
  const result = await startSession(db, user);
  await recordActivity(db, {
    userId: user.id,
    username: user.username,
    action: 'invite-accepted',
    entity: 'staff',
    entityId: user.id,
    summary: 'Set a password through an e-mailed link and signed in',
    ip,
  });
  return result;
}
