import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { navigate } from '#client/lib/location.ts';
import {
  type CardFieldValues,
  checkCard,
  digitsOf,
  TEST_CARDS,
} from '#shared/payments/sandbox-cards.ts';
import type { CardFieldProps, PaymentKit } from '../lib/payment-gateway.ts';
import { AuthenticationDialog } from './authentication-dialog.tsx';
import styles from './sandbox.module.css';
import { sandboxGateway } from './sandbox-gateway.ts';

const empty: CardFieldValues = { number: '', expiry: '', cvc: '' };
type Field = keyof CardFieldValues;

const groupsOfFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
const testCard = groupsOfFour(TEST_CARDS.success);

function formatted(field: Field, value: string): string {
  const digits = digitsOf(value);
  if (field === 'number') return groupsOfFour(digits.slice(0, 16));
  if (field === 'expiry')
    return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2, 4)}` : digits;
  return digits.slice(0, 4);
}

/**
 * The sandbox's card field: three plain inputs that take Stripe's test cards, check them as
 * Stripe's field does (with Stripe's messages), and a 3D Secure stand-in dialog.
 */
function SandboxCardField({ onReady, onChange, errorId }: CardFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState(empty);
  const [left, setLeft] = useState<Partial<Record<Field, boolean>>>({});
  const [authentication, setAuthentication] = useState<{
    amountOre: number;
    answer(approve: boolean): void;
  } | null>(null);
  const current = useRef(values);
  current.current = values;
  const callbacks = useRef({ onReady, onChange });
  callbacks.current = { onReady, onChange };

  useEffect(() => {
    callbacks.current.onReady(
      sandboxGateway({
        card: () => current.current,
        authenticate: (amountOre) =>
          new Promise<boolean>((resolve) =>
            setAuthentication({
              amountOre,
              answer(approve) {
                setAuthentication(null);
                resolve(approve);
              },
            }),
          ),
        clearCard() {
          setValues(empty);
          setLeft({});
        },
        navigate,
      }),
    );
  }, []);

  useEffect(() => {
    const check = checkCard(values, new Date());
    // As in Stripe's field: a wrong entry shows at once, an unfinished one once its input is left.
    const show = !check.complete && (!check.incomplete || left[check.field]);
    callbacks.current.onChange({
      complete: check.complete,
      error: show && !check.complete ? i18n._(check.message) : null,
    });
  }, [values, left, i18n]);

  const input = (field: Field) => ({
    id: `${id}-${field}`,
    name: `sandbox-${field}`,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((before) => ({ ...before, [field]: formatted(field, event.target.value) })),
    onBlur: () => setLeft((before) => ({ ...before, [field]: true })),
    inputMode: 'numeric' as const,
    'aria-describedby': `${id}-note ${errorId}`,
  });

  return (
    <div className={styles.card}>
      <p id={`${id}-note`} className={styles.note}>
        <Trans>
          <strong>Test mode:</strong> no real money is taken. Use the test card {testCard}, any
          future date and any CVC.
        </Trans>
      </p>
      <div className={styles.inputs}>
        <div className={styles.number}>
          <label htmlFor={`${id}-number`}>
            <Trans>Card number</Trans>
          </label>
          <input {...input('number')} autoComplete="cc-number" placeholder="1234 1234 1234 1234" />
        </div>
        <div>
          <label htmlFor={`${id}-expiry`}>
            <Trans>Expiry</Trans>
          </label>
          <input {...input('expiry')} autoComplete="cc-exp" placeholder={t`MM / YY`} />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`}>CVC</label>
          <input {...input('cvc')} autoComplete="cc-csc" placeholder="123" />
        </div>
      </div>
      {authentication && (
        <AuthenticationDialog
          amountOre={authentication.amountOre}
          onAnswer={authentication.answer}
        />
      )}
    </div>
  );
}

export const sandboxKit: PaymentKit = { CardField: SandboxCardField };
