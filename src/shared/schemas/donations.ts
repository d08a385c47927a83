import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import {
  DECIMALS_MESSAGE,
  EMAIL_WITH_NUMBER_MESSAGE,
  MAXIMUM_AMOUNT_MESSAGE,
  MINIMUM_AMOUNT_MESSAGE,
} from '../donation-messages.ts';
import { DONATION, DONATION_METHODS, PAYMENT_METHOD_TYPES, toOre } from '../donations.ts';
import { m } from '../i18n/message.ts';
import { checkGiversPersonnummer, PERSONNUMMER_MESSAGES } from '../personnummer.ts';
import { oneLine, optionalEmail, optionalLine } from './fields.ts';
import { giftTargetFields } from './gift-target.ts';
import { tributeSchema } from './tributes.ts';

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

/**
 * The giver's personal identity number, for a tax reduction: checked (format, date, check
 * digit, 18 by the end of this year) and read as its twelve digits; absent when not wanted.
 */
export const personnummerSchema = z
  .string({ error: m(PERSONNUMMER_MESSAGES.format) })
  .max(20, m(PERSONNUMMER_MESSAGES.format))
  .transform((input, ctx) => {
    const checked = checkGiversPersonnummer(input, new Date());
    if ('problem' in checked) {
      ctx.addIssue({ code: 'custom', message: m(checked.problem) });
      return z.NEVER;
    }
    return checked.digits;
  });

/** The giver's optional name and e-mail, and the solved proof-of-work: every payment start has them. */
export const donorSchema = {
  donorName: optionalLine(100, m(msg`Please keep the name under 100 characters.`)),
  donorEmail: optionalEmail(m(msg`Please enter a valid e-mail address, or leave it empty.`)),
  /** The solved proof-of-work challenge (checked before the body is read). */
  altcha: z.string().optional(),
  /** Given only by a giver who wants a tax reduction, and only when the site offers it. */
  personalNumber: personnummerSchema.optional(),
};

/**
 * A personal identity number comes with an e-mail address: a person's data is shown and erased
 * on request by their address, so a number without one could never be found again.
 * `.refine(...emailWithNumber)` on a gift's call.
 */
export const emailWithNumber: [
  (gift: { personalNumber?: string | undefined; donorEmail: string }) => boolean,
  { message: string; path: string[] },
] = [
  (gift) => gift.personalNumber === undefined || gift.donorEmail !== '',
  { message: m(EMAIL_WITH_NUMBER_MESSAGE), path: ['donorEmail'] },
];

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
    /** Given in memory or in honour of someone, with a card (docs/decisions/026). */
    tribute: tributeSchema.optional(),
    ...giftTargetFields,
  })
  .refine(...emailWithNumber)
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
    /** A card in memory or in honour of someone goes with a one-time gift only. */
    tribute: z
      .undefined({
        error: m(msg`A card in memory or in honour of someone goes with a one-time gift.`),
      })
      .optional(),
    ...giftTargetFields,
  })
  .refine(...emailWithNumber)
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
  /** The form offers a tax reduction (the organisation is approved by Skatteverket). */
  taxReduction: z.boolean(),
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
  /** The giver's personal identity number for a tax reduction, masked; null when none. */
  personalNumber: z.string().nullable(),
  /** Given back so far, in öre (net = amountOre − refundedOre). */
  refundedOre: z.number(),
  /** The provider's state of a dispute about the payment; null when none. */
  disputeStatus: z.string().nullable(),
});
export type DonationListItem = z.infer<typeof donationListItemSchema>;

export const donationTotalsSchema = z.object({
  /** Paid gifts, gross: before refunds. */
  succeededOre: z.number(),
  refundedOre: z.number(),
  netOre: z.number(),
  succeededCount: z.number(),
  oneTimeOre: z.number(),
  monthlyOre: z.number(),
  activeMonthlyDonors: z.number(),
});
export type DonationTotals = z.infer<typeof donationTotalsSchema>;

/** A monthly gift whose last month's payment failed. */
export const pastDueGiftSchema = z.object({
  subscriptionId: z.string(),
  donorName: z.string().nullable(),
  donorEmail: z.string().nullable(),
  amountOre: z.number(),
  /** When the payment failed. */
  since: z.string(),
  test: z.boolean(),
});
export type PastDueGift = z.infer<typeof pastDueGiftSchema>;

/** GET /api/admin/donations */
export const donationsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  donations: z.array(donationListItemSchema),
  totals: donationTotalsSchema,
  /** Every monthly gift past due now, whatever the period. */
  pastDue: z.array(pastDueGiftSchema),
});
export type DonationsReport = z.infer<typeof donationsReportSchema>;

/** The admin's chosen period, as dates (YYYY-MM-DD), both days included. */
export const donationPeriodSchema = z.object({
  from: z.iso.date(m(msg`Please choose a start date.`)).optional(),
  to: z.iso.date(m(msg`Please choose an end date.`)).optional(),
});

/** One month of giving (Stockholm's calendar), net of refunds, in öre. */
export const givingMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  oneTimeOre: z.number(),
  monthlyOre: z.number(),
});
export type GivingMonth = z.infer<typeof givingMonthSchema>;

/** GET /api/admin/giving: the admin dashboard's view of the giving at a glance. */
export const givingOverviewSchema = z.object({
  /** The last 24 months, oldest first, this month last. */
  months: z.array(givingMonthSchema),
  /** Monthly donors by the state of their standing order. */
  donors: z.object({ active: z.number(), paused: z.number(), pastDue: z.number() }),
  /** This year so far, beside last year up to the same day and time; net of refunds. */
  yearToDate: z.object({
    year: z.number(),
    thisYearOre: z.number(),
    lastYearOre: z.number(),
  }),
});
export type GivingOverview = z.infer<typeof givingOverviewSchema>;
