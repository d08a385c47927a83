import { useAdminMutation } from '#client/components/admin/use-admin-mutation.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { swedishVersionField, toFormData } from '#client/lib/form-data.ts';
import type { TestimonialSwedish } from '#shared/schemas/content.ts';
import { testimonialsQueryKey } from './testimonials-api.ts';

export interface TestimonialInput {
  name: string;
  role: string;
  quote: string;
  /** A new image, or null to keep (or not have) one. */
  image: File | null;
  /** Its Swedish version (decision 010): left out keeps it, null removes it. */
  sv?: TestimonialSwedish | null;
}

export interface TestimonialUpdate extends TestimonialInput {
  id: number;
  removeImage: boolean;
}

export const testimonialsAdminScope = 'testimonials';

/** Mutations that change testimonials, each reloading the list after it succeeds. */
const useTestimonialMutation = <T>(label: string, send: (input: T) => Promise<unknown>) =>
  useAdminMutation({
    scope: testimonialsAdminScope,
    label,
    queryKey: testimonialsQueryKey,
    mutationFn: send,
  });

export const useAddTestimonial = () =>
  useTestimonialMutation(
    'Testimonial add failed',
    ({ name, role, quote, image, sv }: TestimonialInput) =>
      apiFetch<{ id: number; image: string | null }>('/api/testimonials', {
        method: 'POST',
        body: toFormData({ name, role, quote, image, sv: swedishVersionField(sv) }),
      }),
  );

export const useUpdateTestimonial = () =>
  useTestimonialMutation('Testimonial update failed', (input: TestimonialUpdate) =>
    apiFetch<{ image: string | null }>('/api/testimonials', {
      method: 'POST',
      body: toFormData({
        _method: 'PUT',
        id: input.id,
        name: input.name,
        role: input.role,
        quote: input.quote,
        image: input.image,
        remove_image: input.removeImage,
        sv: swedishVersionField(input.sv),
      }),
    }),
  );

export const useDeleteTestimonial = () =>
  useTestimonialMutation('Testimonial delete failed', (id: number) =>
    apiFetch(`/api/testimonials?id=${id}`, { method: 'DELETE' }),
  );
