import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useProofOfWork } from '#client/components/proof-of-work/use-proof-of-work.ts';
import { replaceQuery } from '#client/lib/location.ts';
import { EMAIL_WITH_NUMBER_MESSAGE } from '#shared/donation-messages.ts';
import type { Text } from '#shared/i18n/message.ts';
import type { TributeInput } from '#shared/schemas/tributes.ts';
import { donationApi } from '../api/donation-api.ts';
import type { OneTimeMethod } from '../components/donation-parts.tsx';
import {
  type CardNote,
  cardNoteAfterReturn,
  cardNoteMessage,
  cardNoteOf,
  keepCardNoteForReturn,
} from './card-note.ts';
import {
  type FlowDeps,
  type FlowOutcome,
  type Gift,
  handleRedirectReturn,
  PAYMENT_RETURN_PARAMS,
  payByRedirect,
  payMonthly,
  payOnceByCard,
} from './flows.ts';
import {
  belowMinimum,
  type DonationFormState,
  effectiveAmount,
  type Frequency,
  formReducer,
  initialFormState,
  personalNumberOf,
} from './form-state.ts';
import { DONATION_MESSAGES } from './messages.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { useTribute } from './use-tribute.ts';

/**
 * Back from PayPal or Klarna (once the card gateway is ready): `handle` reads the payment and
 * says how it went, then the return parameters are taken out of the address.
 */
function useRedirectReturn(
  returnSecret: string | null,
  ready: boolean,
  handle: () => Promise<void>,
) {
  const handled = useRef(false);
  useEffect(() => {
    if (!returnSecret || !ready || handled.current) return;
    handled.current = true;
    void handle().then(() => {
      const params = new URLSearchParams(window.location.search);
      for (const name of PAYMENT_RETURN_PARAMS) params.delete(name);
      replaceQuery(params, '#donate');
    });
  });
}

/** The card field's gateway once it is ready, and its current message. */
function useCardField() {
  const [gateway, setGateway] = useState<PaymentGateway | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const onCardReady = useCallback((ready: PaymentGateway) => {
    performance.mark('donation:card-ready');
    setGateway(ready);
  }, []);
  const onCardChange = useCallback(
    ({ error }: { error: string | null }) => setCardError(error),
    [],
  );
  return { gateway, cardError, onCardReady, onCardChange };
}

/** `note`: after the thanks, what becomes of the gift's card in memory or in honour of someone. */
export type DonationMessage = { kind: 'error' | 'success' | 'info'; text: Text; note?: Text };

/** The gift the flows pay for, from the form's fields. */
const giftOf = (form: DonationFormState, tribute: TributeInput | undefined): Gift => ({
  amountSek: effectiveAmount(form),
  name: form.name,
  email: form.email,
  personalNumber: personalNumberOf(form),
  tribute,
});

/** What the form says when a flow has ended; a paid gift's thanks tells of its card. */
function messageAfter(
  outcome: Exclude<FlowOutcome, { kind: 'redirecting' }>,
  paidCard: CardNote | undefined,
): DonationMessage {
  return outcome.kind === 'success' && paidCard
    ? { kind: 'success', text: outcome.message, note: cardNoteMessage(paidCard) }
    : { kind: outcome.kind, text: outcome.message };
}

/**
 * The state and the payment flows of the donation form: the fields, the card gateway once it
 * is ready, what to tell the giver, and the return from PayPal or Klarna (`returnSecret`).
 */
export function useDonation(returnSecret: string | null, focusAmount: () => void) {
  const proofOfWork = useProofOfWork();
  const [form, dispatch] = useReducer(formReducer, initialFormState);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DonationMessage | null>(null);
  const [swishOpen, setSwishOpen] = useState(false);
  const closeSwish = useCallback(() => setSwishOpen(false), []);
  const { gateway, cardError, onCardReady, onCardChange } = useCardField();
  const tribute = useTribute(form.frequency === 'once');

  const amount = effectiveAmount(form);
  const monthly = form.frequency === 'monthly';
  const deps: FlowDeps = {
    gateway,
    cardReady: gateway !== null,
    api: donationApi,
    solveChallenge: proofOfWork.solve,
  };
  const gift = giftOf(form, tribute.payload);
  const card = gift.tribute && cardNoteOf(gift.tribute);

  function show(outcome: FlowOutcome, frequency: Frequency, paidCard?: CardNote) {
    if (outcome.kind === 'redirecting') return;
    setBusy(false);
    if (outcome.kind === 'error' && outcome.field === 'amount') {
      focusAmount();
      return;
    }
    setMessage(messageAfter(outcome, paidCard));
    if (outcome.kind !== 'success') return;
    dispatch({ type: 'reset', keepFrequency: frequency === 'monthly' ? 'monthly' : 'once' });
    tribute.reset();
    gateway?.clearCard();
  }

  /** A number without an e-mail address is refused here, as the server would. */
  function numberWithoutEmail(): boolean {
    if (gift.personalNumber === undefined || gift.email.trim() !== '') return false;
    setMessage({ kind: 'error', text: EMAIL_WITH_NUMBER_MESSAGE });
    return true;
  }

  async function run(flow: () => Promise<FlowOutcome>) {
    const frequency = form.frequency;
    setBusy(true);
    setMessage(null);
    show(await flow(), frequency, card);
  }

  function payByCard() {
    if (busy || numberWithoutEmail() || !tribute.validate()) return;
    void run(() => (monthly ? payMonthly(gift, deps) : payOnceByCard(gift, deps)));
  }

  function payElsewhere(method: OneTimeMethod) {
    if (busy || numberWithoutEmail()) return;
    if (monthly) {
      setMessage({ kind: 'error', text: DONATION_MESSAGES.monthlyNeedsCard });
      return;
    }
    if (!tribute.validate()) return;
    // PayPal and Klarna, or the Swish app on a phone, bring the giver back to a new page load.
    keepCardNoteForReturn(card);
    if (method === 'swish') {
      if (belowMinimum(amount)) return focusAmount();
      performance.mark('swish:chosen');
      setMessage(null);
      return setSwishOpen(true);
    }
    void run(() =>
      payByRedirect(method, { ...gift, frequency: form.frequency }, deps, window.location),
    );
  }

  useRedirectReturn(returnSecret, gateway !== null, () => {
    setBusy(true);
    return handleRedirectReturn(returnSecret ?? '', deps).then((outcome) =>
      show(outcome, 'once', cardNoteAfterReturn()),
    );
  });

  return {
    form,
    dispatch,
    amount,
    monthly,
    tooSmall: belowMinimum(amount),
    busy,
    ready: gateway !== null,
    message,
    cardError,
    onCardReady,
    onCardChange,
    payByCard,
    payElsewhere,
    gift,
    tribute,
    /** Swish's panel is open (it loads on demand); `closeSwish` when the payer leaves it. */
    swishOpen,
    closeSwish,
    solveChallenge: proofOfWork.solve,
    prepare: proofOfWork.prepare,
  };
}
