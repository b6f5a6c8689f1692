import { z } from 'zod';
import { text } from './common';

export const loginInput = z.object({
  // A control character (NUL above all) could never be part of a stored username; the database refuses it.
  username: text(100).trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required').max(500),
});
export type AuthUser = { id: number; username: string };
export type LoginResult = { user: AuthUser; token: string };
