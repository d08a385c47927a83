import { createHash } from 'node:crypto';
import { msg } from '@lingui/core/macro';
import type { FastifyBaseLogger } from 'fastify';
import type { DonationRow } from '../../db/tables/donations.ts';
import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { PaymentProviderError } from '../../payments/port.ts';
import type { LimitRule, Limits } from '../../plugins/rate-limits.ts';

/** Card testers try card after card: this many declines in an hour stop new attempts. */
export const DECLINE_LIMIT = { failures: 5, windowMs: 60 * 60_000 } as const;

export const DECLINE_LIMIT_MESSAGE = msg`Several payments from your connection were declined. Please wait an hour before trying again.`;

/** Declines per client, per e-mail address and per card. */
const DECLINES: LimitRule = {
  name: 'payment-declines',
  max: DECLINE_LIMIT.failures,
  windowMs: DECLINE_LIMIT.windowMs,
  message: DECLINE_LIMIT_MESSAGE,
};
/** One decline per event: the provider may deliver an event more than once. */
const DECLINE_EVENTS: LimitRule = { name: 'decline-events', max: 1, windowMs: 24 * 60 * 60_000 };
/** A payment may be declined once; the second decline cancels it. */
const PAYMENT_DECLINES: LimitRule = { name: 'payment-retries', max: 1, windowMs: 24 * 60 * 60_000 };

export type DeclineLimits = Pick<Limits, 'hit' | 'isOver'>;

/** Who tried to pay: the hashed client, the e-mail address, the card; each counted apart. */
export interface Payer {
  clientRef: string | null;
  email: string | null | undefined;
  cardFingerprint?: string | null;
}

function keysOf(payer: Payer): string[] {
  const email = payer.email?.trim().toLowerCase();
  return [
    payer.clientRef && `client:${payer.clientRef}`,
    email && `email:${createHash('sha256').update(email).digest('base64url')}`,
    payer.cardFingerprint && `card:${payer.cardFingerprint}`,
  ].filter((key): key is string => Boolean(key));
}

/**
 * The card-testing brake. The browser confirms a payment straight at the provider, with any
 * card, as often as it likes: so declines are counted as the provider reports them, and a payment
 * is cancelled at its second decline (or its first, by a card, client or address over the limit).
 */
export function createDeclineGuard(deps: Pick<AppDeps, 'payments'> & { limits: DeclineLimits }) {
  const { limits, payments } = deps;

  return {
    /** Refuses a new payment while its client or e-mail address is over the limit. */
    async refuseIfOver(payer: Payer): Promise<void> {
      for (const key of keysOf(payer)) {
        if (await limits.isOver(DECLINES, key)) throw tooManyRequests(DECLINE_LIMIT_MESSAGE);
      }
    },

    /** Counts a decline reported by event `eventId`, and cancels the payment when it is time. */
    async onDecline(
      eventId: string,
      donation: DonationRow,
      cardFingerprint: string | null,
      log: FastifyBaseLogger,
    ): Promise<void> {
      // Monthly renewals are the provider's own retries, not attempts made here.
      if (donation.kind !== 'one_time' && donation.client_ref === null) return;
      if (!(await limits.hit(DECLINE_EVENTS, eventId))) return;
      const payer = {
        clientRef: donation.client_ref,
        email: donation.donor_email,
        cardFingerprint,
      };
      let cancel = false;
      for (const key of keysOf(payer)) {
        if (!(await limits.hit(DECLINES, key))) cancel = true;
      }
      const paymentId = donation.payment_intent_id;
      if (!paymentId || donation.kind !== 'one_time') return;
      if (!(await limits.hit(PAYMENT_DECLINES, paymentId))) cancel = true;
      if (!cancel) return;
      try {
        await payments.cancelPayment(paymentId);
        log.warn({ donationId: donation.id }, 'declined payment cancelled: card testing brake');
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || error.options.unavailable) throw error;
        log.info({ donationId: donation.id, reason: error.message }, 'payment not cancelled');
      }
    },
  };
}

export type DeclineGuard = ReturnType<typeof createDeclineGuard>;
