import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import type { Event } from '#shared/content/events.ts';
import type {
  CancelTicketOrderResponse,
  CheckoutSessionInput,
  CheckoutSessionResponse,
  SendTicketEmailResponse,
} from '#shared/schemas/tickets.ts';
import type { StoredOrder } from '../lib/order-storage.ts';

/** The published events that have not taken place, with their live spots left. */
export function useEvents() {
  return useQuery({
    queryKey: ['events'],
    queryFn: () => apiFetch<{ events: Event[] }>('/api/events').then((body) => body.events),
  });
}

/** One published event (past ones too); a 404 is an answer, not worth a retry. */
export function useEvent(id: string) {
  return useQuery({
    queryKey: ['events', id],
    queryFn: () =>
      apiFetch<{ event: Event }>(`/api/events/${encodeURIComponent(id)}`).then(
        (body) => body.event,
      ),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
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
