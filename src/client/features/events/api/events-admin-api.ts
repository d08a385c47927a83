import type { QueryClient } from '@tanstack/react-query';
import { useAdminMutation } from '#client/components/admin/use-admin-mutation.ts';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import type { AdminEvent, EventInput, EventStatus } from '#shared/schemas/events.ts';
import type { TicketOrderRow } from '#shared/schemas/tickets.ts';

export const ticketOrdersQueryKey = ['admin', 'ticket-orders'] as const;

export const fetchTicketOrders = () =>
  apiFetch<{ orders: TicketOrderRow[] }>('/api/admin/ticket-orders').then((body) => body.orders);

/** The Events view's refusals are announced under this scope. */
export const eventsAdminScope = 'events';
export const adminEventsQueryKey = ['admin', 'events'] as const;
const EVENTS_URL = '/api/admin/events';

export const fetchAdminEvents = () =>
  apiFetch<{ events: AdminEvent[] }>(EVENTS_URL).then((body) => body.events);

const eventUrl = (id: string) => `${EVENTS_URL}/${encodeURIComponent(id)}`;
const answered = (body: { event: AdminEvent }) => body.event;

/** The admin's list and the visitors' cached events both show the change. */
const refresh = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: adminEventsQueryKey });
  void client.invalidateQueries({ queryKey: ['events'] });
};

export interface EventSave {
  /** The stored event's id; undefined to create one. */
  id: string | undefined;
  fields: EventInput;
  /**
   * The admin left the spots as they were loaded: an edit then leaves them out, so tickets
   * sold while the form was open are not given back.
   */
  spotsUnchanged?: boolean;
  image: File | null;
  removeImage: boolean;
  /** Told as soon as the fields are stored, before the image is sent. */
  onStored(event: AdminEvent): void;
}

/** A refusal of the image is the image field's: its message is prefixed `image: `. */
async function imageStep(request: Promise<{ event: AdminEvent }>) {
  try {
    return answered(await request);
  } catch (error) {
    if (error instanceof ApiError && !error.message.startsWith('image: ')) {
      throw new ApiError(error.status, `image: ${error.message}`, error.body);
    }
    throw error;
  }
}

async function saveEvent({ id, fields, spotsUnchanged, image, removeImage, onStored }: EventSave) {
  const { id: _, spotsLeft, ...rest } = fields;
  const changes = spotsUnchanged ? rest : { ...rest, spotsLeft };
  const stored = answered(
    await (id
      ? apiFetch(eventUrl(id), { method: 'PATCH', json: changes })
      : apiFetch(EVENTS_URL, { method: 'POST', json: fields })),
  );
  onStored(stored);
  if (image) {
    const form = new FormData();
    form.append('image', image);
    return imageStep(apiFetch(`${eventUrl(stored.id)}/image`, { method: 'PUT', body: form }));
  }
  if (removeImage) return imageStep(apiFetch(`${eventUrl(stored.id)}/image`, { method: 'DELETE' }));
  return stored;
}

export function useSaveEvent() {
  return useAdminMutation({
    scope: eventsAdminScope,
    label: 'Event save failed',
    mutationFn: saveEvent,
    queryKey: adminEventsQueryKey,
    update: refresh,
    reloadOnFailure: true,
  });
}

export function useSetEventStatus() {
  return useAdminMutation({
    scope: eventsAdminScope,
    label: 'Event status change failed',
    mutationFn: ({ id, status }: { id: string; status: EventStatus }) =>
      apiFetch<{ event: AdminEvent }>(eventUrl(id), { method: 'PATCH', json: { status } }).then(
        answered,
      ),
    queryKey: adminEventsQueryKey,
    update: refresh,
  });
}

export function useDeleteEvent() {
  return useAdminMutation({
    scope: eventsAdminScope,
    label: 'Event delete failed',
    mutationFn: (id: string) => apiFetch(eventUrl(id), { method: 'DELETE' }),
    queryKey: adminEventsQueryKey,
    update: refresh,
  });
}
