import { and, eq, lt, ne } from 'drizzle-orm';
import type { LoginResult } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { sessions, users, userTokens } from '../../db/schema/index';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Signs a user in: a new session, and the time of it on the account. */
export async function startSession(db: Db, user: { id: number; username: string }): Promise<LoginResult> {
  const token = newToken();
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  // Expired sessions, challenges and links are swept opportunistically on login.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(userTokens).where(lt(userTokens.expiresAt, now));
  return { user: { id: user.id, username: user.username }, token };
}

/** Ends every session of a user but the one of `keepToken`; says how many ended. */
export async function endSessions(db: Db, userId: number, keepToken?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
        : eq(sessions.userId, userId),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}
