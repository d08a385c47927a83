import { z } from 'zod';

// The fields of Stripe's objects that this site reads, as Stripe sends them. The Stripe adapter
// parses its answers with these, and the sandbox keeps and emits objects of the same shapes.

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
    .object({
      message: z.string().optional(),
      code: z.string().optional(),
      decline_code: z.string().optional(),
      payment_method: z
        .object({ card: z.object({ fingerprint: z.string().nullish() }).nullish() })
        .nullish()
        .catch(null),
    })
    .nullable()
    .catch(null),
});
export type PaymentIntentObject = z.infer<typeof paymentIntentObject>;

const idOrObject = z.union([z.string(), z.object({ id: z.string() })]);

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
  /** subscription_create for a subscription's first month, subscription_cycle for the next. */
  billing_reason: z.string().nullish().catch(null),
  parent: z
    .object({
      subscription_details: z
        .object({ subscription: idOrObject, metadata: metadata.nullable() })
        .nullable(),
    })
    .nullable()
    .catch(null),
  payments: z
    .object({
      data: z.array(z.object({ payment: z.object({ payment_intent: idOrObject.optional() }) })),
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
  /** Set once the session is paid. */
  payment_intent: idOrObject.nullish().catch(null),
  metadata,
});
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObject>;

export const subscriptionObject = z.object({
  id: z.string(),
  object: z.literal('subscription'),
  status: z.string(),
  created: z.number(),
  metadata,
  customer: idOrObject.nullish().catch(null),
  /** Since API version 2025-03-31 the billing period is the item's, not the subscription's. */
  items: z
    .object({
      data: z.array(
        z.object({
          id: z.string(),
          current_period_end: z.number().nullish(),
          price: z.object({ unit_amount: z.number().int().nullable() }).nullish(),
        }),
      ),
    })
    .optional()
    .catch(undefined),
  pause_collection: z
    .object({ behavior: z.string(), resumes_at: z.number().nullable() })
    .nullish()
    .catch(null),
});
export type SubscriptionObject = z.infer<typeof subscriptionObject>;

/** A charge: the money of one payment intent, and what has been refunded of it (cumulative). */
export const chargeObject = z.object({
  id: z.string(),
  object: z.literal('charge'),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  currency: z.string(),
  payment_intent: idOrObject.nullable(),
  created: z.number(),
});
export type ChargeObject = z.infer<typeof chargeObject>;

export const disputeObject = z.object({
  id: z.string(),
  object: z.literal('dispute'),
  amount: z.number().int(),
  charge: idOrObject,
  payment_intent: idOrObject.nullable(),
  status: z.string(),
  created: z.number(),
});
export type DisputeObject = z.infer<typeof disputeObject>;

/** A verified Stripe event, as Stripe sends it. */
export interface StripeEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: unknown };
}

export const idOf = (value: string | { id: string }) =>
  typeof value === 'string' ? value : value.id;

/** The payment intent that paid an invoice, when the invoice carries its payments. */
export function invoicePaymentIntentId(invoice: InvoiceObject): string | null {
  for (const entry of invoice.payments?.data ?? []) {
    const intent = entry.payment.payment_intent;
    if (intent) return idOf(intent);
  }
  return null;
}
