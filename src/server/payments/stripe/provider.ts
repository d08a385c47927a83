import Stripe from 'stripe';
import {
  type CreateCheckoutParams,
  type CreatedSubscription,
  type CreateSubscriptionParams,
  PaymentProviderError,
  type PaymentsProvider,
  WebhookSignatureError,
} from '../port.ts';
import { toCheckout, toPayment, toReceivedEvent, toSubscription } from './translate.ts';
import {
  checkoutSessionObject,
  idOf,
  invoiceObject,
  invoicePaymentIntentId,
  paymentIntentObject,
  type StripeEvent,
  subscriptionObject,
} from './wire.ts';

/** Monthly gifts bill this product; a fixed id, so every subscription shares one product. */
export const MONTHLY_DONATION_PRODUCT_ID = 'monthly_donation';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the API lives; tests point it at a local stand-in. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** The payments port over the official SDK. Every call that creates something carries an idempotency key. */
export function createStripeProvider(options: StripeProviderOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'charity-site' },
    ...options.api,
  });
  let productReady: Promise<void> | undefined;

  const retrievePayment = (id: string) =>
    orNull(async () =>
      toPayment(paymentIntentObject.parse(await stripe.paymentIntents.retrieve(id))),
    );
  const retrieveCheckout = (id: string) =>
    orNull(async () =>
      toCheckout(checkoutSessionObject.parse(await stripe.checkout.sessions.retrieve(id))),
    );

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    async createPayment(params, { idempotencyKey }) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: params.amountOre,
            currency: params.currency,
            allowed_payment_method_types: [params.methodType],
            description: params.description,
            metadata: params.metadata,
          },
          { idempotencyKey },
        ),
      );
      return toPayment(paymentIntentObject.parse(intent));
    },

    retrievePayment,

    async createMonthlySubscription(params, { idempotencyKey }): Promise<CreatedSubscription> {
      productReady ??= ensureProduct(stripe, params.productName).catch((error: unknown) => {
        productReady = undefined;
        throw translate(error);
      });
      await productReady;
      const subscription = await subscribe(stripe, params, idempotencyKey);
      const invoice =
        subscription.latest_invoice && typeof subscription.latest_invoice === 'object'
          ? invoiceObject.parse(subscription.latest_invoice)
          : null;
      const intentId = invoice ? invoicePaymentIntentId(invoice) : null;
      return {
        subscription: toSubscription(subscriptionObject.parse(subscription)),
        invoiceId: invoice?.id ?? null,
        payment: intentId ? await retrievePayment(intentId) : null,
      };
    },

    async cancelSubscription(id) {
      await call(() => stripe.subscriptions.cancel(id));
    },

    ...subscriptionChanges(stripe),

    async cancelPayment(id) {
      await call(() => stripe.paymentIntents.cancel(id));
    },

    async createCheckout(params, { idempotencyKey }) {
      const session = await call(() =>
        stripe.checkout.sessions.create(checkoutSessionParams(params), { idempotencyKey }),
      );
      return toCheckout(checkoutSessionObject.parse(session));
    },

    retrieveCheckout,

    async expireCheckout(id) {
      try {
        return toCheckout(checkoutSessionObject.parse(await stripe.checkout.sessions.expire(id)));
      } catch (error) {
        if (isMissing(error)) return null;
        // Only an open session can be expired: this one was paid or expired meanwhile.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return retrieveCheckout(id);
        throw translate(error);
      }
    },

    verifyWebhook(rawBody, signatureHeader) {
      return toReceivedEvent(
        verifyStripeSignature(rawBody, signatureHeader, options.webhookSecret),
      );
    },
  };
}

/** What a donor may change of a monthly gift; each change reaches the site as Stripe's event. */
function subscriptionChanges(
  stripe: Stripe,
): Pick<
  PaymentsProvider,
  'changeSubscriptionAmount' | 'pauseSubscription' | 'createCardUpdateSession'
> {
  const retrieve = async (id: string) =>
    subscriptionObject.parse(await call(() => stripe.subscriptions.retrieve(id)));
  return {
    async changeSubscriptionAmount(id, amountOre) {
      const subscription = await retrieve(id);
      const item = subscription.items?.data[0];
      if (!item) throw new PaymentProviderError(`The subscription ${id} has no item.`);
      await call(() =>
        stripe.subscriptions.update(id, {
          items: [
            {
              id: item.id,
              price_data: {
                currency: 'sek',
                product: MONTHLY_DONATION_PRODUCT_ID,
                unit_amount: amountOre,
                recurring: { interval: 'month' },
              },
            },
          ],
          // The new amount starts with the next month; this month is paid as it was.
          proration_behavior: 'none',
          metadata: { amount_ore: String(amountOre) },
        }),
      );
    },

    async pauseSubscription(id, resumesAt) {
      await call(() =>
        stripe.subscriptions.update(id, {
          pause_collection: {
            behavior: 'void',
            resumes_at: Math.floor(resumesAt.getTime() / 1000),
          },
        }),
      );
    },

    async createCardUpdateSession(subscriptionId, returnUrl) {
      const subscription = await retrieve(subscriptionId);
      if (!subscription.customer) {
        throw new PaymentProviderError(`The subscription ${subscriptionId} has no customer.`);
      }
      const customer = idOf(subscription.customer);
      // The Customer Portal, opened on this customer only and straight at the card.
      const session = await call(() =>
        stripe.billingPortal.sessions.create({
          customer,
          return_url: returnUrl,
          flow_data: {
            type: 'payment_method_update',
            after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
          },
        }),
      );
      return { url: session.url };
    },
  };
}

async function ensureProduct(stripe: Stripe, name: string): Promise<void> {
  try {
    await stripe.products.retrieve(MONTHLY_DONATION_PRODUCT_ID);
  } catch (error) {
    if (!isMissing(error)) throw error;
    await stripe.products.create(
      { id: MONTHLY_DONATION_PRODUCT_ID, name },
      { idempotencyKey: `product:${MONTHLY_DONATION_PRODUCT_ID}` },
    );
  }
}

/** The customer with the card, then the monthly subscription with its first invoice's payments. */
async function subscribe(
  stripe: Stripe,
  params: CreateSubscriptionParams,
  idempotencyKey: string,
): Promise<Stripe.Subscription> {
  const customer = await call(() =>
    stripe.customers.create(
      {
        name: params.customer.name ?? undefined,
        email: params.customer.email ?? undefined,
        payment_method: params.paymentMethodId,
        invoice_settings: { default_payment_method: params.paymentMethodId },
        metadata: params.metadata,
      },
      { idempotencyKey: `${idempotencyKey}:customer` },
    ),
  );
  return call(() =>
    stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [
          {
            price_data: {
              currency: params.currency,
              product: MONTHLY_DONATION_PRODUCT_ID,
              unit_amount: params.amountOre,
              recurring: { interval: params.interval },
            },
          },
        ],
        default_payment_method: params.paymentMethodId,
        payment_behavior: 'allow_incomplete',
        payment_settings: {
          payment_method_types: ['card'],
          save_default_payment_method: 'on_subscription',
        },
        metadata: params.metadata,
        expand: ['latest_invoice.payments'],
      },
      { idempotencyKey: `${idempotencyKey}:subscription` },
    ),
  );
}

function checkoutSessionParams(params: CreateCheckoutParams): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: params.lineItems.map((item) => ({
      quantity: item.quantity,
      price_data: {
        currency: params.currency,
        unit_amount: item.unitAmountOre,
        product_data: { name: item.name },
      },
    })),
    customer_email: params.customerEmail,
    success_url: params.successUrl,
    cancel_url: params.cancelUrl,
    expires_at: Math.floor(params.expiresAt.getTime() / 1000),
    client_reference_id: params.clientReferenceId,
    metadata: params.metadata,
    payment_intent_data: { metadata: params.metadata },
    ...(params.locale ? { locale: params.locale } : {}),
  };
}

/** Stripe's own check (HMAC-SHA256 over timestamp and body, five minutes' tolerance). */
export function verifyStripeSignature(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
): StripeEvent {
  if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header.');
  try {
    const event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
    return { id: event.id, type: event.type, created: event.created, data: event.data };
  } catch (error) {
    throw new WebhookSignatureError(
      error instanceof Error ? error.message : 'Invalid webhook signature.',
    );
  }
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translate(error);
  }
}

/** A retrieval: what Stripe does not know is null. */
async function orNull<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (isMissing(error)) return null;
    throw translate(error);
  }
}

function translate(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  return new PaymentProviderError(error.message, {
    declined: error.type === 'StripeCardError',
    unavailable: ['StripeAPIError', 'StripeConnectionError', 'StripeRateLimitError'].includes(
      error.type,
    ),
    code: error.decline_code ?? error.code,
  });
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}
