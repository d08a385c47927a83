import { checkoutSessionObject } from '../../payments/port.ts';
import type { WebhookDispatcher } from '../../payments/webhook-dispatcher.ts';
import type { TicketOrderService } from './service.ts';

/** The checkout session events that move a ticket order. */
export function registerTicketEventHandlers(events: WebhookDispatcher, orders: TicketOrderService) {
  events.on(
    ['checkout.session.completed', 'checkout.session.async_payment_succeeded'],
    async (event, log) => {
      const session = checkoutSessionObject.safeParse(event.data.object);
      if (!session.success) return log.warn({ eventId: event.id }, 'checkout event not understood');
      await orders.onSessionPaid(session.data, log);
    },
  );
  events.on(
    ['checkout.session.expired', 'checkout.session.async_payment_failed'],
    async (event, log) => {
      const session = checkoutSessionObject.safeParse(event.data.object);
      if (!session.success) return log.warn({ eventId: event.id }, 'checkout event not understood');
      await orders.onSessionUnpaid(
        session.data,
        event.type === 'checkout.session.expired' ? 'expired' : 'cancelled',
        log,
      );
    },
  );
}
