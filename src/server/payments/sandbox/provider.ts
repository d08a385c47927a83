import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type {
  Checkout,
  CreateCheckoutParams,
  CreatedSubscription,
  CreatePaymentParams,
  CreateSubscriptionParams,
  Idempotent,
  Payment,
  PaymentsProvider,
  ReceivedEvent,
} from '../port.ts';
import { verifyStripeSignature } from '../stripe/provider.ts';
import { toCheckout, toPayment, toReceivedEvent, toSubscription } from '../stripe/translate.ts';
import { SandboxCardUpdates } from './card-updates.ts';
import { SandboxCharges } from './charges.ts';
import { SandboxCheckoutSessions } from './checkout.ts';
import { type EventSink, SandboxEvents } from './events.ts';
import { SandboxIntents } from './intents.ts';
import { SandboxRedirects } from './redirects.ts';
import { sandboxRoutes } from './routes.ts';
import { once, type SandboxStore } from './store.ts';
import { SandboxSubscriptions } from './subscriptions.ts';

export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_local_test_mode';

export interface SandboxOptions {
  clock: Clock;
  /** Where its records live: shared by every instance (see store.ts). */
  store: SandboxStore;
  /** How long a Klarna payment left "processing" takes to settle as paid. */
  processingSettleMs?: number;
}

/**
 * The built-in stand-in for Stripe's test mode: the same objects, statuses, test cards and
 * events, kept in the store (the database, or Redis), so that every instance sees the same
 * payments. Its events are signed like Stripe's and posted to the webhook route of the instance
 * that raised them, so one code path records every payment. Its parts: payment intents,
 * subscriptions, redirects (PayPal, Klarna), checkout, card updates.
 */
export class SandboxPayments implements PaymentsProvider {
  readonly kind = 'sandbox';
  readonly publishableKey = SANDBOX_PUBLISHABLE_KEY;

  readonly events: SandboxEvents;
  readonly intents: SandboxIntents;
  readonly subscriptions: SandboxSubscriptions;
  readonly redirects: SandboxRedirects;
  /** Checkout sessions and their hosted page (ticket orders). */
  readonly checkout: SandboxCheckoutSessions;
  /** The card-update page (Stripe's Customer Portal). */
  readonly cardUpdates: SandboxCardUpdates;
  /** The money of paid payments: refunds and disputes. */
  readonly charges: SandboxCharges;
  /** The stand-in Stripe.js calls and pages, and the delivery of events to the webhook. */
  readonly routes: FastifyPluginAsync = (app) => sandboxRoutes(app, { sandbox: this });

  /** Where its records live; the sandbox's Swish keeps its requests there too. */
  readonly store: SandboxStore;

  constructor(options: SandboxOptions) {
    this.store = options.store;
    const now = () => Math.floor(options.clock.now().getTime() / 1000);
    this.events = new SandboxEvents(now);
    const context = {
      now,
      emit: (type: string, object: unknown) => this.events.emit(type, object),
      once: <T>(key: string, create: () => Promise<T>) => once(this.store, key, create),
      store: options.store,
    };
    this.charges = new SandboxCharges(context);
    this.intents = new SandboxIntents(context, {
      ...options,
      onSettled: async (intent, succeeded) => {
        if (succeeded) await this.charges.record(intent.id, intent.amount, intent.currency);
        await this.subscriptions.onIntentSettled(intent, succeeded);
      },
    });
    this.subscriptions = new SandboxSubscriptions(context, this.intents);
    this.redirects = new SandboxRedirects(this.intents);
    this.checkout = new SandboxCheckoutSessions(context, this.charges);
    this.cardUpdates = new SandboxCardUpdates(context, this.intents, this.subscriptions);
  }

  get webhookSecret(): string {
    return this.events.webhookSecret;
  }

  async createPayment(params: CreatePaymentParams, { idempotencyKey }: Idempotent) {
    return once(this.store, idempotencyKey, async () =>
      toPayment(await this.intents.create({ ...params, invoice: null })),
    );
  }

  async retrievePayment(id: string): Promise<Payment | null> {
    const intent = await this.intents.get(id);
    return intent ? toPayment(intent) : null;
  }

  async createMonthlySubscription(
    params: CreateSubscriptionParams,
    { idempotencyKey }: Idempotent,
  ): Promise<CreatedSubscription> {
    return once(this.store, idempotencyKey, async () => {
      const { subscription, invoiceId, intent } = await this.subscriptions.create(params);
      return {
        subscription: toSubscription(subscription),
        invoiceId,
        payment: toPayment(intent),
      };
    });
  }

  async cancelSubscription(id: string): Promise<void> {
    await this.subscriptions.cancel(id);
  }

  async changeSubscriptionAmount(id: string, amountOre: number): Promise<void> {
    await this.subscriptions.changeAmount(id, amountOre);
  }

  async pauseSubscription(id: string, resumesAt: Date): Promise<void> {
    await this.subscriptions.pause(id, Math.floor(resumesAt.getTime() / 1000));
  }

  createCardUpdateSession(subscriptionId: string, returnUrl: string): Promise<{ url: string }> {
    return this.cardUpdates.create(subscriptionId, returnUrl);
  }

  async cancelPayment(id: string): Promise<void> {
    await this.intents.cancel(id);
  }

  async expireCheckout(id: string): Promise<Checkout | null> {
    const session = await this.checkout.expireNow(id);
    return session ? toCheckout(session) : null;
  }

  async createCheckout(params: CreateCheckoutParams, options: Idempotent): Promise<Checkout> {
    return toCheckout(await this.checkout.create(params, options));
  }

  async retrieveCheckout(id: string): Promise<Checkout | null> {
    const session = await this.checkout.retrieve(id);
    return session ? toCheckout(session) : null;
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ReceivedEvent {
    return toReceivedEvent(verifyStripeSignature(rawBody, signatureHeader, this.webhookSecret));
  }

  /** Where events go; events raised before a sink is set wait for it. */
  setEventSink(sink: EventSink | undefined): void {
    this.events.setSink(sink);
  }

  /** Resolves once every event raised so far has been delivered. */
  whenDelivered(): Promise<void> {
    return this.events.whenDelivered();
  }

  async close(): Promise<void> {
    this.intents.close();
    this.checkout.close();
    this.events.setSink(undefined);
    await this.store.close?.();
  }
}
