import { z } from 'zod';
import { email, text } from './common';

export const loginInput = z.object({
  // A control character (NUL above all) could never be part of a stored username; the database refuses it.
  username: text(100).trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required').max(500),
});
/** The signed-in user as `request.user` and the login answer carry it. */
export type AuthUser = { id: number; username: string };
export type LoginResult = { user: AuthUser; token: string };
/** The password was right and the account has two-factor sign-in: the code is asked next, with `challenge`. */
export type LoginChallenge = { twoFactor: true; challenge: string };
/** What `POST /api/auth/login` answers. */
export type LoginResponse = LoginResult | LoginChallenge;
export const isLoginChallenge = (r: LoginResponse): r is LoginChallenge => 'twoFactor' in r && r.twoFactor;

/** `GET /api/auth/me`. */
export type CurrentUser = AuthUser & { name: string };

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
/** The server also refuses, with these messages, a common password and one containing the username. */
/** The second sign-in step is gone (expired, or too many wrong codes): only the password starts a new one. */
export const CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.';
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Please sign in again.';
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';
export const PASSWORD_HAS_USERNAME_MESSAGE = 'The password must not contain the username';

/** The rule for every password a person chooses (own change, invitation link). */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password typed to confirm who you are (not checked against the rule: an old one may predate it). */
const currentPassword = (message: string) => z.string().min(1, message).max(500);

/** The second step of a two-factor sign-in: a 6-digit code (spaces ignored) or a recovery code `xxxxx-xxxxx`. */
export const loginVerifyInput = z.object({
  challenge: z.string().min(1, CHALLENGE_EXPIRED_MESSAGE).max(200),
  code: z.string().trim().min(1, 'Enter the code').max(50),
});
export type LoginVerifyInput = z.infer<typeof loginVerifyInput>;

/** `GET /api/auth/invitations/:token`: whom the set-password link is for. */
export type Invitation = { username: string; name: string };
export const acceptInvitationInput = z.object({ password: newPassword });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;
export const INVITATION_GONE_MESSAGE = 'This link has expired or has already been used.';

/** An e-mail address, or empty for none. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.union([z.literal(''), email]));

/**
 * What every view of a staff account shows, your own (`Account`) and a row of the Staff screen
 * (`StaffMember`): one list, so the two cannot drift apart. Dates are ISO strings.
 */
export type AccountBasics = {
  id: number;
  username: string;
  name: string;
  email: string;
  createdAt: string;
  lastLoginAt: string | null;
};

/** `GET /api/admin/account`: your own account. Dates are ISO strings. */
export type Account = AccountBasics & {
  passwordChangedAt: string | null;
  twoFactorEnabled: boolean;
  twoFactorEnabledAt: string | null;
  recoveryCodesLeft: number;
};

export const accountUpdateInput = z.object({
  name: text(100).trim(),
  email: optionalEmail,
});
export type AccountUpdateInput = z.infer<typeof accountUpdateInput>;

export const passwordChangeInput = z.object({
  currentPassword: currentPassword('Current password is required'),
  newPassword,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;
/** How many other sessions (browsers, devices) of yours were signed out. */
export type PasswordChangeResult = { endedSessions: number };

/** Setting up, disabling 2FA and new recovery codes all ask for the password again. */
export const passwordConfirmInput = z.object({ password: currentPassword('Password is required') });
export type PasswordConfirmInput = z.infer<typeof passwordConfirmInput>;

/** A pending secret: not in force until confirmed with a code. `qrSvg` is an SVG image of `otpauthUri`. */
export type TwoFactorSetup = { secret: string; otpauthUri: string; qrSvg: string };

export const twoFactorEnableInput = z.object({
  code: z
    .string()
    .max(20)
    .transform((s) => s.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app')),
});
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableInput>;

/** Ten one-time codes, shown once. */
export type RecoveryCodes = { recoveryCodes: string[] };
export const RECOVERY_CODE_COUNT = 10;
