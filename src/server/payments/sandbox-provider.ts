import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import {
  type CardDetails,
  type CardFieldValues,
  cardOutcome,
  checkCard,
} from '#shared/payments/sandbox-cards.ts';
import type { Clock } from '../lib/clock.ts';
import {
  type CheckoutSessionObject,
  type CreateCheckoutSessionParams,
  type CreatedSubscription,
  type CreatePaymentIntentParams,
  type CreateSubscriptionParams,
  type InvoiceObject,
  type PaymentIntentObject,
  type PaymentMethodType,
  PaymentProviderError,
  type PaymentsProvider,
  type SubscriptionObject,
} from './port.ts';
import { SandboxCheckoutSessions } from './sandbox-checkout.ts';
import { verifyStripeSignature } from './stripe-provider.ts';

export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_local_test_mode';

/** Stripe's messages for the failures the sandbox plays out. */
export const SANDBOX_MESSAGES = {
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  redirectDeclined: 'The customer declined the payment at the payment provider.',
  klarnaBilling:
    'Klarna needs an e-mail address and a country in billing_details. Please enter your e-mail address.',
} as const;

type NextAction =
  | { type: 'use_stripe_sdk' }
  | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } };

/** A payment intent as the sandbox keeps it: Stripe's fields plus what its flows need. */
interface SandboxIntent extends PaymentIntentObject {
  next_action: NextAction | null;
  payment_method: string | null;
  receipt_email: string | null;
  invoice: string | null;
}

interface SandboxSubscription extends SubscriptionObject {
  customer: string;
  customerDetails: CreateSubscriptionParams['customer'];
  default_payment_method: string;
  amountOre: number;
  currency: string;
}

interface SandboxPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  billing_details: BillingDetails;
  number: string;
}

export interface BillingDetails {
  name?: string | null;
  email?: string | null;
  address?: { country?: string | null } | null;
}

/** What Stripe.js resolves with: a payment intent, or an error (with the intent when it has one). */
export type SandboxResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: {
        type: 'card_error' | 'invalid_request_error';
        code: string;
        decline_code?: string;
        message: string;
        payment_intent?: ClientPaymentIntent;
      };
    };

/** The fields Stripe.js returns to a browser holding the client secret (no metadata). */
export interface ClientPaymentIntent {
  id: string;
  object: 'payment_intent';
  status: PaymentIntentObject['status'];
  amount: number;
  currency: string;
  client_secret: string | null;
  created: number;
  payment_method_types: string[];
  receipt_email: string | null;
  next_action: NextAction | null;
  last_payment_error: PaymentIntentObject['last_payment_error'];
}

export type RedirectOutcome = 'approve' | 'fail' | 'processing';

export type EventSink = (payload: string, signatureHeader: string) => Promise<void>;

export interface SandboxOptions {
  clock: Clock;
  /** How long a Klarna payment left "processing" takes to settle as paid. */
  processingSettleMs?: number;
}

/**
 * The built-in stand-in for Stripe's test mode: the same objects, statuses, test cards and
 * events, kept in memory (a restart forgets unfinished sandbox payments). Its events are signed
 * with its own webhook secret in Stripe's header format and delivered, in order, to the sink
 * (the site's own webhook route), so one code path records every payment.
 */
export class SandboxPayments implements PaymentsProvider {
  readonly kind = 'sandbox';
  readonly publishableKey = SANDBOX_PUBLISHABLE_KEY;
  readonly webhookSecret = `whsec_sandbox_${randomBytes(24).toString('hex')}`;

  private readonly intents = new Map<string, SandboxIntent>();
  private readonly paymentMethods = new Map<string, SandboxPaymentMethod>();
  private readonly subscriptions = new Map<string, SandboxSubscription>();
  private readonly invoices = new Map<string, InvoiceObject & { subscription: string }>();
  private readonly idempotent = new Map<string, unknown>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly queue: string[] = [];
  private sink: EventSink | undefined;
  private delivering: Promise<void> | undefined;

  /** Checkout sessions and their hosted page (ticket orders). */
  readonly checkout = new SandboxCheckoutSessions({
    now: () => this.now(),
    emit: (type, object) => this.emit(type, object),
    once: (idempotencyKey, create) => this.once(idempotencyKey, create),
  });

  constructor(private readonly options: SandboxOptions) {}

  // --- The port -----------------------------------------------------------------------------

  async createPaymentIntent(
    params: CreatePaymentIntentParams,
    { idempotencyKey }: { idempotencyKey: string },
  ): Promise<PaymentIntentObject> {
    return this.once(idempotencyKey, () => {
      const intent = this.newIntent({
        amount: params.amountOre,
        currency: params.currency,
        methodType: params.methodType,
        metadata: params.metadata,
        invoice: null,
      });
      return this.view(intent);
    });
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentObject | null> {
    const intent = this.intents.get(id);
    return intent ? this.view(intent) : null;
  }

  async createMonthlySubscription(
    params: CreateSubscriptionParams,
    { idempotencyKey }: { idempotencyKey: string },
  ): Promise<CreatedSubscription> {
    return this.once(idempotencyKey, () => {
      const method = this.paymentMethods.get(params.paymentMethodId);
      if (!method) {
        throw new PaymentProviderError(`No such PaymentMethod: '${params.paymentMethodId}'`, {
          code: 'resource_missing',
        });
      }
      const subscription: SandboxSubscription = {
        id: newId('sub'),
        object: 'subscription',
        status: 'incomplete',
        created: this.now(),
        metadata: params.metadata,
        customer: newId('cus'),
        customerDetails: params.customer,
        default_payment_method: method.id,
        amountOre: params.amountOre,
        currency: params.currency,
      };
      this.subscriptions.set(subscription.id, subscription);
      const { invoice, intent } = this.bill(subscription);
      this.emit('customer.subscription.created', this.subscriptionView(subscription));
      this.charge(intent, method, { offSession: false });
      return {
        subscription: this.subscriptionView(subscription),
        invoiceId: invoice.id,
        paymentIntent: this.view(intent),
      };
    });
  }

  async cancelSubscription(id: string): Promise<void> {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new PaymentProviderError(`No such subscription: '${id}'`);
    if (subscription.status === 'canceled') return;
    subscription.status = 'canceled';
    this.emit('customer.subscription.deleted', this.subscriptionView(subscription));
  }

  async createCheckoutSession(
    params: CreateCheckoutSessionParams,
    options: { idempotencyKey: string },
  ): Promise<CheckoutSessionObject> {
    return this.checkout.create(params, options);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionObject | null> {
    return this.checkout.retrieve(id);
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined) {
    return verifyStripeSignature(rawBody, signatureHeader, this.webhookSecret);
  }

  // --- What Stripe.js does in the browser (served by the sandbox routes) ---------------------

  retrieveForClient(clientSecret: string): ClientPaymentIntent | null {
    const intent = this.bySecret(clientSecret);
    return intent ? clientView(intent) : null;
  }

  createPaymentMethod(
    values: CardFieldValues,
    billing: BillingDetails,
  ): SandboxResult<{ id: string; card: SandboxPaymentMethod['card'] }> {
    const check = checkCard(values, this.options.clock.now());
    if (!check.complete)
      return invalid(
        check.incomplete ? 'incomplete_number' : 'invalid_number',
        check.message,
        'card_error',
      );
    const method = this.savePaymentMethod(check.card, billing);
    return { ok: true, value: { id: method.id, card: method.card } };
  }

  /** stripe.confirmCardPayment: with card details, a saved payment method, or the one attached. */
  confirmCardPayment(
    clientSecret: string,
    payment: { card?: CardFieldValues; paymentMethodId?: string; billing?: BillingDetails },
  ): SandboxResult<ClientPaymentIntent> {
    const intent = this.bySecret(clientSecret);
    if (!intent) return missingIntent();
    if (!intent.payment_method_types.includes('card')) {
      return invalid(
        'payment_intent_incompatible_payment_method',
        'This payment cannot be paid by card.',
      );
    }
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      return unexpectedState(intent);
    }
    let method: SandboxPaymentMethod | undefined;
    if (payment.card) {
      const check = checkCard(payment.card, this.options.clock.now());
      if (!check.complete)
        return invalid(
          check.incomplete ? 'incomplete_number' : 'invalid_number',
          check.message,
          'card_error',
        );
      method = this.savePaymentMethod(check.card, payment.billing ?? {});
    } else {
      method = this.paymentMethods.get(payment.paymentMethodId ?? intent.payment_method ?? '');
    }
    if (!method) {
      return invalid(
        'payment_intent_unexpected_state',
        'This payment has no card to confirm it with.',
      );
    }
    this.charge(intent, method, { offSession: false });
    return this.result(intent);
  }

  /** The answer to the sandbox's 3D Secure dialog. */
  authenticate(clientSecret: string, approve: boolean): SandboxResult<ClientPaymentIntent> {
    const intent = this.bySecret(clientSecret);
    if (!intent) return missingIntent();
    if (intent.status !== 'requires_action' || intent.next_action?.type !== 'use_stripe_sdk') {
      return unexpectedState(intent);
    }
    intent.next_action = null;
    if (approve) this.succeed(intent);
    else {
      this.fail(intent, {
        code: 'payment_intent_authentication_failure',
        message: SANDBOX_MESSAGES.authenticationFailed,
      });
    }
    return this.result(intent);
  }

  /** stripe.confirmPayPalPayment / confirmKlarnaPayment: sends the visitor to the stand-in page. */
  startRedirect(
    clientSecret: string,
    method: 'paypal' | 'klarna',
    returnUrl: string,
    billing: BillingDetails,
  ): SandboxResult<{ url: string }> {
    const intent = this.bySecret(clientSecret);
    if (!intent) return missingIntent();
    if (!intent.payment_method_types.includes(method)) {
      return invalid(
        'payment_intent_incompatible_payment_method',
        `This payment cannot be paid with ${method}.`,
      );
    }
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      return unexpectedState(intent);
    }
    if (method === 'klarna' && (!billing.email || !billing.address?.country)) {
      return invalid('parameter_missing', SANDBOX_MESSAGES.klarnaBilling);
    }
    if (billing.email) intent.receipt_email = billing.email;
    const query = new URLSearchParams({ payment_intent_client_secret: clientSecret });
    const url = `/sandbox/${method}?${query}`;
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url, return_url: returnUrl },
    };
    this.emit('payment_intent.requires_action', this.view(intent));
    return { ok: true, value: { url } };
  }

  /** The intent a stand-in page is about, while it waits for the visitor's answer. */
  pendingRedirect(clientSecret: string, method: 'paypal' | 'klarna'): ClientPaymentIntent | null {
    const intent = this.bySecret(clientSecret);
    if (
      !intent?.payment_method_types.includes(method) ||
      intent.status !== 'requires_action' ||
      intent.next_action?.type !== 'redirect_to_url'
    ) {
      return null;
    }
    return clientView(intent);
  }

  /** The visitor's answer on a stand-in page; resolves to where the browser goes back to. */
  completeRedirect(clientSecret: string, outcome: RedirectOutcome): string | null {
    const intent = this.bySecret(clientSecret);
    const action = intent?.next_action;
    if (intent?.status !== 'requires_action' || action?.type !== 'redirect_to_url') {
      return null;
    }
    if (outcome === 'processing' && !intent.payment_method_types.includes('klarna')) return null;
    intent.next_action = null;
    let redirectStatus = 'succeeded';
    if (outcome === 'approve') this.succeed(intent);
    else if (outcome === 'fail') {
      this.fail(intent, {
        code: 'payment_method_provider_decline',
        message: SANDBOX_MESSAGES.redirectDeclined,
      });
      redirectStatus = 'failed';
    } else {
      intent.status = 'processing';
      this.emit('payment_intent.processing', this.view(intent));
      this.settleLater(intent.id);
      redirectStatus = 'processing';
    }
    const back = new URL(action.redirect_to_url.return_url);
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set('payment_intent_client_secret', clientSecret);
    back.searchParams.set('redirect_status', redirectStatus);
    return back.toString();
  }

  /** Like advancing a Stripe test clock by a month: bills the next invoice with the saved card. */
  renewSubscription(id: string): { invoiceId: string; status: PaymentIntentObject['status'] } {
    const subscription = this.subscriptions.get(id);
    if (!subscription || !['active', 'past_due'].includes(subscription.status)) {
      throw new PaymentProviderError(`No active subscription: '${id}'`, {
        code: 'resource_missing',
      });
    }
    const method = this.paymentMethods.get(subscription.default_payment_method);
    if (!method) throw new PaymentProviderError('The subscription has no saved card.');
    const { invoice, intent } = this.bill(subscription);
    this.charge(intent, method, { offSession: true });
    return { invoiceId: invoice.id, status: intent.status };
  }

  // --- Event delivery -----------------------------------------------------------------------

  /** Where events go; events raised before a sink is set wait for it. */
  setEventSink(sink: EventSink | undefined): void {
    this.sink = sink;
    this.drain();
  }

  /** Resolves once every event raised so far has been delivered. */
  async whenDelivered(): Promise<void> {
    while (this.delivering) await this.delivering;
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.checkout.close();
    this.sink = undefined;
  }

  // --- Internals ----------------------------------------------------------------------------

  private now(): number {
    return Math.floor(this.options.clock.now().getTime() / 1000);
  }

  private once<T>(idempotencyKey: string, create: () => T): T {
    if (this.idempotent.has(idempotencyKey))
      return structuredClone(this.idempotent.get(idempotencyKey) as T);
    const value = create();
    this.idempotent.set(idempotencyKey, structuredClone(value));
    return value;
  }

  private newIntent(params: {
    amount: number;
    currency: string;
    methodType: PaymentMethodType;
    metadata: Record<string, string>;
    invoice: string | null;
  }): SandboxIntent {
    const id = newId('pi');
    const intent: SandboxIntent = {
      id,
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: params.amount,
      amount_received: 0,
      currency: params.currency,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: this.now(),
      metadata: params.metadata,
      payment_method_types: [params.methodType],
      last_payment_error: null,
      next_action: null,
      payment_method: null,
      receipt_email: null,
      invoice: params.invoice,
    };
    this.intents.set(id, intent);
    this.emit('payment_intent.created', this.view(intent));
    return intent;
  }

  private bySecret(clientSecret: string): SandboxIntent | undefined {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const intent = this.intents.get(id);
    return intent && intent.client_secret === clientSecret ? intent : undefined;
  }

  private savePaymentMethod(card: CardDetails, billing: BillingDetails): SandboxPaymentMethod {
    const method: SandboxPaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: card.number.startsWith('4') ? 'visa' : 'mastercard',
        last4: card.number.slice(-4),
        exp_month: card.expMonth,
        exp_year: card.expYear,
      },
      billing_details: billing,
      number: card.number,
    };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  /** A new open invoice for the subscription, with the payment intent that will pay it. */
  private bill(subscription: SandboxSubscription) {
    const invoice: InvoiceObject & { subscription: string } = {
      id: newId('in'),
      object: 'invoice',
      status: 'open',
      amount_paid: 0,
      amount_due: subscription.amountOre,
      currency: subscription.currency,
      created: this.now(),
      customer_email: subscription.customerDetails.email,
      customer_name: subscription.customerDetails.name,
      parent: {
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      subscription: subscription.id,
    };
    const intent = this.newIntent({
      amount: subscription.amountOre,
      currency: subscription.currency,
      methodType: 'card',
      metadata: {},
      invoice: invoice.id,
    });
    invoice.payments = { data: [{ payment: { payment_intent: intent.id } }] };
    this.invoices.set(invoice.id, invoice);
    return { invoice, intent };
  }

  /** Plays out the card's outcome on the intent (renewals are off-session: no authentication). */
  private charge(
    intent: SandboxIntent,
    method: SandboxPaymentMethod,
    { offSession }: { offSession: boolean },
  ) {
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    const outcome = cardOutcome(method.number);
    if (outcome.kind === 'succeed' || (outcome.kind === 'authenticate' && offSession)) {
      this.succeed(intent);
    } else if (outcome.kind === 'authenticate') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
      this.emit('payment_intent.requires_action', this.view(intent));
    } else {
      this.fail(intent, {
        code: outcome.code,
        decline_code: outcome.declineCode,
        message: outcome.message,
      });
    }
  }

  private succeed(intent: SandboxIntent) {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    this.emit('payment_intent.succeeded', this.view(intent));
    const invoice = intent.invoice ? this.invoices.get(intent.invoice) : undefined;
    if (!invoice) return;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    this.emit('invoice.paid', invoiceView(invoice));
    const subscription = this.subscriptions.get(invoice.subscription);
    if (subscription && subscription.status !== 'active') {
      subscription.status = 'active';
      this.emit('customer.subscription.updated', this.subscriptionView(subscription));
    }
  }

  private fail(
    intent: SandboxIntent,
    error: { code: string; decline_code?: string; message: string },
  ) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    this.emit('payment_intent.payment_failed', this.view(intent));
    const invoice = intent.invoice ? this.invoices.get(intent.invoice) : undefined;
    if (!invoice) return;
    this.emit('invoice.payment_failed', invoiceView(invoice));
    const subscription = this.subscriptions.get(invoice.subscription);
    if (subscription?.status === 'active') {
      subscription.status = 'past_due';
      this.emit('customer.subscription.updated', this.subscriptionView(subscription));
    }
  }

  private settleLater(id: string) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const intent = this.intents.get(id);
      if (intent?.status === 'processing') this.succeed(intent);
    }, this.options.processingSettleMs ?? 30_000);
    timer.unref();
    this.timers.add(timer);
  }

  private result(intent: SandboxIntent): SandboxResult<ClientPaymentIntent> {
    const error = intent.last_payment_error;
    if (intent.status === 'requires_payment_method' && error) {
      return {
        ok: false,
        error: {
          type: 'card_error',
          code: error.code ?? 'card_declined',
          ...('decline_code' in error && typeof error.decline_code === 'string'
            ? { decline_code: error.decline_code }
            : {}),
          message: error.message ?? 'Your card was declined.',
          payment_intent: clientView(intent),
        },
      };
    }
    return { ok: true, value: clientView(intent) };
  }

  private view(intent: SandboxIntent): PaymentIntentObject {
    return structuredClone(intent);
  }

  private subscriptionView(subscription: SandboxSubscription): SubscriptionObject {
    const { id, object, status, created, metadata } = subscription;
    return structuredClone({
      id,
      object,
      status,
      created,
      metadata,
      customer: subscription.customer,
    });
  }

  private emit(type: string, object: unknown) {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now(),
      livemode: false,
      type,
      data: { object },
    });
    this.queue.push(payload);
    this.drain();
  }

  private drain() {
    if (this.delivering || !this.sink || this.queue.length === 0) return;
    this.delivering = (async () => {
      while (this.sink && this.queue.length > 0) {
        const payload = this.queue.shift() as string;
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: this.webhookSecret,
        });
        await this.sink(payload, signature);
      }
    })().finally(() => {
      this.delivering = undefined;
      this.drain();
    });
  }
}

function newId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

function clientView(intent: SandboxIntent): ClientPaymentIntent {
  return structuredClone({
    id: intent.id,
    object: intent.object,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    client_secret: intent.client_secret,
    created: intent.created,
    payment_method_types: intent.payment_method_types,
    receipt_email: intent.receipt_email,
    next_action: intent.next_action,
    last_payment_error: intent.last_payment_error,
  });
}

function invoiceView(invoice: InvoiceObject & { subscription: string }): InvoiceObject {
  const { subscription: _subscription, ...view } = invoice;
  return structuredClone(view);
}

function invalid(
  code: string,
  message: string,
  type: 'card_error' | 'invalid_request_error' = 'invalid_request_error',
): SandboxResult<never> {
  return { ok: false, error: { type, code, message } };
}

function missingIntent(): SandboxResult<never> {
  return invalid('resource_missing', 'No such payment_intent.');
}

function unexpectedState(intent: SandboxIntent): SandboxResult<never> {
  return {
    ok: false,
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      payment_intent: clientView(intent),
    },
  };
}
