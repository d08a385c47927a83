import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '#client/features/auth/index.ts';
import { useCarousel } from '#client/lib/use-carousel.ts';
import { useTestimonials } from '../api/testimonials-api.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import styles from './testimonials.module.css';

export const TESTIMONIAL_INTERVAL_MS = 5000;

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
          Loading testimonials…
        </p>
      </div>
    );
  } else if (testimonials.length === 0) {
    slides = query.isSuccess && <p className={styles.empty}>No testimonials yet.</p>;
  } else {
    slides = (
      <div className={styles.slides} aria-live={carousel.rotating ? 'off' : 'polite'}>
        {testimonials.map((testimonial, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group.
          <div
            key={testimonial.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${testimonials.length}`}
            className={styles.slide}
            data-active={i === carousel.index}
            inert={i !== carousel.index}
          >
            {loggedIn ? (
              <Suspense fallback={<TestimonialCard testimonial={testimonial} />}>
                <EditableTestimonial testimonial={testimonial} />
              </Suspense>
            ) : (
              <TestimonialCard testimonial={testimonial} />
            )}
          </div>
        ))}
      </div>
    );
  }

  return (
    <section className={`section ${styles.section}`}>
      <div className="container">
        <h2 id="testimonials-heading" className={styles.heading}>
          Testimonials
        </h2>
        <section
          className={styles.carousel}
          aria-roledescription="carousel"
          aria-labelledby="testimonials-heading"
          {...carousel.containerProps}
        >
          {slides}
          {testimonials.length > 1 && (
            <div className={styles.controls}>
              <button
                type="button"
                className={styles.control}
                aria-label="Previous testimonial"
                onClick={carousel.previous}
              >
                <ChevronLeft aria-hidden="true" />
              </button>
              <div className={styles.dots}>
                {testimonials.map((testimonial, i) => (
                  <button
                    key={testimonial.id}
                    type="button"
                    className={styles.dot}
                    aria-label={`Testimonial ${i + 1}: ${testimonial.name}`}
                    aria-current={i === carousel.index ? 'true' : undefined}
                    onClick={() => carousel.goTo(i)}
                  />
                ))}
              </div>
              <button
                type="button"
                className={styles.control}
                aria-label="Next testimonial"
                onClick={carousel.next}
              >
                <ChevronRight aria-hidden="true" />
              </button>
              <button
                type="button"
                className={styles.control}
                hidden={!carousel.canRotate}
                aria-label={
                  carousel.paused ? 'Start rotating testimonials' : 'Stop rotating testimonials'
                }
                onClick={carousel.togglePaused}
              >
                {carousel.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              </button>
            </div>
          )}
        </section>
        {loggedIn && (
          <Suspense fallback={null}>
            <AddTestimonialForm />
          </Suspense>
        )}
      </div>
    </section>
  );
}
