import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import fields from '#client/components/form-fields.module.css';
import { Field, FormNote } from '#client/components/form-fields.tsx';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { formatSek } from '#shared/donations.ts';
import { checkGiversPersonnummer } from '#shared/personnummer.ts';
import { taxReductionRule } from '#shared/tax-reduction.ts';
import type { DonationFormState, FormAction } from '../lib/form-state.ts';
import styles from './tax-reduction-fields.module.css';

interface Props {
  id: string;
  form: Pick<DonationFormState, 'taxReduction' | 'personalNumber'>;
  dispatch(action: FormAction): void;
}

/**
 * "I want a tax reduction for my gift": the box, and once ticked the personal identity number
 * (checked when the giver leaves the field; the server checks it again), what it means, and
 * where the privacy policy says how the number is kept.
 */
export default function TaxReductionFields({ id, form, dispatch }: Props) {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = `${id}-personal-number`;
  const rule = taxReductionRule(new Date().getFullYear());
  const percent = rule.reductionPercent;
  const minimum = formatSek(rule.minimumGiftOre);
  const maximum = formatSek(rule.maximumGiftsPerYearOre);
  const age = rule.minimumAge;

  function check(value: string) {
    const checked = checkGiversPersonnummer(value, new Date());
    setProblem('problem' in checked ? i18n._(checked.problem) : null);
  }

  return (
    <div className={styles.taxReduction}>
      <label className={fields.checkbox}>
        <input
          type="checkbox"
          name="taxReduction"
          checked={form.taxReduction}
          aria-controls={form.taxReduction ? `${id}-tax-reduction` : undefined}
          onChange={(event) => dispatch({ type: 'taxReduction', value: event.target.checked })}
        />
        <Trans>I want a tax reduction for my gift</Trans>
      </label>
      {form.taxReduction && (
        <div id={`${id}-tax-reduction`} className={styles.details}>
          <Field
            id={fieldId}
            label={t`Personal identity number (YYYYMMDD-NNNN)`}
            error={problem ?? undefined}
            after={
              <FormNote id={`${fieldId}-hint`}>
                <Trans>
                  Skatteverket (the Swedish Tax Agency) reduces your tax by {percent}% of your gifts
                  to us of at least {minimum} each, up to {maximum} in gifts a year, if you are{' '}
                  {age} or older by the end of the year. We report your gifts with your personal
                  identity number to Skatteverket, and keep the number encrypted. Read more in our{' '}
                  <LocalizedLink to="/privacy-policy">privacy policy</LocalizedLink>.
                </Trans>
              </FormNote>
            }
          >
            <input
              id={fieldId}
              name="personalNumber"
              autoComplete="off"
              value={form.personalNumber}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fieldId}-hint ${fieldId}-error` : `${fieldId}-hint`}
              onChange={(event) => {
                dispatch({ type: 'personalNumber', value: event.target.value });
                if (problem) check(event.target.value);
              }}
              onBlur={(event) => check(event.target.value)}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
