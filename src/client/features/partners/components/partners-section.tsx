import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { partners } from '#shared/content/partners.ts';
import { translate } from '#shared/i18n/message.ts';
import styles from './partners.module.css';

/** Our Partners: the partner churches and organisations we work through (built-in content). */
export function PartnersSection() {
  const { i18n } = useLingui();
  return (
    <section className="section" aria-labelledby="partners-heading">
      <div className="container">
        <h2 id="partners-heading" className={styles.heading}>
          <Trans>Our Partners</Trans>
        </h2>
        <p className={styles.intro}>
          <Trans>
            We work through local churches who know their communities and serve them every day.
          </Trans>
        </p>
        <ul className={styles.list}>
          {partners.map((partner) => (
            <li key={partner.image} className={styles.partner}>
              <img
                src={partner.image}
                alt={i18n._(partner.imageAlt)}
                width={partner.width}
                height={partner.height}
                loading="lazy"
                decoding="async"
                className={styles.logo}
              />
              <div>
                <h3 className={styles.name}>{translate(i18n, partner.name)}</h3>
                <p className={styles.description}>{i18n._(partner.description)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
