import { z } from 'zod';
import {
  DECIMALS_MESSAGE,
  DONATION,
  MAXIMUM_AMOUNT_MESSAGE,
  MINIMUM_AMOUNT_MESSAGE,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodType,
  toOre,
} from '../donations.ts';
import { oneLine, optionalEmail, optionalLine } from './fields.ts';

/** An amount in kronor (major units), as the calls send it; becomes öre. */
export const donationAmountSchema = z
  .number({ error: 'Please enter the amount as a number.' })
  .refine(Number.isFinite, 'Please enter the amount as a number.')
  .refine((amount) => amount >= DONATION.minimumSek, MINIMUM_AMOUNT_MESSAGE)
  .refine((amount) => amount <= DONATION.maximumSek, MAXIMUM_AMOUNT_MESSAGE)
  .transform((amount, ctx) => {
    const ore = toOre(amount);
    if (ore === undefined) {
      ctx.addIssue({ code: 'custom', message: DECIMALS_MESSAGE });
      return z.NEVER;
    }
    return ore;
  });

const currencySchema = z
  .string({ error: 'Donations are taken in SEK only.' })
  .transform((currency) => currency.toLowerCase())
  .pipe(z.literal(DONATION.currency, 'Donations are taken in SEK only.'));

const donorSchema = {
  donorName: optionalLine(100, 'Please keep the name under 100 characters.'),
  donorEmail: optionalEmail('Please enter a valid e-mail address, or leave it empty.'),
  /** The solved proof-of-work challenge (checked before the body is read). */
  altcha: z.string().optional(),
};

/** POST /api/create-payment-intent */
export const createPaymentIntentSchema = z.object({
  amount: donationAmountSchema,
  currency: currencySchema,
  paymentMethodType: z.enum(PAYMENT_METHOD_TYPES, 'Please choose card, PayPal or Klarna.'),
  ...donorSchema,
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;
export interface CreatePaymentIntentResponse {
  clientSecret: string;
}

/** POST /api/create-recurring-donation */
export const createRecurringDonationSchema = z.object({
  amount: donationAmountSchema,
  currency: currencySchema,
  interval: z.literal('month', 'Monthly donations are billed every month.'),
  paymentMethodId: z
    .string({ error: 'A saved card is needed for a monthly donation.' })
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'A saved card is needed for a monthly donation.'),
  ...donorSchema,
});
export type CreateRecurringDonationInput = z.input<typeof createRecurringDonationSchema>;
export interface CreateRecurringDonationResponse {
  subscriptionId: string;
  status: string;
  requiresAction: boolean;
  clientSecret: string | null;
  paymentIntentId: string | null;
}

/** POST /api/send-donation-emails: the server reads the payment itself; these only identify it. */
export const sendDonationEmailsSchema = z.object({
  donorName: z
    .string()
    .optional()
    .transform((name) => oneLine(name ?? '').slice(0, 100) || DONATION.fallbackName),
  donorEmail: optionalEmail('Please enter a valid e-mail address, or leave it empty.'),
  amount: z.string().max(60).optional(),
  paymentMethod: z.enum(['Stripe', 'Stripe Monthly']).default('Stripe'),
  transactionId: z
    .string({ error: 'The transaction id is missing.' })
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'The transaction id is not a payment.'),
});
export type SendDonationEmailsInput = z.input<typeof sendDonationEmailsSchema>;

/** GET /api/stripe/config */
export interface PaymentConfigResponse {
  publicKey: string;
  provider: 'stripe' | 'sandbox';
  methods: PaymentMethodType[];
}

export type DonationKind = 'one_time' | 'monthly';
export type DonationStatus = 'pending' | 'succeeded' | 'failed';

/** A gift as the admin's Donations view lists it. */
export interface DonationListItem {
  id: number;
  createdAt: string;
  paidAt: string | null;
  donorName: string | null;
  donorEmail: string | null;
  amountOre: number;
  currency: string;
  kind: DonationKind;
  method: PaymentMethodType;
  status: DonationStatus;
  providerRef: string;
  subscriptionId: string | null;
  test: boolean;
}

export interface DonationTotals {
  succeededOre: number;
  succeededCount: number;
  oneTimeOre: number;
  monthlyOre: number;
  activeMonthlyDonors: number;
}

export interface DonationsReport {
  from: string;
  to: string;
  donations: DonationListItem[];
  totals: DonationTotals;
}

/** The admin's chosen period, as dates (YYYY-MM-DD), both days included. */
export const donationPeriodSchema = z.object({
  from: z.iso.date('Please choose a start date.').optional(),
  to: z.iso.date('Please choose an end date.').optional(),
});
