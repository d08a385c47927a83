import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { GiftCount } from '#client/components/gift-count.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { Progress } from '#shared/schemas/appeals.ts';
import styles from './appeals.module.css';

/**
 * Raised so far against the goal (a progress bar; no bar when there is no goal), the number of
 * gifts and the days left. Rendered on the server only: the page is rendered again after each
 * confirmed gift.
 */
export function ProgressSummary({ progress }: { progress: Progress }) {
  const { t } = useLingui();
  const format = useFormat();
  const id = useId();
  const { raisedOre, goalOre, gifts, daysLeft, ended } = progress;
  const raised = format.amount(raisedOre);
  const days = format.number(daysLeft);
  const goal = goalOre === null ? '' : format.amount(goalOre);
  return (
    <div className={styles.progress}>
      <p id={`${id}-raised`} className={styles.raised}>
        {goalOre === null ? (
          <Trans>
            <strong>{raised}</strong> raised
          </Trans>
        ) : (
          <Trans>
            <strong>{raised}</strong> raised of {goal}
          </Trans>
        )}
      </p>
      {goalOre !== null && (
        <div
          role="progressbar"
          aria-labelledby={`${id}-raised`}
          aria-valuemin={0}
          aria-valuemax={goalOre / 100}
          // A total past the goal fills the bar; the text says the whole.
          aria-valuenow={Math.min(raisedOre, goalOre) / 100}
          aria-valuetext={t`${raised} of ${goal}`}
          className={styles.bar}
        >
          <span style={{ width: `${percentOf(raisedOre, goalOre)}%` }} />
        </div>
      )}
      <p className={styles.figures}>
        <span>
          <GiftCount gifts={gifts} />
        </span>
        <span>
          {ended ? (
            <Trans>Ended</Trans>
          ) : daysLeft === 0 ? (
            <Trans>Last day</Trans>
          ) : (
            <Select
              value={format.pluralForm(daysLeft)}
              _one={`${days} day left`}
              other={`${days} days left`}
            />
          )}
        </span>
      </p>
    </div>
  );
}

/** How much of the goal is reached, 0 to 100. */
export const percentOf = (raisedOre: number, goalOre: number) =>
  goalOre > 0 ? Math.min(100, Math.round((raisedOre / goalOre) * 100)) : 0;
