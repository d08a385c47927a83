import type { TicketOrderRow } from '#shared/schemas/tickets.ts';
import type { TicketOrder } from '../../db/tables/events.ts';
import { quantitiesOf } from './ticket-email.ts';

export function toRow(order: TicketOrder): TicketOrderRow {
  return {
    reference: order.reference,
    eventId: order.event_id,
    eventTitle: order.event_title,
    name: order.name,
    email: order.email,
    phone: order.phone,
    tickets: quantitiesOf(order),
    amount: order.amount,
    status: order.status,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    refundedOre: order.refunded_ore,
    disputeStatus: order.dispute_status,
  };
}
