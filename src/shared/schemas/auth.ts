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
export const loginResponseSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sessionResponseSchema = z.object({ loggedIn: z.boolean() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });
