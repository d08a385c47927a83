import { z } from 'zod';

/** The bodies of the sandbox's stand-in Stripe.js calls (see routes.ts). */
const clientSecret = z.string().regex(/^pi_[A-Za-z0-9_]+_secret_[A-Za-z0-9]+$/, 'Unknown payment.');

const cardValuesSchema = z.object({
  number: z.string().max(40),
  expiry: z.string().max(20),
  cvc: z.string().max(10),
});

/** The card-update page's form (sent as a plain HTML form). */
export const sandboxCardUpdateSchema = cardValuesSchema;

const billingSchema = z
  .object({
    name: z.string().max(200).nullish(),
    email: z.string().max(254).nullish(),
    address: z.object({ country: z.string().max(2).nullish() }).nullish(),
  })
  .default({});

export const sandboxPaymentMethodSchema = z.object({
  card: cardValuesSchema,
  billing: billingSchema,
});

export const sandboxConfirmCardSchema = z.object({
  clientSecret,
  card: cardValuesSchema.optional(),
  paymentMethodId: z.string().max(100).optional(),
  billing: billingSchema,
});

export const sandboxAuthenticateSchema = z.object({ clientSecret, approve: z.boolean() });

export const sandboxRedirectSchema = z.object({
  clientSecret,
  method: z.enum(['paypal', 'klarna']),
  returnUrl: z.url(),
  billing: billingSchema,
});

export const sandboxRetrieveSchema = z.object({ client_secret: clientSecret });

export const sandboxIdParams = z.object({ id: z.string().max(100) });

export const sandboxCheckoutAnswerSchema = z.object({ outcome: z.enum(['pay', 'cancel']) });

export const sandboxMethodParams = z.object({ method: z.enum(['paypal', 'klarna']) });

export const sandboxStandInQuery = z.object({
  payment_intent_client_secret: z.string().max(300).optional(),
});

export const sandboxRedirectAnswerSchema = z.object({
  payment_intent_client_secret: z.string().max(300),
  outcome: z.enum(['approve', 'fail', 'processing']),
});

/** The admin's test controls: how a month's renewal goes, and what happens to a paid payment. */
export const sandboxRenewSchema = z
  .object({ outcome: z.enum(['paid', 'declined']).default('paid') })
  .default({ outcome: 'paid' });

export const sandboxRefundSchema = z.object({
  /** In öre; the whole of what is left when absent. */
  amountOre: z.number().int().positive().max(100_000_000).optional(),
});

export const sandboxDisputeSchema = z.object({
  status: z.enum(['needs_response', 'under_review', 'won', 'lost']),
});
