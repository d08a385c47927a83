import { msg, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { spotsLevel } from '../lib/event-list.ts';
import styles from './events.module.css';

/**
 * Swedish on the English page too (the spec), for every count; the Swedish catalog adds the
 * singular, chosen by the plural form (see useFormat's pluralForm).
 */
export function SpotsBadge({ spotsLeft }: { spotsLeft: number }) {
  const { i18n } = useLingui();
  const level = spotsLevel(spotsLeft);
  const form = useFormat().pluralForm(spotsLeft);
  return (
    <span className={`${styles.spots} ${styles[level]}`} lang="sv" data-level={level}>
      {i18n._(
        msg({
          comment: "Swedish on the English page too (the spec's event labels)",
          message: select(form, {
            one: `${spotsLeft} platser kvar`,
            other: `${spotsLeft} platser kvar`,
          }),
        }),
      )}
    </span>
  );
}
