import type { Generated, Selectable } from 'kysely';
import type { EventCategory } from '#shared/content/events.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { EventStatus } from '#shared/schemas/events.ts';
import type { TicketOrderStatus } from '#shared/schemas/tickets.ts';
import type { TableColumnNames, Timestamp } from './columns.ts';

/** The events the admin manages; ticket orders reserve their spots. */
export interface EventsTable {
  /** The slug in the event's address, /events/:id. */
  id: string;
  title: string;
  /** YYYY-MM-DD and HH:MM, Stockholm time. */
  start_date: string;
  start_time: string;
  /** Null: it ends on the day it starts. */
  end_date: string | null;
  end_time: string;
  location: string;
  city: string;
  category: EventCategory;
  description: string;
  /** A picture under public/ (the sample events'); '' for none. An uploaded image wins. */
  image: string;
  image_id: number | null;
  /** Per ticket type, in öre. */
  price_adult: number;
  price_youth: number;
  price_child: number;
  /** Spots free to order now: pending orders' reservations are already taken off. */
  spots_left: number;
  /** Visitors see only published events. */
  status: EventStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The Swedish version's texts as JSON, null for none (migration 015). */
  sv: string | null;
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
  /** What the provider has given back so far, in öre (less than the amount after a partial refund). */
  refunded_ore: Generated<number>;
  /** The provider's state of a dispute about the payment (needs_response, won, lost…); null when none. */
  dispute_status: string | null;
  /** The language of the page it came from: the person's e-mails are written in it. */
  locale: Generated<Locale>;
  /** The provider's payment of the paid checkout, which refunds and disputes name. */
  payment_intent_id: string | null;
}

export interface EventTables {
  events: EventsTable;
  ticket_orders: TicketOrdersTable;
}

export const eventColumns = {
  events: {
    id: true,
    title: true,
    start_date: true,
    start_time: true,
    end_date: true,
    end_time: true,
    location: true,
    city: true,
    category: true,
    description: true,
    image: true,
    image_id: true,
    price_adult: true,
    price_youth: true,
    price_child: true,
    spots_left: true,
    status: true,
    created_at: true,
    updated_at: true,
    sv: true,
  },
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
    locale: true,
    refunded_ore: true,
    dispute_status: true,
    payment_intent_id: true,
  },
} satisfies TableColumnNames<EventTables>;

export type TicketOrder = Selectable<TicketOrdersTable>;
export type EventRow = Selectable<EventsTable>;
