import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type AuthUser,
  CHALLENGE_EXPIRED_MESSAGE,
  type CurrentUser,
  type LoginChallenge,
  type LoginResponse,
  type LoginResult,
  TOO_MANY_CODES_MESSAGE,
} from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { sessions, users, userTokens } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import {
  dummyPasswordHash,
  generatePassword,
  hashPassword,
  unusablePasswordHash,
  verifyPassword,
} from './passwords';
import { endSessions, SESSION_TTL_MS, startSession } from './sessions';
import { hashToken, tokenHolder } from './tokens';
import { spendSecondFactor } from './two-factor.service';
import { issueUserToken, liveTokenUser, spendUserToken } from './user-tokens';

export { endSessions, generatePassword, hashPassword, SESSION_TTL_MS, unusablePasswordHash, verifyPassword };

export const LOGIN_FAILED = 'Invalid username or password';
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes; the last of them ends it and the password is asked again. */
export const CHALLENGE_FAILURE_LIMIT = 5;

const auth = (
  db: Db,
  entry: { userId?: number | null; username: string; action: string; summary: string; ip?: string | null },
) => recordActivity(db, { ...entry, entity: 'auth', entityId: entry.userId ?? null });

/**
 * The first step of signing in. A disabled account is refused exactly like a wrong password, so the
 * answer tells nobody which accounts exist or are disabled. With two-factor sign-in on, the right password
 * gives a short-lived challenge rather than a session.
 */
export async function login(db: Db, username: string, password: string, ip?: string): Promise<LoginResponse> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok || user.disabledAt) {
    await auth(db, {
      userId: user?.id,
      // As typed (bounded by the login schema): a mistyped name is what a person looks for in the log.
      username,
      action: 'login-failed',
      summary: !user ? 'Unknown username' : user.disabledAt ? 'Account disabled' : 'Wrong password',
      ip,
    });
    throw new AppError('unauthorized', LOGIN_FAILED);
  }
  if (user.totpEnabledAt && user.totpSecret) return challenge(db, user.id);
  const result = await startSession(db, user);
  await auth(db, { userId: user.id, username: user.username, action: 'login', summary: 'Signed in', ip });
  return result;
}

async function challenge(db: Db, userId: number): Promise<LoginChallenge> {
  const token = await issueUserToken(db, userId, 'login-2fa', CHALLENGE_TTL_MS);
  return { twoFactor: true, challenge: token };
}

/** The user a live (unexpired) challenge is for, or null; disabled accounts have none. */
export async function challengeUser(db: Db, challengeToken: string): Promise<AuthUser | null> {
  const user = await liveTokenUser(db, challengeToken, 'login-2fa');
  // Only id and username: this is the AuthUser the verify step logs and signs in.
  return user && { id: user.id, username: user.username };
}

/** The second step: the code from the app or a recovery code turns the challenge into a session. */
export async function verifyLogin(
  db: Db,
  challengeToken: string,
  code: string,
  ip?: string,
): Promise<LoginResult> {
  const pending = await challengeUser(db, challengeToken);
  if (!pending) throw new AppError('unauthorized', CHALLENGE_EXPIRED_MESSAGE);
  const [user] = await db.select().from(users).where(eq(users.id, pending.id));
  const tokenHash = hashToken(challengeToken);
  const used = user ? await spendSecondFactor(db, user, code) : null;
  if (used) {
    // Single use: of two requests racing with the same challenge, only the one that deletes it signs in.
    if (!(await spendUserToken(db, challengeToken, 'login-2fa')))
      throw new AppError('unauthorized', CHALLENGE_EXPIRED_MESSAGE);
    const result = await startSession(db, user);
    await auth(db, {
      userId: user.id,
      username: user.username,
      action: 'login',
      summary: used === 'recovery' ? 'Signed in with a recovery code' : 'Signed in with a two-factor code',
      ip,
    });
    return result;
  }
  const [counted] = await db
    .update(userTokens)
    .set({ failures: sql`${userTokens.failures} + 1` })
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, 'login-2fa')))
    .returning({ failures: userTokens.failures });
  const exhausted = !counted || counted.failures >= CHALLENGE_FAILURE_LIMIT;
  if (exhausted) await db.delete(userTokens).where(eq(userTokens.tokenHash, tokenHash));
  await auth(db, {
    userId: pending.id,
    username: pending.username,
    action: 'login-2fa-failed',
    summary: exhausted ? 'Wrong two-factor code; sign-in ended after too many' : 'Wrong two-factor code',
    ip,
  });
  throw new AppError('unauthorized', exhausted ? TOO_MANY_CODES_MESSAGE : 'Invalid code');
}

/** The signed-in user of a bearer token; null when unknown, expired or the account is disabled. */
export async function userForToken(db: Db, token: string): Promise<AuthUser | null> {
  const user = await currentUser(db, token);
  return user ? { id: user.id, username: user.username } : null;
}

/** `GET /api/auth/me`: the user with their display name. */
export async function currentUser(db: Db, token: string): Promise<CurrentUser | null> {
  return tokenHolder(db, sessions, token);
}

export async function logout(db: Db, token: string, ip?: string): Promise<void> {
  const user = await userForToken(db, token);
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  if (user)
    await auth(db, { userId: user.id, username: user.username, action: 'logout', summary: 'Signed out', ip });
}

/** Creates the first administrator when there is no user at all. Returns the generated password, if any. */
export async function ensureAdmin(
  db: Db,
  username: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return { created: false };
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password ?? generatedPassword!) });
  return { created: true, generatedPassword };
}

/** Test and ops helper: expire a token now. */
export async function expireToken(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
};
