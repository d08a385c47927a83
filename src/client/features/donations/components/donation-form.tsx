import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId, useRef } from 'react';
import fields from '#client/components/form-fields.module.css';
import { SubmitButton } from '#client/components/form-fields.tsx';
import { useSearch } from '#client/lib/location.ts';
import { type DonationMethod, formatSek } from '#shared/donations.ts';
import { useDonation } from '../lib/use-donation.ts';
import { usePaymentKit } from '../lib/use-payment-kit.ts';
import { AmountChoice, FrequencyChoice } from './donation-choices.tsx';
import styles from './donation-form.module.css';
import {
  CardFieldset,
  DonationMessages,
  DonorFields,
  RedirectPayments,
} from './donation-parts.tsx';
import { SwishSlot } from './swish-slot.tsx';
import { TributeFields } from './tribute-fields.tsx';

// Only where the tax reduction is offered: its code loads with the payment configuration.
const TaxReductionFields = lazy(() => import('./tax-reduction-fields.tsx'));

/**
 * The donation form of the Home page: frequency, amount, name and e-mail, a gift in memory or in
 * honour of someone with its card, the card field (loaded when the section comes near), card,
 * PayPal, Klarna and Swish payments, and the return from PayPal, Klarna or the Swish app.
 */
export function DonationForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useLingui();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const search = useSearch();
  const returnSecret = new URLSearchParams(search).get('payment_intent_client_secret');
  const donation = useDonation(returnSecret, () =>
    document.getElementById(`${id}-custom`)?.focus(),
  );
  const payment = usePaymentKit(formRef, Boolean(returnSecret));
  const { form, dispatch, amount, monthly, busy } = donation;
  const total = formatSek(Math.round(amount * 100));
  const payDisabled = busy || !donation.ready || donation.tooSmall;
  const methods: readonly DonationMethod[] = payment.methods ?? ['card', 'paypal', 'klarna'];

  function payByCard(event: FormEvent) {
    event.preventDefault();
    donation.payByCard();
  }

  return (
    <form
      ref={formRef}
      className={fields.form}
      onSubmit={payByCard}
      onFocus={donation.prepare}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      noValidate
    >
      <FrequencyChoice value={form.frequency} dispatch={dispatch} />
      <AmountChoice
        id={id}
        preset={form.preset}
        custom={form.custom}
        tooSmall={donation.tooSmall}
        dispatch={dispatch}
      />
      <DonorFields id={id} name={form.name} email={form.email} dispatch={dispatch} />
      {payment.taxReduction && (
        <Suspense fallback={null}>
          <TaxReductionFields id={id} form={form} dispatch={dispatch} />
        </Suspense>
      )}
      <TributeFields tribute={donation.tribute} />
      <CardFieldset
        id={id}
        kit={payment.kit}
        failed={Boolean(payment.error)}
        error={donation.cardError}
        onReady={donation.onCardReady}
        onChange={donation.onCardChange}
      />
      <DonationMessages message={donation.message} loadError={payment.error ?? null} />
      <SubmitButton disabled={payDisabled}>
        {busy ? (
          <>
            <Loader2 aria-hidden="true" className={styles.spinner} size={20} />{' '}
            <Trans>Processing…</Trans>
          </>
        ) : monthly ? (
          t`Donate ${total} monthly`
        ) : (
          t`Donate ${total}`
        )}
      </SubmitButton>
      <RedirectPayments
        id={id}
        methods={methods}
        monthly={monthly}
        disabled={payDisabled}
        onPay={donation.payElsewhere}
      />
      <SwishSlot
        buttonId={`${id}-swish`}
        gift={donation.swishOpen ? donation.gift : null}
        solveChallenge={donation.solveChallenge}
        onClose={donation.closeSwish}
      />
    </form>
  );
}
