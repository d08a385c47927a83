import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Our own words for a payment the card provider declined, so a decline reads in the page's
 * language (Stripe's `error.message` is English unless Stripe.js was told otherwise, and the
 * sandbox's and the server's always are). The English keeps Stripe's wording, which the
 * existing tests and the sandbox use.
 */
export const DECLINE_MESSAGES = {
  declined: msg`Your card was declined.`,
  insufficientFunds: msg`Your card has insufficient funds.`,
  expired: msg`Your card has expired.`,
  incorrectCvc: msg`Your card's security code is incorrect.`,
  incorrectNumber: msg`Your card number is incorrect.`,
  processingError: msg`An error occurred while processing your card. Please try again in a moment.`,
  authenticationRequired: msg`Your card was declined. This payment requires authentication: please try again and approve it with your bank.`,
  authenticationFailed: msg`We are unable to authenticate your payment method. Please choose a different payment method and try again.`,
  notSupported: msg`Your card does not support this type of payment. Please use a different card.`,
  tooManyAttempts: msg`Your card was declined: it has been used too often or is over its limit. Please use a different card.`,
  testCard: msg`Your card was declined. This is a test payment: use a test card such as 4242 4242 4242 4242.`,
} as const satisfies Record<string, MessageDescriptor>;

const D = DECLINE_MESSAGES;

/**
 * Stripe's decline codes (`decline_code`) and card error codes (`code`) with a message of their
 * own. Lost and stolen cards, fraud and "do not honor" get the plain decline on purpose, as
 * Stripe advises: the payer hears no more than that the card was declined.
 */
const BY_CODE = new Map<string, MessageDescriptor>(
  Object.entries({
    card_declined: D.declined,
    generic_decline: D.declined,
    do_not_honor: D.declined,
    lost_card: D.declined,
    stolen_card: D.declined,
    pickup_card: D.declined,
    restricted_card: D.declined,
    fraudulent: D.declined,
    merchant_blacklist: D.declined,
    security_violation: D.declined,
    transaction_not_allowed: D.declined,
    call_issuer: D.declined,
    no_action_taken: D.declined,
    revocation_of_authorization: D.declined,
    insufficient_funds: D.insufficientFunds,
    expired_card: D.expired,
    incorrect_cvc: D.incorrectCvc,
    invalid_cvc: D.incorrectCvc,
    incorrect_number: D.incorrectNumber,
    processing_error: D.processingError,
    try_again_later: D.processingError,
    reenter_transaction: D.processingError,
    authentication_required: D.authenticationRequired,
    payment_intent_authentication_failure: D.authenticationFailed,
    card_not_supported: D.notSupported,
    currency_not_supported: D.notSupported,
    card_velocity_exceeded: D.tooManyAttempts,
    withdrawal_count_limit_exceeded: D.tooManyAttempts,
    test_mode_live_card: D.testCard,
  }),
);

/** Stripe's error object, as Stripe.js, the sandbox and Stripe's API give it. */
export interface DeclineLike {
  type?: string | undefined;
  code?: string | undefined;
  decline_code?: string | undefined;
}

/**
 * Our message for a declined payment: by its decline code, else its error code, else the plain
 * decline for any other card error. undefined when the error is not a decline (a field the
 * payer has not finished, a request the provider refused): the caller keeps its own message.
 */
export function declineMessage(
  error: DeclineLike | null | undefined,
): MessageDescriptor | undefined {
  if (!error) return undefined;
  const known = BY_CODE.get(error.decline_code ?? '') ?? BY_CODE.get(error.code ?? '');
  if (known) return known;
  return error.type === 'card_error' && error.decline_code ? D.declined : undefined;
}
