import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Field } from '#client/components/form-fields.tsx';
import { DONATION, formatSek } from '#shared/donations.ts';
import type { FormAction, Frequency } from '../lib/form-state.ts';
import { DONATION_MESSAGES } from '../lib/messages.ts';
import styles from './donation-form.module.css';

interface ChoiceProps {
  name: string;
  value: string | number;
  checked: boolean;
  onChoose(): void;
  children: string;
}

/** A radio drawn as a pill. */
function Choice({ name, value, checked, onChoose, children }: ChoiceProps) {
  return (
    <label className={styles.choice}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      <span>{children}</span>
    </label>
  );
}

interface ChoiceGroupProps<Value extends string> {
  legend: ReactNode;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChoose(value: Value): void;
  /** Shown under the choices, in the same group. */
  children?: ReactNode;
}

/** A group of pill radios, one of them chosen. */
export function ChoiceGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChoose,
  children,
}: ChoiceGroupProps<Value>) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.toggle}>
        {options.map((option) => (
          <Choice
            key={option.value}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChoose={() => onChoose(option.value)}
          >
            {option.label}
          </Choice>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

type Dispatch = (action: FormAction) => void;

export function FrequencyChoice({ value, dispatch }: { value: Frequency; dispatch: Dispatch }) {
  const { t } = useLingui();
  return (
    <ChoiceGroup
      legend={<Trans>How often?</Trans>}
      name="frequency"
      options={[
        { value: 'once', label: t`Once` },
        { value: 'monthly', label: t`Monthly` },
      ]}
      value={value}
      onChoose={(frequency) => dispatch({ type: 'frequency', frequency })}
    />
  );
}

interface AmountProps {
  id: string;
  preset: number | null;
  custom: string;
  tooSmall: boolean;
  dispatch: Dispatch;
}

/** The preset amounts and the custom one; `${id}-custom` is the field, `${id}-amount-error` its message. */
export function AmountChoice({ id, preset, custom, tooSmall, dispatch }: AmountProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className={styles.group} aria-describedby={`${id}-amount-error`}>
      <legend>
        <Trans>Amount</Trans>
      </legend>
      <div className={styles.presets}>
        {DONATION.presetsSek.map((amount) => (
          <Choice
            key={amount}
            name="amount"
            value={amount}
            checked={preset === amount}
            onChoose={() => dispatch({ type: 'preset', amount })}
          >
            {formatSek(amount * 100)}
          </Choice>
        ))}
      </div>
      <Field id={`${id}-custom`} label={t`Other amount (SEK)`}>
        <input
          id={`${id}-custom`}
          name="custom-amount"
          type="number"
          min={1}
          step={0.01}
          inputMode="decimal"
          value={custom}
          onChange={(event) => dispatch({ type: 'custom', value: event.target.value })}
          aria-invalid={tooSmall || undefined}
          aria-describedby={`${id}-amount-error`}
        />
      </Field>
      <p id={`${id}-amount-error`} className={styles.fieldError}>
        {tooSmall ? i18n._(DONATION_MESSAGES.minimum) : ''}
      </p>
    </fieldset>
  );
}
