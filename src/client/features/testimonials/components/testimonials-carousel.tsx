import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode } from 'react';
import { AdminOnly } from '#client/components/admin-only.tsx';
import {
  CarouselControls,
  type CarouselLabels,
  CarouselSlides,
} from '#client/components/carousel.tsx';
import { useSession } from '#client/lib/session.ts';
import { useCarousel } from '#client/lib/use-carousel.ts';
import { useTestimonials } from '../api/testimonials-api.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import styles from './testimonials.module.css';

export const TESTIMONIAL_INTERVAL_MS = 5000;

const CONTROL_LABELS: CarouselLabels = {
  previous: msg`Previous testimonial`,
  next: msg`Next testimonial`,
  start: msg`Start rotating testimonials`,
  stop: msg`Stop rotating testimonials`,
};

// Only signed-in admins download the editing code.
const EditableTestimonial = lazy(() =>
  import('./testimonials-admin.tsx').then((m) => ({ default: m.EditableTestimonial })),
);
const AddTestimonialForm = lazy(() =>
  import('./testimonials-admin.tsx').then((m) => ({ default: m.AddTestimonialForm })),
);

/**
 * The Home page's testimonials, one at a time. It rotates every 5 s only for signed-out
 * visitors and only with more than one; hover, focus and reduced motion stop it.
 */
export function TestimonialsCarousel() {
  const { i18n } = useLingui();
  const { loggedIn } = useSession();
  const query = useTestimonials();
  const testimonials = query.data ?? [];
  const carousel = useCarousel({
    count: testimonials.length,
    intervalMs: TESTIMONIAL_INTERVAL_MS,
    autoRotate: !loggedIn,
  });

  let slides: ReactNode;
  if (query.isPending) {
    slides = (
      <div className={styles.placeholder}>
        <p className="visually-hidden" role="status">
          <Trans>Loading testimonials…</Trans>
        </p>
      </div>
    );
  } else if (testimonials.length === 0) {
    slides = query.isSuccess && (
      <p className={styles.empty}>
        <Trans>No testimonials yet.</Trans>
      </p>
    );
  } else {
    slides = (
      <CarouselSlides
        carousel={carousel}
        items={testimonials}
        keyOf={(item) => item.id}
        slideClassName={styles.slide}
      >
        {(testimonial) => (
          <AdminOnly otherwise={<TestimonialCard testimonial={testimonial} />}>
            <EditableTestimonial testimonial={testimonial} />
          </AdminOnly>
        )}
      </CarouselSlides>
    );
  }

  return (
    <section className={`section ${styles.section}`}>
      <div className="container">
        <h2 id="testimonials-heading" className={styles.heading}>
          <Trans>Testimonials</Trans>
        </h2>
        <section
          className={styles.carousel}
          aria-roledescription={i18n._(msg`carousel`)}
          aria-labelledby="testimonials-heading"
          {...carousel.containerProps}
        >
          {slides}
          {testimonials.length > 1 && (
            <CarouselControls
              carousel={carousel}
              tone="light"
              dotLabels={testimonials.map(({ name }, i) => {
                const number = i + 1;
                return i18n._(msg`Testimonial ${number}: ${name}`);
              })}
              labels={CONTROL_LABELS}
            />
          )}
        </section>
        <AdminOnly>
          <AddTestimonialForm />
        </AdminOnly>
      </div>
    </section>
  );
}
