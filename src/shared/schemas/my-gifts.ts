import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';
import { m } from '../i18n/message.ts';
import { donationAmountSchema } from './donations.ts';
import { requiredEmail } from './fields.ts';

// "My gifts": a donor signs in with a link sent by e-mail, sees their gifts, looks after their
// monthly gifts and downloads yearly statements.

/** POST /api/my-gifts/sign-in-links */
export const signInLinkRequestSchema = z.object({
  email: requiredEmail(
    m(msg`Please enter your e-mail address.`),
    m(msg`Please enter a valid e-mail address.`),
  ),
  /** The solved proof-of-work challenge (checked before the body is read). */
  altcha: z.string().optional(),
});
export type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;

/** The same answer whether or not the address has given. */
export const signInLinkResponseSchema = z.object({ requested: z.literal(true) });

/** A link's token: a random part and its signature, both base64url. */
export const signInTokenSchema = z
  .string({ error: m(msg`This sign-in link is not valid.`) })
  .regex(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/, m(msg`This sign-in link is not valid.`));

/** POST /api/my-gifts/sessions: the link's token, exchanged for the session cookie. */
export const donorSessionRequestSchema = z.object({ token: signInTokenSchema });
export const donorSessionResponseSchema = z.object({ email: z.string() });

/** GET /api/my-gifts/session: who is signed in, if anyone (never a 401: the page asks first). */
export const donorSessionStateSchema = z.object({ email: z.string().nullable() });

/** One payment, as the donor's list shows it. `method`: any the site takes (card, PayPal…). */
export const myGiftSchema = z.object({
  id: z.number(),
  date: z.string(),
  amountOre: z.number(),
  /** Given back so far; equal to the amount when the whole gift was refunded. */
  refundedOre: z.number(),
  kind: z.enum(['one_time', 'monthly']),
  method: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  test: z.boolean(),
});
export type MyGift = z.infer<typeof myGiftSchema>;

/** A monthly gift's standing order, as the donor sees it. */
export const myMonthlyGiftSchema = z.object({
  id: z.number(),
  amountOre: z.number(),
  /** The provider's status (active, past_due, paused, canceled…). */
  status: z.string(),
  startedAt: z.string(),
  nextPaymentAt: z.string().nullable(),
  pausedUntil: z.string().nullable(),
  /** Whether it can still be changed: not cancelled or ended. */
  manageable: z.boolean(),
  test: z.boolean(),
});
export type MyMonthlyGift = z.infer<typeof myMonthlyGiftSchema>;

/** GET /api/my-gifts?before=ID: the donor's gifts, newest first, a page at a time. */
export const myGiftsQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
});
export const myGiftsResponseSchema = z.object({
  email: z.string(),
  gifts: z.array(myGiftSchema),
  /** Ask with `before` for the next (older) page; null when there is none. */
  nextBefore: z.number().nullable(),
  monthly: z.array(myMonthlyGiftSchema),
  /** The past years with paid gifts: each has a statement. */
  statementYears: z.array(z.number()),
});
export type MyGiftsResponse = z.infer<typeof myGiftsResponseSchema>;

export const monthlyGiftParams = z.object({ id: z.coerce.number().int().positive() });

/** PATCH /api/my-gifts/monthly/:id: the new amount, within the form's limits. */
export const changeMonthlyAmountSchema = z
  .object({ amount: donationAmountSchema })
  .transform(({ amount }) => ({ amountOre: amount }));
export type ChangeMonthlyAmountInput = z.input<typeof changeMonthlyAmountSchema>;

export const PAUSE_MONTHS = [1, 2, 3] as const;

/** POST /api/my-gifts/monthly/:id/pause */
export const pauseMonthlySchema = z.object({
  months: z.literal(PAUSE_MONTHS, m(msg`A gift can be paused for one, two or three months.`)),
});

/** The change is asked of the payment provider; it shows once the provider confirms it. */
export const monthlyChangeResponseSchema = z.object({ requested: z.literal(true) });

/** POST /api/my-gifts/monthly/:id/card-update: where the donor replaces the card. */
export const cardUpdateResponseSchema = z.object({ url: z.string() });

export const statementParams = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

/** GET /api/my-gifts/statements/:year.pdf?lang=sv: a download link says its page's language. */
export const statementPdfQuery = z.object({ lang: z.enum(LOCALES).optional() });

/** GET /api/my-gifts/statements/:year: the year's paid gifts, net of refunds. */
export const statementSchema = z.object({
  year: z.number(),
  organisation: z.object({ name: z.string(), number: z.string().nullable() }),
  email: z.string(),
  donorName: z.string().nullable(),
  gifts: z.array(
    z.object({
      date: z.string(),
      /** After any partial refund; fully refunded gifts are left out. */
      amountOre: z.number(),
      refundedOre: z.number(),
      kind: z.enum(['one_time', 'monthly']),
      method: z.string(),
    }),
  ),
  totalOre: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;
