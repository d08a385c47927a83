import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import {
  DECIMALS_MESSAGE,
  MAXIMUM_AMOUNT_MESSAGE,
  MINIMUM_AMOUNT_MESSAGE,
} from '../donation-messages.ts';
import { DONATION, DONATION_METHODS, PAYMENT_METHOD_TYPES, toOre } from '../donations.ts';
import { m } from '../i18n/message.ts';
import { oneLine, optionalEmail, optionalLine } from './fields.ts';

/** An amount in kronor (major units), as the calls send it; becomes öre. */
export const donationAmountSchema = z
  .number({ error: m(msg`Please enter the amount as a number.`) })
  .refine(Number.isFinite, m(msg`Please enter the amount as a number.`))
  .refine((amount) => amount >= DONATION.minimumSek, m(MINIMUM_AMOUNT_MESSAGE))
  .refine((amount) => amount <= DONATION.maximumSek, m(MAXIMUM_AMOUNT_MESSAGE))
  .transform((amount, ctx) => {
    const ore = toOre(amount);
    if (ore === undefined) {
      ctx.addIssue({ code: 'custom', message: m(DECIMALS_MESSAGE) });
      return z.NEVER;
    }
    return ore;
  });

const currencySchema = z
  .string({ error: m(msg`Donations are taken in SEK only.`) })
  .transform((currency) => currency.toLowerCase())
  .pipe(z.literal(DONATION.currency, m(msg`Donations are taken in SEK only.`)));

/** The giver's optional name and e-mail, and the solved proof-of-work: every payment start has them. */
export const donorSchema = {
  donorName: optionalLine(100, m(msg`Please keep the name under 100 characters.`)),
  donorEmail: optionalEmail(m(msg`Please enter a valid e-mail address, or leave it empty.`)),
  /** The solved proof-of-work challenge (checked before the body is read). */
  altcha: z.string().optional(),
};

/** The calls send `amount` in kronor; the server reads it as `amountOre`. */
function amountInOre<T extends { amount: number }>({ amount, ...rest }: T) {
  return { ...rest, amountOre: amount };
}

/** POST /api/create-payment-intent */
export const createPaymentIntentSchema = z
  .object({
    amount: donationAmountSchema,
    currency: currencySchema,
    paymentMethodType: z.enum(PAYMENT_METHOD_TYPES, m(msg`Please choose card, PayPal or Klarna.`)),
    ...donorSchema,
  })
  .transform(amountInOre);
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;
export const createPaymentIntentResponseSchema = z.object({ clientSecret: z.string() });
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** POST /api/create-recurring-donation */
export const createRecurringDonationSchema = z
  .object({
    amount: donationAmountSchema,
    currency: currencySchema,
    interval: z.literal('month', m(msg`Monthly donations are billed every month.`)),
    paymentMethodId: z
      .string({ error: m(msg`A saved card is needed for a monthly donation.`) })
      .regex(/^pm_[A-Za-z0-9_]{1,200}$/, m(msg`A saved card is needed for a monthly donation.`)),
    ...donorSchema,
  })
  .transform(amountInOre);
export type CreateRecurringDonationInput = z.input<typeof createRecurringDonationSchema>;
export const createRecurringDonationResponseSchema = z.object({
  subscriptionId: z.string(),
  status: z.string(),
  requiresAction: z.boolean(),
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
});
export type CreateRecurringDonationResponse = z.infer<typeof createRecurringDonationResponseSchema>;

/** POST /api/send-donation-emails: the server reads the payment itself; these only identify it. */
export const sendDonationEmailsSchema = z.object({
  donorName: z
    .string()
    .optional()
    .transform((name) => oneLine(name ?? '').slice(0, 100) || DONATION.fallbackName),
  donorEmail: optionalEmail(m(msg`Please enter a valid e-mail address, or leave it empty.`)),
  amount: z.string().max(60).optional(),
  paymentMethod: z.enum(['Stripe', 'Stripe Monthly']).default('Stripe'),
  transactionId: z
    .string({ error: m(msg`The transaction id is missing.`) })
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, m(msg`The transaction id is not a payment.`)),
});
export type SendDonationEmailsInput = z.input<typeof sendDonationEmailsSchema>;
export const sendDonationEmailsResponseSchema = z.object({ sent: z.literal(true) });

const paymentMethodTypeSchema = z.enum(DONATION_METHODS);

/** GET /api/stripe/config */
export const paymentConfigResponseSchema = z.object({
  publicKey: z.string(),
  provider: z.enum(['stripe', 'sandbox']),
  methods: z.array(paymentMethodTypeSchema),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

export const donationKinds = ['one_time', 'monthly'] as const;
export type DonationKind = (typeof donationKinds)[number];
export const donationStatuses = ['pending', 'succeeded', 'failed'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

/** A gift as the admin's Donations view lists it. */
export const donationListItemSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  donorName: z.string().nullable(),
  donorEmail: z.string().nullable(),
  amountOre: z.number(),
  currency: z.string(),
  kind: z.enum(donationKinds),
  method: paymentMethodTypeSchema,
  status: z.enum(donationStatuses),
  providerRef: z.string(),
  /** Swish's reference of the payment (as the bank statement shows it); null for other methods. */
  paymentReference: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  test: z.boolean(),
});
export type DonationListItem = z.infer<typeof donationListItemSchema>;

export const donationTotalsSchema = z.object({
  succeededOre: z.number(),
  succeededCount: z.number(),
  oneTimeOre: z.number(),
  monthlyOre: z.number(),
  activeMonthlyDonors: z.number(),
});
export type DonationTotals = z.infer<typeof donationTotalsSchema>;

/** GET /api/admin/donations */
export const donationsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  donations: z.array(donationListItemSchema),
  totals: donationTotalsSchema,
});
export type DonationsReport = z.infer<typeof donationsReportSchema>;

/** The admin's chosen period, as dates (YYYY-MM-DD), both days included. */
export const donationPeriodSchema = z.object({
  from: z.iso.date(m(msg`Please choose a start date.`)).optional(),
  to: z.iso.date(m(msg`Please choose an end date.`)).optional(),
});
