import { z } from 'zod';

/** GET /healthz: 200 while the database answers, else 503 with `{ error }`. */
export const healthResponseSchema = z.object({ ok: z.literal(true) });
export const healthErrorResponseSchema = z.object({ error: z.string() });
