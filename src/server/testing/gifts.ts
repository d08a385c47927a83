import type { NewDonation } from '../modules/donations/repo.ts';

/** A paid one-time card gift, as the donations table holds it. */
export function giftRow(
  email: string,
  amountOre: number,
  paidAt: string,
  ref: string,
  refundedOre = 0,
): NewDonation {
  return {
    provider: 'sandbox' as const,
    provider_ref: ref,
    payment_intent_id: ref,
    subscription_id: null,
    kind: 'one_time' as const,
    method: 'card' as const,
    amount_ore: amountOre,
    currency: 'sek',
    donor_name: 'Anna Svensson',
    donor_email: email,
    status: 'succeeded' as const,
    failure_message: null,
    client_ref: null,
    status_at: paidAt,
    paid_at: paidAt,
    created_at: paidAt,
    updated_at: paidAt,
    refunded_ore: refundedOre,
    dispute_status: null,
  };
}
