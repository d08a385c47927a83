import { z } from 'zod';
import { donationAmountSchema, donorSchema, emailWithNumber } from './donations.ts';
import { giftTargetFields } from './gift-target.ts';
import { swishPayerSchema } from './swish-payer.ts';
import { tributeSchema } from './tributes.ts';

/** Where a Swish gift stands, as the page shows it. */
export const SWISH_STATES = [
  'waiting',
  'paid',
  'declined',
  'cancelled',
  'timedOut',
  'notEnrolled',
  'failed',
] as const;
export type SwishState = (typeof SWISH_STATES)[number];

/** A Swish payment request's id: 32 upper-case hex digits, chosen by the site. */
export const swishIdSchema = z.string().regex(/^[0-9A-F]{32}$/, 'Not a Swish payment request.');

/** POST /api/donations/swish: a one-time gift by Swish; `payer` for the e-commerce flow. */
export const startSwishSchema = z
  .object({
    amount: donationAmountSchema,
    ...donorSchema,
    ...giftTargetFields,
    payer: swishPayerSchema.optional(),
    tribute: tributeSchema.optional(),
  })
  .refine(...emailWithNumber)
  .transform(({ amount, ...rest }) => ({ ...rest, amountOre: amount }));
export type StartSwishInput = z.input<typeof startSwishSchema>;

/**
 * The started request: without `payer`, its token as a QR code (an SVG) and the link that opens
 * the Swish app on this device; with `payer`, neither (the payer's app is asked directly).
 */
export const startSwishResponseSchema = z.object({
  id: z.string(),
  qrSvg: z.string().nullable(),
  appUrl: z.string().nullable(),
});
export type StartSwishResponse = z.infer<typeof startSwishResponseSchema>;

export const swishIdParams = z.object({ id: swishIdSchema });

/** GET /api/donations/swish/:id */
export const swishStatusResponseSchema = z.object({
  state: z.enum(SWISH_STATES),
  amountOre: z.number(),
});
export type SwishStatusResponse = z.infer<typeof swishStatusResponseSchema>;

/** POST /api/swish/callback: Swish's body is not signed; only its id is read, to fetch it back. */
export const swishCallbackSchema = z.looseObject({ id: z.string().optional() });
