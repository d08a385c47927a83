import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { Event } from '#shared/content/events.ts';
import type { TicketOrderRow } from '#shared/schemas/tickets.ts';

export const ticketOrdersQueryKey = ['admin', 'ticket-orders'] as const;

export const fetchTicketOrders = () =>
  apiFetch<{ orders: TicketOrderRow[] }>('/api/admin/ticket-orders').then((body) => body.orders);

/** The admin's change of an event's spots left; the events' cached lists take the new number. */
export function useSetSpots() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, spotsLeft }: { id: string; spotsLeft: number }) =>
      apiFetch<{ event: Event }>(`/api/admin/events/${encodeURIComponent(id)}/spots`, {
        method: 'PUT',
        json: { spotsLeft },
      }).then((body) => body.event),
    onSuccess: (event) => {
      client.setQueryData(['events', event.id], event);
      client.setQueryData<Event[]>(['events'], (list) =>
        list?.map((item) => (item.id === event.id ? event : item)),
      );
    },
    onError: (error) => console.error('Spots update failed', error),
  });
}
