import { partners } from '#shared/content/partners.ts';
import styles from './partners.module.css';

/** Our Partners: the partner churches and organisations we work through (built-in content). */
export function PartnersSection() {
  return (
    <section className="section" aria-labelledby="partners-heading">
      <div className="container">
        <h2 id="partners-heading" className={styles.heading}>
          Our Partners
        </h2>
        <p className={styles.intro}>
          We work through local churches who know their communities and serve them every day.
        </p>
        <ul className={styles.list}>
          {partners.map((partner) => (
            <li key={partner.name} className={styles.partner}>
              <img
                src={partner.image}
                alt={partner.imageAlt}
                width={partner.width}
                height={partner.height}
                loading="lazy"
                decoding="async"
                className={styles.logo}
              />
              <div>
                <h3 className={styles.name}>{partner.name}</h3>
                <p className={styles.description}>{partner.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
