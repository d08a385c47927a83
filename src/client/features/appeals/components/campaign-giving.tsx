import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Island } from '#client/runtime/island.tsx';
import type { Progress } from '#shared/schemas/appeals.ts';
import styles from './appeals.module.css';
import { ProgressSummary } from './progress-summary.tsx';

type Target = { appeal: string } | { fundraiser: string };

/**
 * The progress, then the donation form set to the appeal or fundraiser (with `whileOpen` after
 * it), or once it has ended a thank-you in their place.
 */
export function CampaignGiving({
  progress,
  target,
  whileOpen,
}: {
  progress: Progress;
  target: Target;
  whileOpen?: ReactNode;
}) {
  return (
    <>
      <ProgressSummary progress={progress} />
      {progress.ended ? (
        <p className={styles.ended}>
          {'appeal' in target ? (
            <Trans>This appeal has ended. Thank you to everyone who gave.</Trans>
          ) : (
            <Trans>This fundraiser has ended. Thank you to everyone who gave.</Trans>
          )}
        </p>
      ) : (
        <>
          <section id="donate" aria-labelledby="donate-heading">
            <Island
              name="target-donation"
              props={{ headingId: 'donate-heading', target }}
              hydrate="visible"
            />
          </section>
          {whileOpen}
        </>
      )}
    </>
  );
}
