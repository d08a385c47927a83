import type { Generated, Selectable } from 'kysely';
import type { TicketOrderStatus } from '#shared/schemas/tickets.ts';
import type { TableColumnNames, Timestamp } from './columns.ts';

/**
 * The live side of the built-in events (src/shared/content/events.ts holds the rest): the spots
 * left, which ticket orders reserve and the admin can change.
 */
export interface EventsTable {
  id: string;
  /** Spots free to order now: pending orders' reservations are already taken off. */
  spots_left: number;
  updated_at: Timestamp;
}

export interface TicketOrdersTable {
  id: Generated<number>;
  /** Shown to the buyer and the admin, and on the ticket e-mail. */
  reference: string;
  event_id: string;
  /** The event's title when ordered. */
  event_title: string;
  name: string;
  email: string;
  phone: string;
  adult_qty: number;
  youth_qty: number;
  child_qty: number;
  /** Computed on the server from the event's prices, in öre. */
  amount: number;
  currency: string;
  /** pending holds its spots until paid, expired or cancelled. */
  status: TicketOrderStatus;
  provider: string;
  /** The provider's checkout session; null for the moment between the order and the session. */
  session_id: string | null;
  /** The buyer's hashed address (see payments' client-ref), kept for an hour. */
  client_ref: string | null;
  /** When the reservation lapses if the checkout is not completed. */
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventTables {
  events: EventsTable;
  ticket_orders: TicketOrdersTable;
}

export const eventColumns = {
  events: { id: true, spots_left: true, updated_at: true },
  ticket_orders: {
    id: true,
    reference: true,
    event_id: true,
    event_title: true,
    name: true,
    email: true,
    phone: true,
    adult_qty: true,
    youth_qty: true,
    child_qty: true,
    amount: true,
    currency: true,
    status: true,
    provider: true,
    session_id: true,
    expires_at: true,
    paid_at: true,
    created_at: true,
    client_ref: true,
    updated_at: true,
  },
} satisfies TableColumnNames<EventTables>;

export type TicketOrder = Selectable<TicketOrdersTable>;
