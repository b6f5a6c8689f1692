import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AuthUser, LoginResult } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 64, SCRYPT);
  return `scrypt$${SCRYPT.N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    ...SCRYPT,
    N: Number(n),
  });
  return timingSafeEqual(expected, actual);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fixed hash to compare against when the user does not exist, so timing does not reveal usernames. */
let dummyHash: Promise<string> | undefined;

export async function login(db: Db, username: string, password: string): Promise<LoginResult> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok) throw new AppError('unauthorized', 'Invalid username or password');
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  // Expired sessions are swept opportunistically on login.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { user: { id: user.id, username: user.username }, token };
}

export async function userForToken(db: Db, token: string): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

export async function logout(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
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
