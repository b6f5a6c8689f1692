import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import { BRAND } from '../../../shared/brand';
import { RECOVERY_CODE_COUNT, type RecoveryCodes, type TwoFactorSetup } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { recoveryCodes, users, userTokens } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { verifyPassword } from './passwords';
import { hashToken } from './tokens';
import { generateTotpSecret, matchTotp, otpauthUri } from './totp';

/** Who asks, for the activity log. */
export type Actor = { id: number; username: string; ip?: string | null };

const WRONG_PASSWORD = 'Password is incorrect';
export const INVALID_CODE = 'Invalid code';

type UserRow = typeof users.$inferSelect;

async function userOf(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('unauthorized', 'Unauthorized');
  return user;
}

async function confirmPassword(db: Db, userId: number, password: string): Promise<UserRow> {
  const user = await userOf(db, userId);
  if (!(await verifyPassword(password, user.passwordHash))) throw new AppError('bad_request', WRONG_PASSWORD);
  return user;
}

const record = (db: Db, actor: Actor, action: string, summary: string) =>
  recordActivity(db, {
    userId: actor.id,
    username: actor.username,
    action,
    entity: 'account',
    entityId: actor.id,
    summary,
    ip: actor.ip,
  });

/** The name an authenticator app shows next to the code. */
const issuer = () => BRAND.name.trim() || 'Dealer Admin';

/** A new secret, pending until confirmed with a code from the app (an earlier pending one is replaced). */
export async function setupTwoFactor(db: Db, actor: Actor, password: string): Promise<TwoFactorSetup> {
  const user = await confirmPassword(db, actor.id, password);
  if (user.totpEnabledAt)
    throw new AppError('conflict', 'Two-factor sign-in is already on. Turn it off first to set it up again.');
  const secret = generateTotpSecret();
  await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id));
  const uri = otpauthUri(issuer(), user.username, secret);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri: uri, qrSvg };
}

/** Puts the pending secret in force once the app shows it has it; answers the recovery codes, once. */
export async function enableTwoFactor(db: Db, actor: Actor, code: string): Promise<RecoveryCodes> {
  const user = await userOf(db, actor.id);
  if (user.totpEnabledAt) throw new AppError('conflict', 'Two-factor sign-in is already on');
  if (!user.totpSecret) throw new AppError('bad_request', 'Set up two-factor sign-in first');
  const step = matchTotp(user.totpSecret, code, null);
  if (step === null) throw new AppError('bad_request', INVALID_CODE);
  const codes = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpEnabledAt: new Date(), totpLastStep: step })
      .where(eq(users.id, user.id));
    return replaceRecoveryCodes(tx, user.id);
  });
  await record(db, actor, '2fa-enabled', 'Turned on two-factor sign-in');
  return { recoveryCodes: codes };
}

/** Two-factor sign-in off for a user: secret, recovery codes and any sign-in waiting for a code are gone. */
export async function clearTwoFactor(tx: Db, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'login-2fa')));
}

export async function disableTwoFactor(db: Db, actor: Actor, password: string): Promise<void> {
  const user = await confirmPassword(db, actor.id, password);
  const wasOn = !!user.totpEnabledAt;
  await db.transaction((tx) => clearTwoFactor(tx, user.id));
  if (wasOn) await record(db, actor, '2fa-disabled', 'Turned off two-factor sign-in');
}

export async function regenerateRecoveryCodes(
  db: Db,
  actor: Actor,
  password: string,
): Promise<RecoveryCodes> {
  const user = await confirmPassword(db, actor.id, password);
  if (!user.totpEnabledAt) throw new AppError('bad_request', 'Two-factor sign-in is not on');
  const codes = await db.transaction((tx) => replaceRecoveryCodes(tx, user.id));
  await record(db, actor, 'recovery-codes', 'Made new recovery codes (the earlier ones no longer work)');
  return { recoveryCodes: codes };
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** No 0/o, 1/l/i: a recovery code is copied from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`, about 50 bits. */
const newRecoveryCode = () => {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
};

/** Case, dashes and spaces do not matter when a recovery code is typed. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/*
 * A recovery code is stored as a plain SHA-256 like the other tokens, not a slow hash: it is random, and
 * whoever could read it from the database could read the TOTP secret beside it anyway.
 */
const recoveryHash = (code: string) => hashToken(`recovery:${normaliseRecoveryCode(code)}`);

async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(code) })));
  return codes;
}

/**
 * Checks the second factor of a sign-in: a TOTP code of a step later than the last one accepted, or an
 * unused recovery code. Using either is recorded at once (the step, the code marked used) in one
 * conditional update, so two requests racing with the same code cannot both pass.
 */
export async function spendSecondFactor(
  db: Db,
  user: Pick<UserRow, 'id' | 'totpSecret' | 'totpLastStep'>,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    if (!user.totpSecret) return null;
    const step = matchTotp(user.totpSecret, digits, user.totpLastStep);
    if (step === null) return null;
    const taken = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken.length > 0 ? 'totp' : null;
  }
  if (!/^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code))) return null;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, recoveryHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? 'recovery' : null;
}
