import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SwishState } from '#shared/schemas/swish.ts';

/** What the payer reads when the request ends other than paid. */
export const SWISH_ENDINGS: Record<Exclude<SwishState, 'waiting' | 'paid'>, MessageDescriptor> = {
  declined: msg`The payment was declined in Swish. No money was taken.`,
  cancelled: msg`The payment was cancelled. No money was taken.`,
  timedOut: msg`Swish did not get an answer in time, so the payment was stopped. No money was taken.`,
  notEnrolled: msg`This number is not connected to Swish. Check the number, or scan the QR code instead.`,
  failed: msg`Swish could not complete the payment. No money was taken.`,
};

export const SWISH_MESSAGES = {
  starting: msg`Starting Swish…`,
  waiting: msg`Waiting for your payment in Swish…`,
  startFailed: msg`Swish could not be started. Please try again or choose another method.`,
  lostTrack: msg`We could not check the payment just now. We keep trying…`,
} as const;

export const swishThanks = (amount: string): MessageDescriptor =>
  msg`Thank you! Your Swish gift of ${amount} has been received.`;
