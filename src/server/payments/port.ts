import type { FastifyPluginAsync } from 'fastify';
import type { PaymentMethodType } from '#shared/donations.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/**
 * The payments port: what the site asks of a card payment provider, in the site's own terms
 * (amounts in öre, the site's status names, ISO times). Each provider lives in a folder beside
 * this file (stripe/, sandbox/) and translates from its own wire format.
 */
export interface PaymentsProvider {
  readonly kind: 'stripe' | 'sandbox';
  /** Handed to the browser: Stripe's publishable key, or a `pk_sandbox_` key. */
  readonly publishableKey: string;
  /** The provider's own HTTP routes (stand-in pages, browser calls), registered by `payments`. */
  readonly routes?: FastifyPluginAsync;
  createPayment(params: CreatePaymentParams, options: Idempotent): Promise<Payment>;
  /** null when the provider does not know the id. */
  retrievePayment(id: string): Promise<Payment | null>;
  /** A customer with the card as default, then a monthly subscription that bills it at once. */
  createMonthlySubscription(
    params: CreateSubscriptionParams,
    options: Idempotent,
  ): Promise<CreatedSubscription>;
  cancelSubscription(id: string): Promise<void>;
  /**
   * Bills `amountOre` from the next month on. Like every change of a subscription below, the
   * site records it only from the provider's `subscription` event that follows.
   */
  changeSubscriptionAmount(id: string, amountOre: number): Promise<void>;
  /** Bills nothing until `resumesAt`: the months in between are skipped, not owed. */
  pauseSubscription(id: string, resumesAt: Date): Promise<void>;
  /** A page of the provider's where the subscription's payer replaces the card, then returns to `returnUrl`. */
  createCardUpdateSession(subscriptionId: string, returnUrl: string): Promise<{ url: string }>;
  /** Cancels a payment that is not paid: it can no longer be confirmed, with any card. */
  cancelPayment(id: string): Promise<void>;
  /** A hosted checkout page for a fixed basket (ticket orders); its `url` is where the buyer goes. */
  createCheckout(params: CreateCheckoutParams, options: Idempotent): Promise<Checkout>;
  /** null when the provider does not know the id. */
  retrieveCheckout(id: string): Promise<Checkout | null>;
  /**
   * Closes an open checkout so it can no longer be paid; answers the checkout as it now stands
   * (expired, or paid when the buyer was quicker), null when the provider does not know the id.
   */
  expireCheckout(id: string): Promise<Checkout | null>;
  /** Checks the signature of a webhook delivery; throws WebhookSignatureError when it fails. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ReceivedEvent;
}

export interface Idempotent {
  idempotencyKey: string;
}

export interface CreatePaymentParams {
  amountOre: number;
  currency: 'sek';
  methodType: PaymentMethodType;
  description: string;
  metadata: Record<string, string>;
}

export interface CreateCheckoutParams {
  currency: 'sek';
  lineItems: { name: string; unitAmountOre: number; quantity: number }[];
  customerEmail: string;
  /** May hold `{CHECKOUT_SESSION_ID}`, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  /** Stripe accepts 30 minutes to 24 hours from now. */
  expiresAt: Date;
  clientReferenceId: string;
  metadata: Record<string, string>;
  /** The language of the page the order was started on: the checkout page speaks it. */
  locale?: Locale;
}

export interface CreateSubscriptionParams {
  amountOre: number;
  currency: 'sek';
  interval: 'month';
  paymentMethodId: string;
  customer: { name: string | null; email: string | null };
  /** The name of the product on invoices and bank statements. */
  productName: string;
  metadata: Record<string, string>;
}

/** Where a payment stands: `actionRequired` waits for the payer (3D Secure, a redirect). */
export type PaymentStatus = 'pending' | 'actionRequired' | 'succeeded' | 'failed';

export interface Payment {
  id: string;
  status: PaymentStatus;
  amountOre: number;
  currency: string;
  /** What the browser confirms the payment with. */
  clientSecret: string | null;
  createdAt: string;
  methodType: PaymentMethodType;
  /** The provider's words when the payment failed. */
  failureMessage: string | null;
  /** Stripe's decline code (else its error code) when the payment failed: what we word it by. */
  failureCode: string | null;
  /** The card of the last failed attempt, as the provider identifies it across payments. */
  declinedCardFingerprint: string | null;
  metadata: Record<string, string>;
}

/**
 * A monthly gift's standing order; its status is the provider's (active, past_due, canceled…),
 * or `paused` while the donor has paused its billing.
 */
export interface Subscription {
  id: string;
  status: string;
  createdAt: string;
  metadata: Record<string, string>;
  /** What each month bills, in öre; null when the provider's object does not say. */
  amountOre: number | null;
  /** When the next month is billed (the end of the current period); null when unknown. */
  nextPaymentAt: string | null;
  /** While paused: when billing resumes. */
  pausedUntil: string | null;
}

export interface CreatedSubscription {
  subscription: Subscription;
  /** The first invoice, billed at creation. */
  invoiceId: string | null;
  /** The first invoice's payment; its status says whether authentication is needed. */
  payment: Payment | null;
}

/** One month's bill of a subscription. */
export interface Invoice {
  id: string;
  /** What was paid, or else what is due. */
  amountOre: number;
  currency: string;
  createdAt: string;
  customer: { name: string | null; email: string | null };
  /** False for a subscription's first month, billed as the donor signs up (and told at once). */
  renewal: boolean;
  /** The subscription it bills, with the metadata the subscription had. */
  subscription: { id: string; metadata: Record<string, string> } | null;
  paymentId: string | null;
}

export type CheckoutStatus = 'open' | 'paid' | 'expired';

export interface Checkout {
  id: string;
  status: CheckoutStatus;
  amountTotalOre: number | null;
  url: string | null;
  /** The payment that paid it, once paid: refunds and disputes name this. */
  paymentId: string | null;
  metadata: Record<string, string>;
}

/** Money given back on a payment; `refundedOre` is the total so far (refunds only add up). */
export interface Refund {
  paymentId: string;
  amountOre: number;
  refundedOre: number;
}

/** A dispute (chargeback) of a payment, in the provider's state (needs_response, won, lost…). */
export interface Dispute {
  id: string;
  paymentId: string;
  status: string;
  amountOre: number;
}

/** A verified event about a payment, in the site's terms; `at` is when the provider raised it. */
export type PaymentEvent = { id: string; at: string } & PaymentNews;

/** What an event says, by kind. */
export type PaymentNews =
  /** `declined`: an attempt to pay was refused (the payment may be tried again). */
  | { type: 'payment'; payment: Payment; declined: boolean }
  | { type: 'invoice'; paid: boolean; invoice: Invoice }
  | { type: 'subscription'; subscription: Subscription }
  | { type: 'checkout'; outcome: 'paid' | 'expired' | 'failed'; checkout: Checkout }
  | { type: 'refund'; refund: Refund }
  | { type: 'dispute'; dispute: Dispute };

/**
 * A verified webhook delivery: `event` is null when nothing on the site is about it, or (with
 * `understood: false`) when its object could not be read.
 */
export interface ReceivedEvent {
  id: string;
  /** The provider's name for the event, for the log. */
  providerType: string;
  event: PaymentEvent | null;
  understood: boolean;
}

/**
 * An error the provider reported: `declined` when the card (or bank) refused the payment,
 * `unavailable` when the provider could not be reached or failed; otherwise it refused the request.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly options: { declined?: boolean; unavailable?: boolean; code?: string } = {},
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
