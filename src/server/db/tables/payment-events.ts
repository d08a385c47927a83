import type { TableColumnNames, Timestamp } from './columns.ts';

/** The payment provider's events the site has acted on, by the provider's event id. */
export interface PaymentEventsTable {
  event_id: string;
  /** The provider's name for the event, for whoever reads the table. */
  type: string;
  processed_at: Timestamp;
}

export interface PaymentEventTables {
  payment_events: PaymentEventsTable;
}

export const paymentEventColumns = {
  payment_events: { event_id: true, type: true, processed_at: true },
} satisfies TableColumnNames<PaymentEventTables>;
