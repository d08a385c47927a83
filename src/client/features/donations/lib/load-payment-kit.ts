import type { MessageDescriptor } from '@lingui/core';
import type { DonationMethod } from '#shared/donations.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { PaymentConfigResponse } from '#shared/schemas/donations.ts';
import { donationApi } from '../api/donation-api.ts';
import { DONATION_MESSAGES } from './messages.ts';
import type { PaymentKit } from './payment-gateway.ts';

/** A failure to show in the form's error area (`text`, translated there). */
export class PaymentKitError extends Error {
  constructor(readonly text: MessageDescriptor) {
    super(text.id);
  }
}

export interface LoadedKit {
  kit: PaymentKit;
  methods: DonationMethod[];
  /** The form offers a tax reduction. */
  taxReduction: boolean;
}

/**
 * Asks the server which provider takes payments, then loads that provider's card field:
 * Stripe.js and Elements with Stripe keys, the sandbox's stand-in without. Both are separate
 * chunks, so none of this is in the page's first download. Stripe's field speaks `locale`.
 */
export async function loadPaymentKit(locale: Locale): Promise<LoadedKit> {
  let config: PaymentConfigResponse;
  try {
    config = await donationApi.config();
  } catch (error) {
    console.error('Loading the payment configuration failed', error);
    throw new PaymentKitError(DONATION_MESSAGES.noPublicKey);
  }
  if (!config.publicKey) throw new PaymentKitError(DONATION_MESSAGES.noPublicKey);
  try {
    const kit =
      config.provider === 'sandbox'
        ? (await import('../sandbox/sandbox-kit.tsx')).sandboxKit
        : await (await import('../stripe/stripe-kit.tsx')).createStripeKit(
            config.publicKey,
            locale,
          );
    return { kit, methods: config.methods, taxReduction: config.taxReduction };
  } catch (error) {
    console.error('Loading the card payment script failed', error);
    throw new PaymentKitError(DONATION_MESSAGES.scriptFailed);
  }
}
