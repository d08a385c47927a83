import { Trans } from '@lingui/react/macro';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { PublicFundraiser } from '#shared/schemas/appeals.ts';
import styles from './appeals.module.css';

/** The organiser's own words, a paragraph per line, then their thank-you updates, newest first. */
export function FundraiserStory({ fundraiser }: { fundraiser: PublicFundraiser }) {
  const format = useFormat();
  const paragraphs = fundraiser.story.split(/\n+/).filter((line) => line.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server.
        <p key={index}>{paragraph}</p>
      ))}
      {fundraiser.updates.length > 0 && (
        <section aria-labelledby="updates-heading" className={styles.updates}>
          <h2 id="updates-heading">
            <Trans>News from the organiser</Trans>
          </h2>
          <ul>
            {fundraiser.updates.map((update) => (
              <li key={update.at}>
                <p className={styles.giver}>
                  <time dateTime={update.at}>{format.dateTime(update.at)}</time>
                </p>
                <p className={styles.message}>{update.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
