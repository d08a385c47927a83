/**
 * The payment provider's (Stripe's) states of a dispute that is over: won, lost, or an inquiry
 * closed without a chargeback. Any other state means the dispute is open.
 */
export const CLOSED_DISPUTE_STATUSES = ['won', 'lost', 'warning_closed', 'prevented'] as const;

export const isDisputeClosed = (status: string) =>
  (CLOSED_DISPUTE_STATUSES as readonly string[]).includes(status);
