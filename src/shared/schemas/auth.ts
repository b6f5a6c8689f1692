import { z } from 'zod';

export const loginInput = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100),
  password: z.string().min(1, 'Password is required').max(500),
});
export type AuthUser = { id: number; username: string };
export type LoginResult = { user: AuthUser; token: string };
