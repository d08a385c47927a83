import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { itemQuery, pageQuery, pageQueryOptions } from '#client/lib/page-query.ts';
import type { Event } from '#shared/content/events.ts';
import type {
  CancelTicketOrderResponse,
  CheckoutSessionInput,
  CheckoutSessionResponse,
  SendTicketEmailResponse,
} from '#shared/schemas/tickets.ts';
import type { StoredOrder } from '../lib/order-storage.ts';

/** The published events that have not taken place, with their live spots left. */
export const eventsQuery = pageQuery(
  ['events'],
  '/api/events',
  (body: { events: Event[] }) => body.events,
);

/** One published event (past ones too), or null when there is none with that id. */
export const eventQuery = (id: string) =>
  itemQuery(
    ['events', id],
    `/api/events/${encodeURIComponent(id)}`,
    (body: { event: Event }) => body.event,
  );

export function useEvents() {
  return useQuery(pageQueryOptions(eventsQuery, 'Events load failed'));
}

export function useEvent(id: string) {
  return useQuery(pageQueryOptions(eventQuery(id), 'Event load failed'));
}

export function createCheckoutSession(input: CheckoutSessionInput) {
  return apiFetch<CheckoutSessionResponse>('/api/create-checkout-session', {
    method: 'POST',
    json: input,
  });
}

/** The buyer left the checkout: the order's spots go back at once. */
export function cancelTicketOrder(sessionId: string) {
  return apiFetch<CancelTicketOrderResponse>('/api/ticket-orders/cancel', {
    method: 'POST',
    json: { sessionId },
  });
}

export function sendTicketEmail(sessionId: string, order: StoredOrder | null) {
  return apiFetch<SendTicketEmailResponse>('/api/send-ticket-email', {
    method: 'POST',
    json: {
      sessionId,
      ...(order && {
        name: order.name,
        email: order.email,
        phone: order.phone,
        eventTitle: order.eventTitle,
        tickets: order.tickets,
      }),
    },
  });
}
