import { z } from 'zod';
import {
  COMMON_PASSWORD_MESSAGE,
  newPassword,
  PASSWORD_HAS_USERNAME_MESSAGE,
  PASSWORD_MIN_LENGTH,
} from '../../../shared/schemas/auth';

/** The password rule as a person reads it, under every field where a new password is chosen. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters. Not a common password, and not containing your username.`;

/** A new password typed twice: the rule on the first, and the second must match it. */
export const newPasswordPair = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match',
  });
export type NewPasswordPair = z.infer<typeof newPasswordPair>;

/**
 * Whether the server refused the chosen password itself (too common, contains the username, the length
 * rule): that message belongs on the new password field rather than above the form.
 */
export const isNewPasswordProblem = (message: string) =>
  message === COMMON_PASSWORD_MESSAGE ||
  message === PASSWORD_HAS_USERNAME_MESSAGE ||
  /^Password must be/.test(message);
