import type { z } from 'zod';
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from '#shared/donations.ts';
import type {
  Checkout,
  Invoice,
  Payment,
  PaymentNews,
  PaymentStatus,
  ReceivedEvent,
  Subscription,
} from '../port.ts';
import {
  type CheckoutSessionObject,
  chargeObject,
  checkoutSessionObject,
  disputeObject,
  type InvoiceObject,
  idOf,
  invoiceObject,
  invoicePaymentIntentId,
  type PaymentIntentObject,
  paymentIntentObject,
  type StripeEvent,
  type SubscriptionObject,
  subscriptionObject,
} from './wire.ts';

// From Stripe's wire format to the port's terms. The sandbox speaks Stripe's format too, so
// both providers' objects and events pass through here.

const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

function paymentStatusOf(intent: PaymentIntentObject): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'pending';
    case 'requires_action':
    case 'requires_confirmation':
      return 'actionRequired';
    default:
      return 'pending';
  }
}

const isMethodType = (type: string | undefined): type is PaymentMethodType =>
  (PAYMENT_METHOD_TYPES as readonly (string | undefined)[]).includes(type);

export function toPayment(intent: PaymentIntentObject): Payment {
  const methodType = intent.payment_method_types[0];
  return {
    id: intent.id,
    status: paymentStatusOf(intent),
    amountOre: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    createdAt: isoFromSeconds(intent.created),
    methodType: isMethodType(methodType) ? methodType : 'card',
    failureMessage: intent.last_payment_error?.message ?? null,
    failureCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
    declinedCardFingerprint: intent.last_payment_error?.payment_method?.card?.fingerprint ?? null,
    metadata: intent.metadata,
  };
}

export function toSubscription(subscription: SubscriptionObject): Subscription {
  const item = subscription.items?.data[0];
  const pause = subscription.pause_collection;
  const live = !['canceled', 'incomplete_expired'].includes(subscription.status);
  return {
    id: subscription.id,
    // Stripe keeps a paused subscription `active` and says so in pause_collection.
    status: pause && subscription.status === 'active' ? 'paused' : subscription.status,
    createdAt: isoFromSeconds(subscription.created),
    metadata: subscription.metadata,
    amountOre: item?.price?.unit_amount ?? null,
    nextPaymentAt:
      live && item?.current_period_end ? isoFromSeconds(item.current_period_end) : null,
    pausedUntil: pause?.resumes_at ? isoFromSeconds(pause.resumes_at) : null,
  };
}

export function toInvoice(invoice: InvoiceObject): Invoice {
  const details = invoice.parent?.subscription_details;
  return {
    id: invoice.id,
    amountOre: invoice.amount_paid || invoice.amount_due,
    currency: invoice.currency,
    createdAt: isoFromSeconds(invoice.created),
    customer: { name: invoice.customer_name, email: invoice.customer_email },
    renewal: invoice.billing_reason !== 'subscription_create',
    subscription: details
      ? { id: idOf(details.subscription), metadata: details.metadata ?? {} }
      : null,
    paymentId: invoicePaymentIntentId(invoice),
  };
}

export function toCheckout(session: CheckoutSessionObject): Checkout {
  let status: Checkout['status'] = 'open';
  if (session.status === 'complete' && session.payment_status === 'paid') status = 'paid';
  else if (session.status === 'expired') status = 'expired';
  return {
    id: session.id,
    status,
    amountTotalOre: session.amount_total,
    url: session.url,
    paymentId: session.payment_intent ? idOf(session.payment_intent) : null,
    metadata: session.metadata,
  };
}

type Translate = (object: unknown, type: string) => PaymentNews | null;

const read =
  <T, R>(schema: z.ZodType<T>, to: (data: T, type: string) => R) =>
  (object: unknown, type: string) => {
    const parsed = schema.safeParse(object);
    return parsed.success ? to(parsed.data, type) : null;
  };

const payment = read(paymentIntentObject, (intent, type) => ({
  type: 'payment' as const,
  payment: toPayment(intent),
  declined: type === 'payment_intent.payment_failed',
}));
const invoice = read(invoiceObject, (object, type) => ({
  type: 'invoice' as const,
  paid: type === 'invoice.paid',
  invoice: toInvoice(object),
}));
const subscription = read(subscriptionObject, (object) => ({
  type: 'subscription' as const,
  subscription: toSubscription(object),
}));
const CHECKOUT_OUTCOMES: Record<string, 'paid' | 'expired' | 'failed'> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.expired': 'expired',
  'checkout.session.async_payment_failed': 'failed',
};
const checkout = read(checkoutSessionObject, (session, type) => ({
  type: 'checkout' as const,
  outcome: CHECKOUT_OUTCOMES[type] ?? 'failed',
  checkout: toCheckout(session),
}));

// A charge or dispute without a payment intent (a charge made outside the site) is not ours.
const refund = read(chargeObject, (charge) =>
  charge.payment_intent
    ? {
        type: 'refund' as const,
        refund: {
          paymentId: idOf(charge.payment_intent),
          amountOre: charge.amount,
          refundedOre: charge.amount_refunded,
        },
      }
    : null,
);
const dispute = read(disputeObject, (object) =>
  object.payment_intent
    ? {
        type: 'dispute' as const,
        dispute: {
          id: object.id,
          paymentId: idOf(object.payment_intent),
          status: object.status,
          amountOre: object.amount,
        },
      }
    : null,
);

/** The Stripe events the site acts on; any other type is acknowledged and left alone. */
const EVENT_TYPES: Record<string, Translate> = {
  'payment_intent.succeeded': payment,
  'payment_intent.processing': payment,
  'payment_intent.payment_failed': payment,
  'payment_intent.canceled': payment,
  'invoice.paid': invoice,
  'invoice.payment_failed': invoice,
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'checkout.session.completed': checkout,
  'checkout.session.async_payment_succeeded': checkout,
  'checkout.session.expired': checkout,
  'checkout.session.async_payment_failed': checkout,
  'charge.refunded': refund,
  'charge.dispute.created': dispute,
  'charge.dispute.updated': dispute,
  'charge.dispute.closed': dispute,
};

export function toReceivedEvent(event: StripeEvent): ReceivedEvent {
  const received = { id: event.id, providerType: event.type };
  const translate = EVENT_TYPES[event.type];
  if (!translate) return { ...received, event: null, understood: true };
  const translated = translate(event.data.object, event.type);
  if (!translated) return { ...received, event: null, understood: false };
  return {
    ...received,
    event: { id: event.id, at: isoFromSeconds(event.created), ...translated },
    understood: true,
  };
}
