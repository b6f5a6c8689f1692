import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema/index';
import { hashToken, newToken, tokenHolder } from './tokens';

// The single-use tokens of `user_tokens`: a sign-in challenge and a set-password link are stored, looked
// up and spent the same way, so both go through these three rather than each writing the queries again.

/** What a token is for: a set-password link, or a sign-in whose password was accepted and code awaited. */
export type TokenPurpose = 'invite' | 'login-2fa';

/** Stores a new token of `purpose` for the user, live for `ttlMs`; answers the token (only its hash is kept). */
export async function issueUserToken(db: Db, userId: number, purpose: TokenPurpose, ttlMs: number) {
  const token = newToken();
  await db.insert(userTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The user a live (unexpired) token of `purpose` is for, or null; disabled accounts have none. */
export async function liveTokenUser(db: Db, token: string, purpose: TokenPurpose) {
  return tokenHolder(db, userTokens, token, eq(userTokens.purpose, purpose));
}

/**
 * Deletes the token; true when this call is the one that did. Of two requests racing with the same token,
 * only one gets true: that is what makes a token single use.
 */
export async function spendUserToken(db: Db, token: string, purpose: TokenPurpose): Promise<boolean> {
  const spent = await db
    .delete(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)))
    .returning({ userId: userTokens.userId });
  return spent.length > 0;
}
