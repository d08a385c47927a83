import { ResponsiveImage } from '#client/components/responsive-image.tsx';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import { initials } from '#client/lib/initials.ts';
import type { Testimonial } from '../api/testimonials-api.ts';
import styles from './testimonials.module.css';

/** A quote with the person's name, role and photo (or initials). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, role, quote, image, srcset, width, height } = testimonial;
  const lang = useTextLang(testimonial.lang);
  return (
    <figure className={styles.card}>
      <blockquote className={styles.quote} lang={lang}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        {image ? (
          <ResponsiveImage
            image={{ url: image, srcset, width, height }}
            alt=""
            sizes="4rem"
            className={styles.avatar}
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.role} lang={lang}>
            {role}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
