import { randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_HAS_USERNAME_MESSAGE } from '../../../shared/schemas/auth';
import { AppError } from '../../lib/errors';
import { isCommonPassword } from './common-passwords';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

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

/** A fixed hash to compare against when there is no user, so timing does not reveal which names exist. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
};

/** A hash no password matches: an invited user has none until they set one through the link. */
export const unusablePasswordHash = () => `none$${randomBytes(16).toString('base64')}`;

/**
 * What the shared `newPassword` schema cannot know: whether a password is one attackers try first, or is
 * built on the username (the first thing they combine with digits). Throws a 400 with the reason.
 */
export function checkNewPassword(password: string, username: string): void {
  if (isCommonPassword(password)) throw new AppError('bad_request', COMMON_PASSWORD_MESSAGE);
  const name = username.trim().toLowerCase();
  const lower = password.toLowerCase();
  // Very short names (two letters) occur inside too many good passwords to refuse them all.
  if (name && (lower === name || (name.length >= 3 && lower.includes(name))))
    throw new AppError('bad_request', PASSWORD_HAS_USERNAME_MESSAGE);
}

/** No 0/O, 1/l/I: a generated password is read off a screen and typed by hand. */
const READABLE = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Four groups of five, about 115 bits: strong, and easy to read out or copy in groups. */
export function generatePassword(): string {
  const group = () => Array.from({ length: 5 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return Array.from({ length: 4 }, group).join('-');
}
