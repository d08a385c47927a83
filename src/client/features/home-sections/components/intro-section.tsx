import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { brand } from '#shared/brand.ts';
import styles from './sections.module.css';

const { name, activeSince } = brand;

/** Who we are in a few lines, with the news feed (passed in by the page) beside it. */
export function IntroSection({ children }: { children: ReactNode }) {
  return (
    <section className={`section ${styles.band}`} aria-labelledby="intro-heading">
      <div className={`container ${styles.intro}`}>
        <div>
          <p className={styles.eyebrow}>
            <Trans>Since {activeSince}</Trans>
          </p>
          <h2 id="intro-heading" className={styles.heading}>
            <Trans>Walking together with local churches</Trans>
          </h2>
          <p>
            <Trans>
              {name} is a church-led charity. With partner churches in Sweden, Burundi, Rwanda and
              the Democratic Republic of the Congo we help vulnerable children and families build a
              future: children stay in school, parents start businesses and save together, and whole
              communities grow in faith and hope.
            </Trans>
          </p>
          <p>
            <Trans>
              Local churches know their neighbours best. We listen to them, support their work and
              share what we learn, so that help reaches the families who need it most.
            </Trans>
          </p>
          <LocalizedLink to="/our-work" className="button button-secondary">
            <Trans>See our work</Trans>
          </LocalizedLink>
        </div>
        {children}
      </div>
    </section>
  );
}
