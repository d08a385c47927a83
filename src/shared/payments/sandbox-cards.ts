import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/**
 * The sandbox payment provider's cards: Stripe's test card numbers with Stripe's outcomes, and
 * the card field's checks with Stripe's own wording. Shared by the sandbox card field in the
 * browser and the sandbox provider on the server.
 */

export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode: string; message: string };

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
  insufficientFunds: '4000000000009995',
} as const;

const outcomes: Record<string, CardOutcome> = {
  [TEST_CARDS.success]: { kind: 'succeed' },
  [TEST_CARDS.authentication]: { kind: 'authenticate' },
  [TEST_CARDS.declined]: {
    kind: 'decline',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  [TEST_CARDS.insufficientFunds]: {
    kind: 'decline',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/** As in Stripe's test mode, a number that is not a test card is declined. */
const notATestCard: CardOutcome = {
  kind: 'decline',
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message:
    'Your card was declined. This is a test payment: use a test card such as 4242 4242 4242 4242.',
};

export function cardOutcome(number: string): CardOutcome {
  return outcomes[digitsOf(number)] ?? notATestCard;
}

/** The card field's messages, shown in the page's language (`i18n._`) as Stripe's field does. */
export const CARD_MESSAGES = {
  numberIncomplete: msg`Your card number is incomplete.`,
  numberInvalid: msg`Your card number is invalid.`,
  expiryIncomplete: msg`Your card's expiration date is incomplete.`,
  expiryInvalid: msg`Your card's expiration date is invalid.`,
  expiryPast: msg`Your card's expiration year is in the past.`,
  cvcIncomplete: msg`Your card's security code is incomplete.`,
} as const;

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardFieldValues {
  number: string;
  /** As typed: "MM / YY", "MM/YY" or "MMYY". */
  expiry: string;
  cvc: string;
}

export type CardCheck =
  | { complete: true; card: CardDetails }
  | {
      complete: false;
      field: keyof CardFieldValues;
      message: MessageDescriptor;
      incomplete: boolean;
    };

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Luhn's checksum, which every real and test card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The first problem with the card, field by field, or the card when it is complete and valid. */
export function checkCard(values: CardFieldValues, now: Date): CardCheck {
  const number = digitsOf(values.number);
  if (number.length < 16) {
    return {
      complete: false,
      field: 'number',
      message: CARD_MESSAGES.numberIncomplete,
      incomplete: true,
    };
  }
  if (number.length > 16 || !passesLuhn(number)) {
    return {
      complete: false,
      field: 'number',
      message: CARD_MESSAGES.numberInvalid,
      incomplete: false,
    };
  }
  const expiry = digitsOf(values.expiry);
  if (expiry.length < 4) {
    return {
      complete: false,
      field: 'expiry',
      message: CARD_MESSAGES.expiryIncomplete,
      incomplete: true,
    };
  }
  const expMonth = Number(expiry.slice(0, 2));
  const expYear = 2000 + Number(expiry.slice(2, 4));
  if (expiry.length > 4 || expMonth < 1 || expMonth > 12) {
    return {
      complete: false,
      field: 'expiry',
      message: CARD_MESSAGES.expiryInvalid,
      incomplete: false,
    };
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < thisMonth) {
    return {
      complete: false,
      field: 'expiry',
      message: CARD_MESSAGES.expiryPast,
      incomplete: false,
    };
  }
  const cvc = digitsOf(values.cvc);
  if (cvc.length < 3 || cvc.length > 4) {
    return {
      complete: false,
      field: 'cvc',
      message: CARD_MESSAGES.cvcIncomplete,
      incomplete: true,
    };
  }
  return { complete: true, card: { number, expMonth, expYear, cvc } };
}
