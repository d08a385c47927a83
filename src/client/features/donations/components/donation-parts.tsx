import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, FieldRow, FormNote } from '#client/components/form-fields.tsx';
import { type DonationMethod, PAYMENT_METHOD_LABELS } from '#shared/donations.ts';
import { translate } from '#shared/i18n/message.ts';
import type { FormAction } from '../lib/form-state.ts';
import { DONATION_MESSAGES } from '../lib/messages.ts';
import type { PaymentGateway, PaymentKit } from '../lib/payment-gateway.ts';
import type { DonationMessage } from '../lib/use-donation.ts';
import styles from './donation-form.module.css';

interface DonorProps {
  id: string;
  name: string;
  email: string;
  dispatch(action: FormAction): void;
}

/** Name and e-mail, both optional; the receipt goes to the e-mail. */
export function DonorFields({ id, name, email, dispatch }: DonorProps) {
  const { t } = useLingui();
  return (
    <FieldRow>
      <Field id={`${id}-name`} label={t`Name (optional)`}>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => dispatch({ type: 'name', value: event.target.value })}
        />
      </Field>
      <Field
        id={`${id}-email`}
        label={t`E-mail (optional)`}
        after={
          <FormNote id={`${id}-email-hint`}>
            <Trans>We send your receipt to this address.</Trans>
          </FormNote>
        }
      >
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => dispatch({ type: 'email', value: event.target.value })}
          aria-describedby={`${id}-email-hint`}
        />
      </Field>
    </FieldRow>
  );
}

interface CardProps {
  id: string;
  kit: PaymentKit | undefined;
  failed: boolean;
  error: string | null;
  onReady(gateway: PaymentGateway): void;
  onChange(change: { error: string | null }): void;
}

/** The provider's card field once loaded (a placeholder until then), and its message. */
export function CardFieldset({ id, kit, failed, error, onReady, onChange }: CardProps) {
  return (
    <fieldset className={styles.group}>
      <legend>
        <Trans>Card</Trans>
      </legend>
      {kit ? (
        <kit.CardField onReady={onReady} onChange={onChange} errorId={`${id}-card-error`} />
      ) : (
        <p className={styles.cardPlaceholder}>
          {failed ? (
            <Trans>The card field is not available.</Trans>
          ) : (
            <Trans>Loading the secure card field…</Trans>
          )}
        </p>
      )}
      <p id={`${id}-card-error`} className={styles.fieldError}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}

/** The alert for errors and the status for the rest, both always present so they are read. */
export function DonationMessages({
  message,
  loadError,
}: {
  message: DonationMessage | null;
  loadError: MessageDescriptor | null;
}) {
  const { i18n } = useLingui();
  const errorText = message?.kind === 'error' ? message.text : loadError;
  const other = message && message.kind !== 'error' ? message : null;
  return (
    <>
      <div role="alert" className={errorText ? styles.error : styles.empty}>
        {errorText && translate(i18n, errorText)}
      </div>
      <div role="status" className={other ? styles[other.kind] : styles.empty}>
        {other ? translate(i18n, other.text) : ''}
        {other?.note && <span className={styles.note}>{translate(i18n, other.note)}</span>}
      </div>
    </>
  );
}

const ONE_TIME_METHODS = [
  { method: 'paypal', label: PAYMENT_METHOD_LABELS.paypal },
  { method: 'klarna', label: PAYMENT_METHOD_LABELS.klarna },
  { method: 'swish', label: PAYMENT_METHOD_LABELS.swish },
] as const;

export type OneTimeMethod = (typeof ONE_TIME_METHODS)[number]['method'];

interface RedirectProps {
  id: string;
  methods: readonly DonationMethod[];
  monthly: boolean;
  disabled: boolean;
  onPay(method: OneTimeMethod): void;
}

/**
 * PayPal, Klarna and Swish, for one-off gifts; with monthly chosen they explain why they do not
 * work. `${id}-swish` is the Swish button, where focus returns when its panel closes.
 */
export function RedirectPayments({ id, methods, monthly, disabled, onPay }: RedirectProps) {
  const { i18n } = useLingui();
  if (!methods.some((method) => method !== 'card')) return null;
  return (
    <div className={styles.alternatives}>
      <p className={styles.label}>
        <Trans>Or give once with</Trans>
      </p>
      <div className={styles.alternativeButtons}>
        {ONE_TIME_METHODS.filter(({ method }) => methods.includes(method)).map(
          ({ method, label }) => (
            <Button
              key={method}
              id={`${id}-${method}`}
              className={styles[method]}
              disabled={disabled}
              aria-disabled={monthly || undefined}
              aria-describedby={monthly ? `${id}-monthly-note` : undefined}
              onClick={() => onPay(method)}
            >
              {label}
            </Button>
          ),
        )}
      </div>
      {monthly && (
        <FormNote id={`${id}-monthly-note`}>{i18n._(DONATION_MESSAGES.monthlyNote)}</FormNote>
      )}
    </div>
  );
}
