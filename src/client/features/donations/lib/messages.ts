import { MINIMUM_AMOUNT_MESSAGE } from '#shared/donations.ts';

/** The donation section's messages, word for word from the specification. */
export const DONATION_MESSAGES = {
  minimum: MINIMUM_AMOUNT_MESSAGE,
  notReady: 'Stripe is not ready. Please try again in a moment.',
  scriptFailed: 'Stripe.js failed to load.',
  noPublicKey: 'Stripe public key is not configured.',
  startFailed: 'Unable to start payment.',
  paymentIncomplete: 'Payment could not be completed.',
  useDifferentCard: 'Payment did not complete. Please use a different card.',
  generic: 'Something went wrong while processing your donation.',
  saveMethodFailed: 'Unable to save your payment method.',
  monthlyFailed: 'Unable to set up a monthly donation.',
  confirmFailed: 'Unable to confirm your donation.',
  confirmationIncomplete: 'Payment confirmation incomplete. Please try again.',
  subscriptionInactive: 'Subscription could not be activated. Please try again.',
  verifyFailed: 'Unable to verify payment status.',
  tryDifferentMethod: 'Your payment could not be completed. Please try a different payment method.',
  monthlyNeedsCard:
    'Monthly donations are processed with a saved card. Please switch to a one-time gift to use this payment option.',
  paypalFailed: 'PayPal payment could not be completed.',
  klarnaFailed: 'Klarna payment could not be completed.',
  noSecureReturnUrl:
    'Unable to determine a secure return URL. Please reload the page and try again.',
  processing: 'Your payment is processing. We will email you once the donation has been confirmed.',
  klarnaProcessing:
    'Your Klarna payment is processing. We will email you once the donation has been confirmed.',
  monthlyNote:
    'Monthly donations are processed with a saved card. PayPal and Klarna are available for one-time gifts.',
} as const;

export const thanksOnce = (name: string, amount: string) =>
  `Thank you, ${name}! Your donation of ${amount} has been received.`;

export const thanksMonthly = (name: string, amount: string) =>
  `Thank you${name ? `, ${name}` : ''}! Your monthly donation of ${amount} is now active.`;
