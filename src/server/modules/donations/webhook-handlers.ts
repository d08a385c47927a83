import { invoiceObject, paymentIntentObject, subscriptionObject } from '../../payments/port.ts';
import type { WebhookDispatcher } from '../../payments/webhook-dispatcher.ts';
import type { DonationService } from './service.ts';

/** The payment events that move a gift; anything about other payments is left to its domain. */
export function registerDonationEventHandlers(
  events: WebhookDispatcher,
  donations: DonationService,
) {
  events.on(
    [
      'payment_intent.succeeded',
      'payment_intent.processing',
      'payment_intent.payment_failed',
      'payment_intent.canceled',
    ],
    async (event, log) => {
      const intent = paymentIntentObject.safeParse(event.data.object);
      if (!intent.success) return log.warn({ eventId: event.id }, 'payment event not understood');
      await donations.onPaymentIntentEvent(event, intent.data, log);
    },
  );

  events.on(['invoice.paid', 'invoice.payment_failed'], async (event, log) => {
    const invoice = invoiceObject.safeParse(event.data.object);
    if (!invoice.success) return log.warn({ eventId: event.id }, 'invoice event not understood');
    await donations.onInvoiceEvent(event, invoice.data, event.type === 'invoice.paid', log);
  });

  events.on(
    [
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ],
    async (event, log) => {
      const subscription = subscriptionObject.safeParse(event.data.object);
      if (!subscription.success) {
        return log.warn({ eventId: event.id }, 'subscription event not understood');
      }
      await donations.onSubscriptionEvent(event, subscription.data);
    },
  );
}
