import { z } from 'zod';

export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(64, 'Username is too long')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may use letters, digits and . _ @ - only');

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(64, 'Username is too long'),
  password: z.string().min(1, 'Password is required').max(256, 'Password is too long'),
});

export const newPasswordSchema = z
  .string()
  .min(12, 'The password must be at least 12 characters')
  .max(256, 'The password is too long');

export type LoginInput = z.infer<typeof loginSchema>;
export type LoginResponse = { success: true } | { success: false; error: string };
export type SessionResponse = { loggedIn: boolean };
