import { createHash, randomBytes } from 'node:crypto';
import type { PaymentMethodType } from '#shared/donations.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import {
  type CardDetails,
  type CardFieldValues,
  cardOutcome,
  checkCard,
} from '#shared/payments/sandbox-cards.ts';
import type { Clock } from '../../lib/clock.ts';
import { PaymentProviderError } from '../port.ts';
import type { PaymentIntentObject } from '../stripe/wire.ts';
import { newId, type SandboxContext } from './events.ts';
import {
  type BillingDetails,
  type ClientPaymentIntent,
  clientView,
  confirmationResult,
  invalid,
  missingIntent,
  type SandboxIntent,
  type SandboxResult,
  unconfirmable,
  unexpectedState,
} from './results.ts';

/** Stripe's messages for the failures the sandbox plays out. */
export const SANDBOX_MESSAGES = {
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  redirectDeclined: 'The customer declined the payment at the payment provider.',
  klarnaBilling:
    'Klarna needs an e-mail address and a country in billing_details. Please enter your e-mail address.',
} as const;

export interface SandboxPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  billing_details: BillingDetails;
  number: string;
}

export type PaymentFailure = { code: string; decline_code?: string; message: string };

interface IntentsOptions {
  clock: Clock;
  /** How long a payment left "processing" takes to settle as paid. */
  processingSettleMs?: number;
  /** Told when a payment succeeds or fails, after its own event (subscriptions bill with these). */
  onSettled(intent: SandboxIntent, succeeded: boolean): Promise<void>;
}

/**
 * Payment intents and saved cards, and what Stripe.js does with them in the browser: card
 * confirmation with the test cards, and the 3D Secure dialog.
 */
export class SandboxIntents {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly context: SandboxContext,
    private readonly options: IntentsOptions,
  ) {}

  async create(params: {
    amountOre: number;
    currency: string;
    methodType: PaymentMethodType;
    metadata: Record<string, string>;
    invoice: string | null;
  }): Promise<SandboxIntent> {
    const id = newId('pi');
    const intent: SandboxIntent = {
      id,
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: params.amountOre,
      amount_received: 0,
      currency: params.currency,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: this.context.now(),
      metadata: params.metadata,
      payment_method_types: [params.methodType],
      last_payment_error: null,
      next_action: null,
      payment_method: null,
      receipt_email: null,
      invoice: params.invoice,
    };
    await this.emit('payment_intent.created', intent);
    return intent;
  }

  get(id: string): Promise<SandboxIntent | undefined> {
    return this.context.store.get<SandboxIntent>('intent', id);
  }

  paymentMethod(id: string): Promise<SandboxPaymentMethod | undefined> {
    return this.context.store.get<SandboxPaymentMethod>('payment_method', id);
  }

  async bySecret(clientSecret: string): Promise<SandboxIntent | undefined> {
    const intent = await this.get(clientSecret.split('_secret_')[0] ?? '');
    return intent && intent.client_secret === clientSecret ? intent : undefined;
  }

  async retrieveForClient(clientSecret: string): Promise<ClientPaymentIntent | null> {
    const intent = await this.bySecret(clientSecret);
    return intent ? clientView(intent) : null;
  }

  /** stripe.createPaymentMethod; the card field's error in Stripe's English, or in `locale`. */
  async createPaymentMethod(
    values: CardFieldValues,
    billing: BillingDetails,
    locale: Locale = 'en',
  ): Promise<SandboxResult<{ id: string; card: SandboxPaymentMethod['card'] }>> {
    const method = await this.cardMethod(values, billing, locale);
    if (!('id' in method)) return method;
    return { ok: true, value: { id: method.id, card: method.card } };
  }

  /** stripe.confirmCardPayment: with card details, a saved payment method, or the one attached. */
  async confirmCardPayment(
    clientSecret: string,
    payment: { card?: CardFieldValues; paymentMethodId?: string; billing?: BillingDetails },
  ): Promise<SandboxResult<ClientPaymentIntent>> {
    const intent = await this.bySecret(clientSecret);
    if (!intent) return missingIntent();
    const refused = unconfirmable(intent, 'card', 'This payment cannot be paid by card.');
    if (refused) return refused;
    const method = payment.card
      ? await this.cardMethod(payment.card, payment.billing ?? {})
      : await this.paymentMethod(payment.paymentMethodId ?? intent.payment_method ?? '');
    if (!method) {
      return invalid(
        'payment_intent_unexpected_state',
        'This payment has no card to confirm it with.',
      );
    }
    if (!('id' in method)) return method;
    await this.charge(intent, method, { offSession: false });
    return confirmationResult(intent);
  }

  /** The answer to the sandbox's 3D Secure dialog. */
  async authenticate(
    clientSecret: string,
    approve: boolean,
  ): Promise<SandboxResult<ClientPaymentIntent>> {
    const intent = await this.bySecret(clientSecret);
    if (!intent) return missingIntent();
    if (intent.status !== 'requires_action' || intent.next_action?.type !== 'use_stripe_sdk') {
      return unexpectedState(intent);
    }
    intent.next_action = null;
    if (approve) await this.succeed(intent);
    else {
      await this.fail(intent, {
        code: 'payment_intent_authentication_failure',
        message: SANDBOX_MESSAGES.authenticationFailed,
      });
    }
    return confirmationResult(intent);
  }

  /** Plays out the card's outcome on the intent (renewals are off-session: no authentication). */
  async charge(intent: SandboxIntent, method: SandboxPaymentMethod, { offSession = false } = {}) {
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    const outcome = cardOutcome(method.number);
    if (outcome.kind === 'succeed' || (outcome.kind === 'authenticate' && offSession)) {
      await this.succeed(intent);
    } else if (outcome.kind === 'authenticate') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
      await this.emit('payment_intent.requires_action', intent);
    } else {
      await this.fail(intent, {
        code: outcome.code,
        decline_code: outcome.declineCode,
        message: outcome.message,
      });
    }
  }

  async succeed(intent: SandboxIntent) {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    await this.emit('payment_intent.succeeded', intent);
    await this.options.onSettled(intent, true);
  }

  async fail(intent: SandboxIntent, error: PaymentFailure) {
    const method = await this.paymentMethod(intent.payment_method ?? '');
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      ...error,
      ...(method && { payment_method: { card: { fingerprint: fingerprintOf(method.number) } } }),
    };
    await this.emit('payment_intent.payment_failed', intent);
    await this.options.onSettled(intent, false);
  }

  /** Stripe's cancel: an unpaid payment can no longer be confirmed. */
  async cancel(id: string) {
    const intent = await this.get(id);
    if (!intent) throw new PaymentProviderError('No such payment_intent.');
    if (intent.status === 'canceled') return;
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      throw new PaymentProviderError(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    intent.status = 'canceled';
    intent.next_action = null;
    await this.emit('payment_intent.canceled', intent);
  }

  /**
   * Leaves the payment processing; it settles as paid a little later, as Klarna's do (by this
   * instance's timer, from the shared record, so another instance may have answered it first).
   */
  async process(intent: SandboxIntent) {
    intent.status = 'processing';
    await this.emit('payment_intent.processing', intent);
    const settle = async () => {
      const current = await this.get(intent.id);
      if (current?.status === 'processing') await this.succeed(current);
    };
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      settle().catch(() => {
        // Closed meanwhile: the payment stays processing.
      });
    }, this.options.processingSettleMs ?? 30_000);
    timer.unref();
    this.timers.add(timer);
  }

  /** Keeps the intent as it now stands, then says so in an event. */
  async emit(type: string, intent: SandboxIntent) {
    await this.context.store.put('intent', intent.id, intent);
    this.context.emit(type, structuredClone(intent) satisfies PaymentIntentObject);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** A new saved card from the card field's values, or Stripe.js's error for them. */
  private async cardMethod(
    values: CardFieldValues,
    billing: BillingDetails,
    locale: Locale = 'en',
  ): Promise<SandboxPaymentMethod | SandboxResult<never>> {
    const check = checkCard(values, this.options.clock.now());
    if (!check.complete) {
      const code = check.incomplete ? 'incomplete_number' : 'invalid_number';
      return invalid(code, i18nFor(locale)._(check.message), 'card_error');
    }
    return this.savePaymentMethod(check.card, billing);
  }

  private async savePaymentMethod(
    card: CardDetails,
    billing: BillingDetails,
  ): Promise<SandboxPaymentMethod> {
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
    await this.context.store.put('payment_method', method.id, method);
    return method;
  }
}

/** Like Stripe's card fingerprint: the same for every use of one card number, and nothing else. */
function fingerprintOf(number: string): string {
  return createHash('sha256').update(`sandbox-card:${number}`).digest('base64url').slice(0, 16);
}
