import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { logFailure } from '#client/lib/log-failure.ts';
import type { Testimonial, TestimonialListResponse } from '#shared/schemas/content.ts';

export type { Testimonial };

export const testimonialsQueryKey = ['testimonials'] as const;

const fetchTestimonials = async () =>
  (await apiFetch<TestimonialListResponse>('/api/testimonials')).testimonials;

export function useTestimonials() {
  return useQuery({
    queryKey: testimonialsQueryKey,
    queryFn: logFailure('Testimonials load failed', fetchTestimonials),
  });
}
