import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAYMENT_METHOD_LABELS, type PaymentMethodType } from './donations.ts';

// How a donor's gift reads on "My gifts" and its statements (page and PDF), in their language.

/** Card in the reader's language; other methods by their own names (PayPal, Klarna, Swish…). */
export function methodLabel(i18n: I18n, method: string): string {
  if (method === 'card') return i18n._(msg`Card`);
  return PAYMENT_METHOD_LABELS[method as PaymentMethodType] ?? method;
}

export function giftKindLabel(i18n: I18n, kind: 'one_time' | 'monthly'): string {
  return kind === 'monthly' ? i18n._(msg`Monthly gift`) : i18n._(msg`One-time gift`);
}
