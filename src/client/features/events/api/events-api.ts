import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { Event } from '#shared/content/events.ts';
import type {
  CancelTicketOrderResponse,
  CheckoutSessionInput,
  CheckoutSessionResponse,
  SendTicketEmailResponse,
} from '#shared/schemas/tickets.ts';
import type { StoredOrder } from '../lib/order-storage.ts';

/**
 * The events with the server's live spots left. The built-in events are the starting data (the
 * pre-rendered page shows them), marked as old so that the live numbers are fetched at once.
 */
export function useLiveEvents(builtIn: Event[]): Event[] {
  return useQuery({
    queryKey: ['events'],
    queryFn: () => apiFetch<{ events: Event[] }>('/api/events').then((body) => body.events),
    initialData: builtIn,
    initialDataUpdatedAt: 0,
  }).data;
}

export function useLiveEvent(builtIn: Event): Event {
  return useQuery({
    queryKey: ['events', builtIn.id],
    queryFn: () =>
      apiFetch<{ event: Event }>(`/api/events/${encodeURIComponent(builtIn.id)}`).then(
        (body) => body.event,
      ),
    initialData: builtIn,
    initialDataUpdatedAt: 0,
  }).data;
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
