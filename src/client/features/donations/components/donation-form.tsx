import { Loader2 } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useProofOfWork } from '#client/components/proof-of-work/use-proof-of-work.ts';
import {
  DONATION,
  formatSek,
  PAYMENT_METHOD_LABELS,
  type PaymentMethodType,
} from '#shared/donations.ts';
import { donationApi } from '../api/donation-api.ts';
import {
  type FlowDeps,
  type FlowOutcome,
  handleRedirectReturn,
  PAYMENT_RETURN_PARAMS,
  payByRedirect,
  payMonthly,
  payOnceByCard,
} from '../lib/flows.ts';
import {
  belowMinimum,
  effectiveAmount,
  type Frequency,
  formReducer,
  initialFormState,
} from '../lib/form-state.ts';
import { DONATION_MESSAGES } from '../lib/messages.ts';
import type { PaymentGateway } from '../lib/payment-gateway.ts';
import { usePaymentKit } from '../lib/use-payment-kit.ts';
import styles from './donation-form.module.css';

type Message = { kind: 'error' | 'success' | 'info'; text: string };

const REDIRECT_METHODS = [
  { method: 'paypal', label: PAYMENT_METHOD_LABELS.paypal },
  { method: 'klarna', label: PAYMENT_METHOD_LABELS.klarna },
] as const;

/**
 * The donation form of the Home page: frequency, amount, name and e-mail, the card field (loaded
 * when the section comes near), card, PayPal and Klarna payments, and the return from PayPal or
 * Klarna. Every message is the specification's.
 */
export function DonationForm({ labelledBy }: { labelledBy: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const proofOfWork = useProofOfWork();
  const [form, dispatch] = useReducer(formReducer, initialFormState);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [gateway, setGateway] = useState<PaymentGateway | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const returnSecret = new URLSearchParams(location.search).get('payment_intent_client_secret');
  const payment = usePaymentKit(formRef, Boolean(returnSecret));

  const amount = effectiveAmount(form);
  const tooSmall = belowMinimum(amount);
  const ready = gateway !== null;
  const payDisabled = busy || !ready || tooSmall;
  const methods: readonly PaymentMethodType[] = payment.methods ?? ['card', 'paypal', 'klarna'];
  const monthly = form.frequency === 'monthly';

  const deps: FlowDeps = {
    gateway,
    cardReady: ready,
    api: donationApi,
    solveChallenge: proofOfWork.solve,
  };
  const gift = { amountSek: amount, name: form.name, email: form.email };

  const onCardReady = useCallback((ready: PaymentGateway) => {
    performance.mark('donation:card-ready');
    setGateway(ready);
  }, []);
  const onCardChange = useCallback(
    ({ error }: { error: string | null }) => setCardError(error),
    [],
  );

  function show(outcome: FlowOutcome, frequency: Frequency) {
    if (outcome.kind === 'redirecting') return;
    setBusy(false);
    if (outcome.kind === 'error' && outcome.field === 'amount') {
      document.getElementById(`${id}-custom`)?.focus();
      return;
    }
    setMessage({ kind: outcome.kind, text: outcome.message });
    if (outcome.kind === 'success') {
      dispatch({ type: 'reset', keepFrequency: frequency === 'monthly' ? 'monthly' : 'once' });
      gateway?.clearCard();
    }
  }

  async function run(flow: () => Promise<FlowOutcome>) {
    const frequency = form.frequency;
    setBusy(true);
    setMessage(null);
    show(await flow(), frequency);
  }

  function payByCard(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void run(() => (monthly ? payMonthly(gift, deps) : payOnceByCard(gift, deps)));
  }

  function payElsewhere(method: 'paypal' | 'klarna') {
    if (busy) return;
    if (monthly) {
      setMessage({ kind: 'error', text: DONATION_MESSAGES.monthlyNeedsCard });
      return;
    }
    void run(() =>
      payByRedirect(method, { ...gift, frequency: form.frequency }, deps, window.location),
    );
  }

  // Back from PayPal or Klarna: read the payment, say how it went, tidy the address.
  const handledReturn = useRef(false);
  useEffect(() => {
    if (!returnSecret || !gateway || handledReturn.current) return;
    handledReturn.current = true;
    setBusy(true);
    void handleRedirectReturn(returnSecret, deps).then((outcome) => {
      show(outcome, 'once');
      const params = new URLSearchParams(location.search);
      for (const name of PAYMENT_RETURN_PARAMS) params.delete(name);
      const search = params.toString();
      navigate({ search: search ? `?${search}` : '', hash: '#donate' }, { replace: true });
    });
  });

  const loadError = payment.error ?? null;
  const errorText = message?.kind === 'error' ? message.text : loadError;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={payByCard}
      onFocus={proofOfWork.prepare}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      noValidate
    >
      <fieldset className={styles.group}>
        <legend>How often?</legend>
        <div className={styles.toggle}>
          {(['once', 'monthly'] as const).map((frequency) => (
            <label key={frequency} className={styles.choice}>
              <input
                type="radio"
                name="frequency"
                value={frequency}
                checked={form.frequency === frequency}
                onChange={() => dispatch({ type: 'frequency', frequency })}
              />
              <span>{frequency === 'once' ? 'Once' : 'Monthly'}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group} aria-describedby={`${id}-amount-error`}>
        <legend>Amount</legend>
        <div className={styles.presets}>
          {DONATION.presetsSek.map((preset) => (
            <label key={preset} className={styles.choice}>
              <input
                type="radio"
                name="amount"
                value={preset}
                checked={form.preset === preset}
                onChange={() => dispatch({ type: 'preset', amount: preset })}
              />
              <span>{formatSek(preset * 100)}</span>
            </label>
          ))}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-custom`}>Other amount (SEK)</label>
          <input
            id={`${id}-custom`}
            name="custom-amount"
            type="number"
            min={1}
            step={0.01}
            inputMode="decimal"
            value={form.custom}
            onChange={(event) => dispatch({ type: 'custom', value: event.target.value })}
            aria-invalid={tooSmall || undefined}
            aria-describedby={`${id}-amount-error`}
          />
        </div>
        <p id={`${id}-amount-error`} className={styles.fieldError}>
          {tooSmall ? DONATION_MESSAGES.minimum : ''}
        </p>
      </fieldset>

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>Name (optional)</label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            value={form.name}
            onChange={(event) => dispatch({ type: 'name', value: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>E-mail (optional)</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => dispatch({ type: 'email', value: event.target.value })}
            aria-describedby={`${id}-email-hint`}
          />
          <p id={`${id}-email-hint`} className={styles.hint}>
            We send your receipt to this address.
          </p>
        </div>
      </div>

      <fieldset className={styles.group}>
        <legend>Card</legend>
        {payment.kit ? (
          <payment.kit.CardField
            onReady={onCardReady}
            onChange={onCardChange}
            errorId={`${id}-card-error`}
          />
        ) : (
          <p className={styles.cardPlaceholder}>
            {payment.error ? 'The card field is not available.' : 'Loading the secure card field…'}
          </p>
        )}
        <p id={`${id}-card-error`} className={styles.fieldError}>
          {cardError ?? ''}
        </p>
      </fieldset>

      <div role="alert" className={errorText ? styles.error : styles.empty}>
        {errorText}
      </div>
      <div
        role="status"
        className={message && message.kind !== 'error' ? styles[message.kind] : styles.empty}
      >
        {message && message.kind !== 'error' ? message.text : ''}
      </div>

      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={payDisabled}
      >
        {busy ? (
          <>
            <Loader2 aria-hidden="true" className={styles.spinner} size={20} /> Processing…
          </>
        ) : (
          `Donate ${formatSek(Math.round(amount * 100))}${monthly ? ' monthly' : ''}`
        )}
      </button>

      {methods.some((method) => method !== 'card') && (
        <div className={styles.alternatives}>
          <p className={styles.label}>Or give once with</p>
          <div className={styles.alternativeButtons}>
            {REDIRECT_METHODS.filter(({ method }) => methods.includes(method)).map(
              ({ method, label }) => (
                <button
                  key={method}
                  type="button"
                  className={`button button-outline ${styles[method]}`}
                  disabled={payDisabled}
                  aria-disabled={monthly || undefined}
                  aria-describedby={monthly ? `${id}-monthly-note` : undefined}
                  onClick={() => payElsewhere(method)}
                >
                  {label}
                </button>
              ),
            )}
          </div>
          {monthly && (
            <p id={`${id}-monthly-note`} className={styles.hint}>
              {DONATION_MESSAGES.monthlyNote}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
