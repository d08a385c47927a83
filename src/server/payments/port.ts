import { z } from 'zod';

/**
 * The payments port: what the site asks of a card payment provider. Two adapters implement it:
 * Stripe (./stripe-provider.ts) and the built-in sandbox (./sandbox-provider.ts), which speaks
 * Stripe's wire format so that one set of webhook handlers serves both.
 */
export interface PaymentsProvider {
  readonly kind: 'stripe' | 'sandbox';
  /** Handed to the browser: Stripe's publishable key, or a `pk_sandbox_` key. */
  readonly publishableKey: string;
  createPaymentIntent(
    params: CreatePaymentIntentParams,
    options: { idempotencyKey: string },
  ): Promise<PaymentIntentObject>;
  /** null when the provider does not know the id. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentObject | null>;
  /** A customer with the card as default, then a monthly subscription that bills it at once. */
  createMonthlySubscription(
    params: CreateSubscriptionParams,
    options: { idempotencyKey: string },
  ): Promise<CreatedSubscription>;
  cancelSubscription(id: string): Promise<void>;
  /** A hosted checkout page for a fixed basket (ticket orders); its `url` is where the buyer goes. */
  createCheckoutSession(
    params: CreateCheckoutSessionParams,
    options: { idempotencyKey: string },
  ): Promise<CheckoutSessionObject>;
  /** null when the provider does not know the id. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionObject | null>;
  /** Checks the signature of a webhook delivery; throws WebhookSignatureError when it fails. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

export type PaymentMethodType = 'card' | 'paypal' | 'klarna';

export interface CreatePaymentIntentParams {
  amountOre: number;
  currency: 'sek';
  methodType: PaymentMethodType;
  description: string;
  metadata: Record<string, string>;
}

export interface CreateCheckoutSessionParams {
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

export interface CreatedSubscription {
  subscription: SubscriptionObject;
  /** The first invoice, billed at creation. */
  invoiceId: string | null;
  /** The first invoice's payment; its status says whether authentication is needed. */
  paymentIntent: PaymentIntentObject | null;
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

/** A verified webhook event, in Stripe's shape; handlers parse `data.object` with the schemas below. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as Stripe gives it. */
  created: number;
  data: { object: unknown };
}

// The fields of Stripe's objects that this site reads. Both adapters return (and the sandbox
// emits) objects of these shapes; extra fields are ignored.

const metadata = z.record(z.string(), z.string()).catch({});

export const paymentIntentObject = z.object({
  id: z.string(),
  object: z.literal('payment_intent'),
  status: z.enum([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'canceled',
    'succeeded',
  ]),
  amount: z.number().int(),
  amount_received: z.number().int().catch(0),
  currency: z.string(),
  client_secret: z.string().nullable().catch(null),
  created: z.number(),
  metadata,
  payment_method_types: z.array(z.string()).catch([]),
  last_payment_error: z
    .object({ message: z.string().optional(), code: z.string().optional() })
    .nullable()
    .catch(null),
});
export type PaymentIntentObject = z.infer<typeof paymentIntentObject>;
export type PaymentIntentStatus = PaymentIntentObject['status'];

export const invoiceObject = z.object({
  id: z.string(),
  object: z.literal('invoice'),
  status: z.string().nullable(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  created: z.number(),
  customer_email: z.string().nullable().catch(null),
  customer_name: z.string().nullable().catch(null),
  parent: z
    .object({
      subscription_details: z
        .object({
          subscription: z.union([z.string(), z.object({ id: z.string() })]),
          metadata: metadata.nullable(),
        })
        .nullable(),
    })
    .nullable()
    .catch(null),
  payments: z
    .object({
      data: z.array(
        z.object({
          payment: z.object({
            payment_intent: z.union([z.string(), z.object({ id: z.string() })]).optional(),
          }),
        }),
      ),
    })
    .optional()
    .catch(undefined),
});
export type InvoiceObject = z.infer<typeof invoiceObject>;

export const checkoutSessionObject = z.object({
  id: z.string(),
  object: z.literal('checkout.session'),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  url: z.string().nullable().catch(null),
  client_reference_id: z.string().nullable().catch(null),
  expires_at: z.number(),
  metadata,
});
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObject>;

export const subscriptionObject = z.object({
  id: z.string(),
  object: z.literal('subscription'),
  status: z.string(),
  created: z.number(),
  metadata,
});
export type SubscriptionObject = z.infer<typeof subscriptionObject>;

/** The subscription an invoice bills, and the metadata the subscription had. */
export function invoiceSubscription(invoice: InvoiceObject) {
  const details = invoice.parent?.subscription_details;
  if (!details) return null;
  const subscription = details.subscription;
  return {
    id: typeof subscription === 'string' ? subscription : subscription.id,
    metadata: details.metadata ?? {},
  };
}

/** The payment intent that paid an invoice, when the invoice carries its payments. */
export function invoicePaymentIntentId(invoice: InvoiceObject): string | null {
  for (const entry of invoice.payments?.data ?? []) {
    const intent = entry.payment.payment_intent;
    if (intent) return typeof intent === 'string' ? intent : intent.id;
  }
  return null;
}
