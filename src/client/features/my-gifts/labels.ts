import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MyGift } from '#shared/schemas/my-gifts.ts';

/** A payment's state, a refund said first. */
export function giftStatusLabel(i18n: I18n, gift: MyGift): string {
  if (gift.refundedOre >= gift.amountOre && gift.refundedOre > 0) return i18n._(msg`Refunded`);
  if (gift.refundedOre > 0) return i18n._(msg`Partly refunded`);
  if (gift.status === 'succeeded') return i18n._(msg`Paid`);
  if (gift.status === 'failed') return i18n._(msg`Not paid`);
  return i18n._(msg`Pending`);
}

/** A monthly gift's state at the provider, in words. */
export function monthlyStatusLabel(i18n: I18n, status: string): string {
  switch (status) {
    case 'active':
    case 'trialing':
      return i18n._(msg`Active`);
    case 'paused':
      return i18n._(msg`Paused`);
    case 'past_due':
    case 'unpaid':
      return i18n._(msg`Payment overdue`);
    case 'canceled':
      return i18n._(msg`Cancelled`);
    default:
      return status;
  }
}
