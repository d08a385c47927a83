import { z } from 'zod';

/**
 * GET /api/challenge: an ALTCHA proof-of-work challenge (altcha-lib's `Challenge`), passed on
 * to the widget as it is. Every parameter is named: the signature covers them all.
 */
export const challengeResponseSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
