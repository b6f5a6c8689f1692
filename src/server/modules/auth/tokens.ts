import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type sessions, users, type userTokens } from '../../db/schema/index';

/** A bearer token, challenge or invitation: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a database leak gives nobody a working session or link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ours are 43 characters: an empty or oversized one is refused before it is hashed and looked up. */
export const isPlausibleToken = (token: string) => Boolean(token) && token.length <= 200;

/** The columns a token's holder is answered with (`CurrentUser`), by a session or a single-use token alike. */
export const tokenUserColumns = { id: users.id, username: users.username, name: users.name };

/**
 * The enabled user who holds `token` in `table` (a session, or a single-use token narrowed by `also`) while
 * it is live; null for an implausible, unknown or expired token or a disabled account.
 */
export async function tokenHolder(
  db: Db,
  table: typeof sessions | typeof userTokens,
  token: string,
  also?: SQL,
) {
  if (!isPlausibleToken(token)) return null;
  const [row] = await db
    .select(tokenUserColumns)
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(
      and(
        eq(table.tokenHash, hashToken(token)),
        also,
        gt(table.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    );
  return row ?? null;
}
