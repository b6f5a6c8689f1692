import { z } from 'zod';
import { type AccountBasics, optionalEmail } from './auth';
import { text } from './common';

/** One staff account as the Staff screen lists it. Dates are ISO strings. */
export type StaffMember = AccountBasics & {
  disabled: boolean;
  twoFactorEnabled: boolean;
  /** A set-password link was sent and not used yet (and has not expired). */
  invitePending: boolean;
  /** The signed-in user's own row. */
  isYou: boolean;
};
export type StaffList = { items: StaffMember[] };

export const staffSetups = ['password', 'invite'] as const;
export type StaffSetup = (typeof staffSetups)[number];

export const staffUsername = z
  .string()
  .trim()
  .min(2, 'Username must be at least 2 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Use only letters, digits, dots, dashes, underscores or @');

export const staffName = text(100).trim().min(1, 'Name is required');

export const staffCreateInput = z
  .object({
    username: staffUsername,
    name: staffName,
    email: optionalEmail.default(''),
    /** 'password': a generated password shown once; 'invite': a set-password link sent by e-mail. */
    setup: z.enum(staffSetups, { error: 'Must be password or invite' }),
  })
  .refine((v) => v.setup !== 'invite' || v.email !== '', {
    path: ['email'],
    message: 'An e-mail address is required to send an invitation',
  });
export type StaffCreateInput = z.input<typeof staffCreateInput>;
/** `initialPassword` only with setup 'password': shown once, never stored in clear. */
export type StaffCreateResult = { member: StaffMember; initialPassword?: string };

/**
 * What an administrator may change on a colleague's account. Strict: a field that is not here (or a value
 * that is not allowed) answers 400 with the reason, never 200 with nothing changed.
 */
export const staffUpdateInput = z.strictObject(
  {
    name: staffName.optional(),
    email: optionalEmail.optional(),
    disabled: z.boolean().optional(),
    /** Only false: an administrator can turn off a colleague's two-factor sign-in, only its owner can turn it on. */
    twoFactorEnabled: z
      .literal(false, { error: 'Two-factor sign-in can only be turned on by its owner, from Your account' })
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Cannot change ${issue.keys.join(', ')}` : undefined,
  },
);
export type StaffUpdateInput = z.infer<typeof staffUpdateInput>;

export type ResetPasswordResult = { initialPassword: string };

export const STAFF_MESSAGES = {
  usernameTaken: 'That username is already taken',
  disableSelf: 'You cannot disable your own account',
  deleteSelf: 'You cannot delete your own account',
  lastActive: 'At least one active staff account must remain',
  inviteNeedsEmail: 'This account has no e-mail address to send the link to',
  twoFactorSelf: 'Turn off your own two-factor sign-in from Your account (it asks for your password)',
} as const;
