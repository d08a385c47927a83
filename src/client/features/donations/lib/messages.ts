import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MINIMUM_AMOUNT_MESSAGE } from '#shared/donation-messages.ts';

/** The donation section's messages, word for word from the specification; shown with `i18n._`. */
export const DONATION_MESSAGES = {
  minimum: MINIMUM_AMOUNT_MESSAGE,
  notReady: msg`Stripe is not ready. Please try again in a moment.`,
  scriptFailed: msg`Stripe.js failed to load.`,
  noPublicKey: msg`Stripe public key is not configured.`,
  startFailed: msg`Unable to start payment.`,
  paymentIncomplete: msg`Payment could not be completed.`,
  useDifferentCard: msg`Payment did not complete. Please use a different card.`,
  generic: msg`Something went wrong while processing your donation.`,
  saveMethodFailed: msg`Unable to save your payment method.`,
  monthlyFailed: msg`Unable to set up a monthly donation.`,
  confirmFailed: msg`Unable to confirm your donation.`,
  confirmationIncomplete: msg`Payment confirmation incomplete. Please try again.`,
  subscriptionInactive: msg`Subscription could not be activated. Please try again.`,
  verifyFailed: msg`Unable to verify payment status.`,
  tryDifferentMethod: msg`Your payment could not be completed. Please try a different payment method.`,
  monthlyNeedsCard: msg`Monthly donations are processed with a saved card. Please switch to a one-time gift to use this payment option.`,
  paypalFailed: msg`PayPal payment could not be completed.`,
  klarnaFailed: msg`Klarna payment could not be completed.`,
  noSecureReturnUrl: msg`Unable to determine a secure return URL. Please reload the page and try again.`,
  processing: msg`Your payment is processing. We will email you once the donation has been confirmed.`,
  klarnaProcessing: msg`Your Klarna payment is processing. We will email you once the donation has been confirmed.`,
  monthlyNote: msg`Monthly donations are processed with a saved card. PayPal and Klarna are available for one-time gifts.`,
} as const satisfies Record<string, MessageDescriptor>;

export const thanksOnce = (name: string, amount: string): MessageDescriptor =>
  msg`Thank you, ${name}! Your donation of ${amount} has been received.`;

export const thanksMonthly = (name: string, amount: string): MessageDescriptor =>
  name
    ? msg`Thank you, ${name}! Your monthly donation of ${amount} is now active.`
    : msg`Thank you! Your monthly donation of ${amount} is now active.`;
