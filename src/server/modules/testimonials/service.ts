import type { Testimonial } from '#shared/schemas/content.ts';
import { createOptionalImageItems, type ImageDeps } from '../../images/index.ts';
import { createTestimonialRepo, type TestimonialFields } from './repo.ts';

/** Testimonials, in the order they were added; each may have a portrait. */
export function createTestimonialService(deps: ImageDeps) {
  return createOptionalImageItems<TestimonialFields, Testimonial>(deps, {
    repo: createTestimonialRepo,
    notFoundMessage: 'No testimonial with that id.',
    toView(row, images): Testimonial {
      const { url, ...image } = images.optionalView(row);
      return { id: row.id, name: row.name, role: row.role, quote: row.quote, image: url, ...image };
    },
  });
}

export type TestimonialService = ReturnType<typeof createTestimonialService>;
