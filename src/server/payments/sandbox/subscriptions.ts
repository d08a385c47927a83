import { type CreateSubscriptionParams, PaymentProviderError } from '../port.ts';
import type { InvoiceObject, PaymentIntentObject, SubscriptionObject } from '../stripe/wire.ts';
import { newId, type SandboxContext } from './events.ts';
import type { SandboxIntents } from './intents.ts';
import type { SandboxIntent } from './results.ts';

interface SandboxSubscription extends SubscriptionObject {
  customer: string;
  customerDetails: CreateSubscriptionParams['customer'];
  default_payment_method: string;
  amountOre: number;
  currency: string;
}

type SandboxInvoice = InvoiceObject & { subscription: string };

const RENEWAL_DECLINE = {
  code: 'card_declined',
  decline_code: 'expired_card',
  message: 'Your card has expired.',
};

/**
 * Monthly subscriptions as Stripe Billing plays them: each month an invoice, paid by a payment
 * intent charged to the saved card; the subscription turns active when one is paid and past
 * due when one fails.
 */
export class SandboxSubscriptions {
  constructor(
    private readonly context: SandboxContext,
    private readonly intents: SandboxIntents,
  ) {}

  async create(params: CreateSubscriptionParams) {
    const method = await this.intents.paymentMethod(params.paymentMethodId);
    if (!method) {
      throw new PaymentProviderError(`No such PaymentMethod: '${params.paymentMethodId}'`, {
        code: 'resource_missing',
      });
    }
    const created = this.context.now();
    const subscription: SandboxSubscription = {
      id: newId('sub'),
      object: 'subscription',
      status: 'incomplete',
      created,
      metadata: params.metadata,
      items: {
        data: [
          {
            id: newId('si'),
            current_period_end: monthAfter(created),
            price: { unit_amount: params.amountOre },
          },
        ],
      },
      pause_collection: null,
      customer: newId('cus'),
      customerDetails: params.customer,
      default_payment_method: method.id,
      amountOre: params.amountOre,
      currency: params.currency,
    };
    await this.save(subscription);
    const { invoice, intent } = await this.bill(subscription, 'subscription_create');
    this.context.emit('customer.subscription.created', view(subscription));
    await this.intents.charge(intent, method);
    // The charge may have moved the subscription on (active once its first invoice is paid).
    const charged = (await this.get(subscription.id)) ?? subscription;
    return { subscription: view(charged), invoiceId: invoice.id, intent };
  }

  async cancel(id: string): Promise<void> {
    const subscription = await this.get(id);
    if (!subscription) throw new PaymentProviderError(`No such subscription: '${id}'`);
    if (subscription.status === 'canceled') return;
    subscription.status = 'canceled';
    await this.save(subscription);
    this.context.emit('customer.subscription.deleted', view(subscription));
  }

  /** Bills `amountOre` from the next month on, as Stripe does with proration_behavior 'none'. */
  async changeAmount(id: string, amountOre: number): Promise<void> {
    const subscription = await this.live(id);
    subscription.amountOre = amountOre;
    subscription.metadata = { ...subscription.metadata, amount_ore: String(amountOre) };
    for (const item of subscription.items?.data ?? []) item.price = { unit_amount: amountOre };
    await this.changed(subscription);
  }

  /** Stripe's pause_collection with behavior 'void': the months until `resumesAt` are skipped. */
  async pause(id: string, resumesAt: number): Promise<void> {
    const subscription = await this.live(id);
    subscription.pause_collection = { behavior: 'void', resumes_at: resumesAt };
    await this.changed(subscription);
  }

  /** The saved card that bills the subscription from now on (the card-update page). */
  async replaceCard(id: string, paymentMethodId: string): Promise<void> {
    const subscription = await this.live(id);
    subscription.default_payment_method = paymentMethodId;
    await this.changed(subscription);
  }

  /**
   * Like advancing a Stripe test clock by a month: bills the next invoice with the saved card.
   * A paused subscription skips the month, or resumes first when its pause has ended.
   * `declined` plays the bank refusing it this month (an expired or empty card).
   */
  async renewSubscription(
    id: string,
    outcome: 'paid' | 'declined' = 'paid',
  ): Promise<{ invoiceId: string | null; status: PaymentIntentObject['status'] | 'paused' }> {
    const subscription = await this.get(id);
    if (!subscription || !['active', 'past_due'].includes(subscription.status)) {
      throw new PaymentProviderError(`No active subscription: '${id}'`, {
        code: 'resource_missing',
      });
    }
    const item = subscription.items?.data[0];
    if (item) item.current_period_end = monthAfter(item.current_period_end ?? this.context.now());
    const resumesAt = subscription.pause_collection?.resumes_at;
    if (subscription.pause_collection && (!resumesAt || resumesAt > this.context.now())) {
      await this.changed(subscription);
      return { invoiceId: null, status: 'paused' };
    }
    subscription.pause_collection = null;
    await this.changed(subscription);
    const method = await this.intents.paymentMethod(subscription.default_payment_method);
    if (!method) throw new PaymentProviderError('The subscription has no saved card.');
    const { invoice, intent } = await this.bill(subscription, 'subscription_cycle');
    if (outcome === 'declined') {
      intent.payment_method = method.id;
      await this.intents.fail(intent, RENEWAL_DECLINE);
    } else {
      await this.intents.charge(intent, method, { offSession: true });
    }
    return { invoiceId: invoice.id, status: intent.status };
  }

  /** A payment settled: when it paid an invoice, the invoice and its subscription follow. */
  async onIntentSettled(intent: SandboxIntent, succeeded: boolean) {
    const { store } = this.context;
    const invoice = intent.invoice
      ? await store.get<SandboxInvoice>('invoice', intent.invoice)
      : undefined;
    if (!invoice) return;
    const subscription = await this.get(invoice.subscription);
    if (succeeded) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      await store.put('invoice', invoice.id, invoice);
      this.context.emit('invoice.paid', invoiceView(invoice));
      if (subscription && subscription.status !== 'active') await this.move(subscription, 'active');
    } else {
      this.context.emit('invoice.payment_failed', invoiceView(invoice));
      if (subscription?.status === 'active') await this.move(subscription, 'past_due');
    }
  }

  /** A subscription that can still change: not cancelled. */
  async live(id: string): Promise<SandboxSubscription> {
    const subscription = await this.get(id);
    if (!subscription || subscription.status === 'canceled') {
      throw new PaymentProviderError(`No such subscription: '${id}'`, {
        code: 'resource_missing',
      });
    }
    return subscription;
  }

  private async changed(subscription: SandboxSubscription) {
    await this.save(subscription);
    this.context.emit('customer.subscription.updated', view(subscription));
  }

  private get(id: string) {
    return this.context.store.get<SandboxSubscription>('subscription', id);
  }

  private save(subscription: SandboxSubscription) {
    return this.context.store.put('subscription', subscription.id, subscription);
  }

  private async move(subscription: SandboxSubscription, status: string) {
    subscription.status = status;
    await this.changed(subscription);
  }

  /** A new open invoice for the subscription, with the payment intent that will pay it. */
  private async bill(
    subscription: SandboxSubscription,
    reason: 'subscription_create' | 'subscription_cycle',
  ) {
    const invoice: SandboxInvoice = {
      id: newId('in'),
      object: 'invoice',
      status: 'open',
      amount_paid: 0,
      amount_due: subscription.amountOre,
      currency: subscription.currency,
      created: this.context.now(),
      customer_email: subscription.customerDetails.email,
      customer_name: subscription.customerDetails.name,
      billing_reason: reason,
      parent: {
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      subscription: subscription.id,
    };
    const intent = await this.intents.create({
      amountOre: subscription.amountOre,
      currency: subscription.currency,
      methodType: 'card',
      metadata: {},
      invoice: invoice.id,
    });
    invoice.payments = { data: [{ payment: { payment_intent: intent.id } }] };
    await this.context.store.put('invoice', invoice.id, invoice);
    return { invoice, intent };
  }
}

function view(subscription: SandboxSubscription): SubscriptionObject {
  const { id, object, status, created, metadata, customer, items, pause_collection } = subscription;
  return structuredClone({
    id,
    object,
    status,
    created,
    metadata,
    customer,
    items,
    pause_collection,
  });
}

/** The same day and time a calendar month later (seconds since the epoch). */
function monthAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

function invoiceView(invoice: SandboxInvoice): InvoiceObject {
  const { subscription: _subscription, ...object } = invoice;
  return structuredClone(object);
}
