import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brand } from '#shared/brand.ts';
import styles from './sections.module.css';

/** Who we are in a few lines, with the news feed (passed in by the page) beside it. */
export function IntroSection({ children }: { children: ReactNode }) {
  return (
    <section className={`section ${styles.band}`} aria-labelledby="intro-heading">
      <div className={`container ${styles.intro}`}>
        <div>
          <p className={styles.eyebrow}>Since {brand.activeSince}</p>
          <h2 id="intro-heading" className={styles.heading}>
            Walking together with local churches
          </h2>
          <p>
            {brand.name} is a church-led charity. With partner churches in Sweden, Burundi, Rwanda
            and the Democratic Republic of the Congo we help vulnerable children and families build
            a future: children stay in school, parents start businesses and save together, and whole
            communities grow in faith and hope.
          </p>
          <p>
            Local churches know their neighbours best. We listen to them, support their work and
            share what we learn, so that help reaches the families who need it most.
          </p>
          <Link to="/our-work" className="button button-secondary">
            See our work
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
