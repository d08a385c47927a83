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

/**
 * Monthly subscriptions as Stripe Billing plays them: each month an invoice, paid by a payment
 * intent charged to the saved card; the subscription turns active when one is paid and past
 * due when one fails.
 */
export class SandboxSubscriptions {
  private readonly subscriptions = new Map<string, SandboxSubscription>();
  private readonly invoices = new Map<string, SandboxInvoice>();

  constructor(
    private readonly context: SandboxContext,
    private readonly intents: SandboxIntents,
  ) {}

  create(params: CreateSubscriptionParams) {
    const method = this.intents.paymentMethod(params.paymentMethodId);
    if (!method) {
      throw new PaymentProviderError(`No such PaymentMethod: '${params.paymentMethodId}'`, {
        code: 'resource_missing',
      });
    }
    const subscription: SandboxSubscription = {
      id: newId('sub'),
      object: 'subscription',
      status: 'incomplete',
      created: this.context.now(),
      metadata: params.metadata,
      customer: newId('cus'),
      customerDetails: params.customer,
      default_payment_method: method.id,
      amountOre: params.amountOre,
      currency: params.currency,
    };
    this.subscriptions.set(subscription.id, subscription);
    const { invoice, intent } = this.bill(subscription);
    this.context.emit('customer.subscription.created', view(subscription));
    this.intents.charge(intent, method);
    return { subscription: view(subscription), invoiceId: invoice.id, intent };
  }

  cancel(id: string): void {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new PaymentProviderError(`No such subscription: '${id}'`);
    if (subscription.status === 'canceled') return;
    subscription.status = 'canceled';
    this.context.emit('customer.subscription.deleted', view(subscription));
  }

  /** Like advancing a Stripe test clock by a month: bills the next invoice with the saved card. */
  renewSubscription(id: string): { invoiceId: string; status: PaymentIntentObject['status'] } {
    const subscription = this.subscriptions.get(id);
    if (!subscription || !['active', 'past_due'].includes(subscription.status)) {
      throw new PaymentProviderError(`No active subscription: '${id}'`, {
        code: 'resource_missing',
      });
    }
    const method = this.intents.paymentMethod(subscription.default_payment_method);
    if (!method) throw new PaymentProviderError('The subscription has no saved card.');
    const { invoice, intent } = this.bill(subscription);
    this.intents.charge(intent, method, { offSession: true });
    return { invoiceId: invoice.id, status: intent.status };
  }

  /** A payment settled: when it paid an invoice, the invoice and its subscription follow. */
  onIntentSettled(intent: SandboxIntent, succeeded: boolean) {
    const invoice = intent.invoice ? this.invoices.get(intent.invoice) : undefined;
    if (!invoice) return;
    const subscription = this.subscriptions.get(invoice.subscription);
    if (succeeded) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      this.context.emit('invoice.paid', invoiceView(invoice));
      if (subscription && subscription.status !== 'active') this.move(subscription, 'active');
    } else {
      this.context.emit('invoice.payment_failed', invoiceView(invoice));
      if (subscription?.status === 'active') this.move(subscription, 'past_due');
    }
  }

  private move(subscription: SandboxSubscription, status: string) {
    subscription.status = status;
    this.context.emit('customer.subscription.updated', view(subscription));
  }

  /** A new open invoice for the subscription, with the payment intent that will pay it. */
  private bill(subscription: SandboxSubscription) {
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
      parent: {
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      subscription: subscription.id,
    };
    const intent = this.intents.create({
      amountOre: subscription.amountOre,
      currency: subscription.currency,
      methodType: 'card',
      metadata: {},
      invoice: invoice.id,
    });
    invoice.payments = { data: [{ payment: { payment_intent: intent.id } }] };
    this.invoices.set(invoice.id, invoice);
    return { invoice, intent };
  }
}

function view(subscription: SandboxSubscription): SubscriptionObject {
  const { id, object, status, created, metadata, customer } = subscription;
  return structuredClone({ id, object, status, created, metadata, customer });
}

function invoiceView(invoice: SandboxInvoice): InvoiceObject {
  const { subscription: _subscription, ...object } = invoice;
  return structuredClone(object);
}
