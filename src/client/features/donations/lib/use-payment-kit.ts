import type { MessageDescriptor } from '@lingui/core';
import { type RefObject, useEffect, useState } from 'react';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import type { DonationMethod } from '#shared/donations.ts';
import { loadPaymentKit, PaymentKitError } from './load-payment-kit.ts';
import { DONATION_MESSAGES } from './messages.ts';
import type { PaymentKit } from './payment-gateway.ts';
import { useNearViewport } from './use-near-viewport.ts';

interface PaymentKitState {
  kit?: PaymentKit;
  methods?: DonationMethod[];
  taxReduction?: boolean;
  /** The message to show when the card field could not be loaded. */
  error?: MessageDescriptor;
}

/**
 * The card field's code, loaded once the form comes near the viewport (or at once with `now`,
 * on the way back from PayPal or Klarna). The marks let the benchmark time it.
 */
export function usePaymentKit(ref: RefObject<Element | null>, now: boolean): PaymentKitState {
  const near = useNearViewport(ref);
  const locale = useLocale();
  const [started, setStarted] = useState(false);
  const [state, setState] = useState<PaymentKitState>({});

  useEffect(() => {
    if (started || !(near || now)) return;
    setStarted(true);
    performance.mark('donation:near');
    loadPaymentKit(locale).then(
      (loaded) => setState(loaded),
      (error: unknown) =>
        setState({
          error: error instanceof PaymentKitError ? error.text : DONATION_MESSAGES.scriptFailed,
        }),
    );
  }, [near, now, started, locale]);

  return state;
}
