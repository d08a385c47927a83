import { useQuery } from '@tanstack/react-query';
import { pageQuery, pageQueryOptions } from '#client/lib/page-query.ts';
import type { Testimonial, TestimonialListResponse } from '#shared/schemas/content.ts';

export type { Testimonial };

export const testimonialsQuery = pageQuery(
  ['testimonials'],
  '/api/testimonials',
  (body: TestimonialListResponse) => body.testimonials,
);
export const testimonialsQueryKey = testimonialsQuery.queryKey;

export function useTestimonials() {
  return useQuery(pageQueryOptions(testimonialsQuery, 'Testimonials load failed'));
}
