import type { Generated } from 'kysely';
import type { TableColumnNames, Timestamp } from './columns.ts';

/** The payment provider's events the site has acted on, by the provider's event id. */
export interface PaymentEventsTable {
  event_id: string;
  /** The provider's name for the event, for whoever reads the table. */
  type: string;
  processed_at: Timestamp;
}

/**
 * The provider's latest word on a payment's refunds and dispute, by the payment's id, whether or
 * not the site has recorded the payment yet (it is applied to the gift or order once it has).
 */
export interface PaymentAdjustmentsTable {
  payment_id: string;
  /** The total refunded so far, in öre. */
  refunded_ore: Generated<number>;
  dispute_status: string | null;
  updated_at: Timestamp;
}

export interface PaymentEventTables {
  payment_events: PaymentEventsTable;
  payment_adjustments: PaymentAdjustmentsTable;
}

export const paymentEventColumns = {
  payment_events: { event_id: true, type: true, processed_at: true },
  payment_adjustments: {
    payment_id: true,
    refunded_ore: true,
    dispute_status: true,
    updated_at: true,
  },
} satisfies TableColumnNames<PaymentEventTables>;
