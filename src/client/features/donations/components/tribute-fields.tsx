import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import fields from '#client/components/form-fields.module.css';
import { FormNote } from '#client/components/form-fields.tsx';
import type { TributeChoice } from '../lib/tribute-form.ts';
import type { TributeControl } from '../lib/use-tribute.ts';
import styles from './donation-form.module.css';
import tributeStyles from './tribute-fields.module.css';

// The card's fields load only once a giver chooses to give in someone's name.
const TributeDetails = lazy(() => import('./tribute-details.tsx'));

/**
 * "Give in someone's name?": not, in memory of someone, or in honour of someone, then the card's
 * fields. A monthly gift is told that a card goes with a one-time gift (the server's rule).
 */
export function TributeFields({ tribute }: { tribute: TributeControl }) {
  const { t } = useLingui();
  if (!tribute.offered) {
    return (
      <FormNote>
        <Trans>A card in memory or in honour of someone goes with a one-time gift.</Trans>
      </FormNote>
    );
  }
  const { choice } = tribute.state;
  const options: { value: TributeChoice; label: string }[] = [
    { value: 'none', label: t`No, just my gift` },
    { value: 'memory', label: t`Give in memory of someone` },
    { value: 'honour', label: t`Give in honour of someone (a birthday, a wedding…)` },
  ];
  return (
    <fieldset className={styles.group}>
      <legend>
        <Trans>Give in someone's name?</Trans>
      </legend>
      <div className={tributeStyles.options}>
        {options.map(({ value, label }) => (
          <label key={value} className={fields.checkbox}>
            <input
              type="radio"
              name="tribute"
              value={value}
              checked={choice === value}
              aria-controls={
                value !== 'none' && choice === value ? tribute.idOf('details') : undefined
              }
              onChange={() => tribute.update({ choice: value })}
            />
            {label}
          </label>
        ))}
      </div>
      {choice !== 'none' && (
        <Suspense fallback={null}>
          <TributeDetails tribute={tribute} kind={choice} />
        </Suspense>
      )}
    </fieldset>
  );
}
