import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '#client/components/button-link.tsx';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import { useCurrentAppeal } from '../api/appeals-api.ts';
import styles from './appeals.module.css';
import { ProgressSummary } from './progress-summary.tsx';

/**
 * Home's current appeal (the first running one), with its progress and a link to its page;
 * nothing when none runs. Rendered on the server only: Home is rendered again after each gift.
 */
export function CurrentAppeal() {
  const appeal = useCurrentAppeal();
  const lang = useTextLang(appeal?.lang);
  if (!appeal) return null;
  return (
    <section className="container section" aria-labelledby="current-appeal-heading">
      <div className={styles.current}>
        <div>
          <p className={styles.eyebrow}>
            <Trans>Our appeal</Trans>
          </p>
          <h2 id="current-appeal-heading" lang={lang}>
            {appeal.title}
          </h2>
          <p lang={lang}>{appeal.summary}</p>
          <ButtonLink to={`/appeals/${appeal.slug}`} variant="primary">
            <Trans>Read more and give</Trans>
          </ButtonLink>
        </div>
        <ProgressSummary progress={appeal.progress} />
      </div>
    </section>
  );
}
