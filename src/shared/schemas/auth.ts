import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';

export const usernameSchema = z
  .string()
  .trim()
  .min(1, m(msg`Username is required`))
  .max(64, m(msg`Username is too long`))
  .regex(/^[A-Za-z0-9._@-]+$/, m(msg`Username may use letters, digits and . _ @ - only`));

export const loginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, m(msg`Username is required`))
    .max(64, m(msg`Username is too long`)),
  password: z.string().min(1, m(msg`Password is required`)).max(256, m(msg`Password is too long`)),
  /** The authenticator app's 6-digit code or a recovery code, once the server asks for it. */
  code: z.string().trim().max(32, m(msg`The code is too long`)).optional(),
});

export const newPasswordSchema = z
  .string()
  .min(12, m(msg`The password must be at least 12 characters`))
  .max(256, m(msg`The password is too long`));

export type LoginInput = z.infer<typeof loginSchema>;
export const loginResponseSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({
    success: z.literal(false),
    error: z.string(),
    /** The password was right: send it again with `code`. */
    twoFactorRequired: z.literal(true).optional(),
  }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sessionResponseSchema = z.object({ loggedIn: z.boolean() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });

/** The signed-in admin's second factor, under /api/admin/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret to add to an authenticator app: scanned from `uri`, or typed in. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeSchema = z.object({
  code: z.string().trim().min(1, m(msg`Enter a code`)).max(32, m(msg`The code is too long`)),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/**
 * What a change to the signed-in admin's password or second factor asks for: the password, and
 * with two-factor sign-in on a current code (or a recovery code), so that a session alone, a
 * left-open browser or a stolen cookie, changes nothing.
 */
export const accountProofSchema = z.object({
  password: z
    .string({ error: m(msg`Enter your password`) })
    .min(1, m(msg`Enter your password`))
    .max(256, m(msg`Password is too long`)),
  code: twoFactorCodeSchema.shape.code.optional(),
});
export type AccountProof = z.input<typeof accountProofSchema>;

/** POST /api/admin/password */
export const passwordChangeSchema = accountProofSchema.extend({ newPassword: newPasswordSchema });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorOffSchema = z.object({ success: z.literal(true) });
