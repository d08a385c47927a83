import type { FastifyInstance } from 'fastify';
import {
  itemIdSchema,
  type SuccessResponse,
  type Testimonial,
  type TestimonialListResponse,
  type TestimonialSaveResponse,
  testimonialFieldsSchema,
} from '#shared/schemas/content.ts';
import { parseInput } from '../../lib/validation.ts';
import { createImageService, type ImageDeps } from '../images/image-service.ts';
import { isTicked, readImageForm, registerImageUploads } from '../images/multipart-form.ts';
import { createOptionalImageItems } from '../images/optional-image-items.ts';
import { testimonialRepo } from './repo.ts';

/**
 * Testimonials, as spec 2's Calls table gives them: one multipart POST adds, or updates when
 * the form carries `_method=PUT` (the way HTML forms tunnel a PUT).
 */
export async function testimonialRoutes(app: FastifyInstance) {
  await registerImageUploads(app);
  const testimonials = createTestimonialItems({ ...app.deps, log: app.log });
  const admin = { preHandler: app.requireAdmin };

  app.get('/testimonials', async (_request, reply): Promise<TestimonialListResponse> => {
    reply.header('cache-control', 'no-cache');
    return { testimonials: await testimonials.list() };
  });

  app.post('/testimonials', admin, async (request, reply): Promise<TestimonialSaveResponse> => {
    const { fields, image } = await readImageForm(request);
    const input = parseInput(testimonialFieldsSchema, fields);
    if (fields._method?.toUpperCase() === 'PUT') {
      const { id } = parseInput(itemIdSchema, fields);
      const removeImage = isTicked(fields.remove_image);
      return { success: true, ...(await testimonials.update(id, input, image?.data, removeImage)) };
    }
    const saved = await testimonials.create(input, image?.data);
    reply.status(201);
    return { success: true, ...saved };
  });

  app.delete('/testimonials', admin, async (request): Promise<SuccessResponse> => {
    const { id } = parseInput(itemIdSchema, request.query);
    await testimonials.remove(id);
    return { success: true };
  });
}

export function createTestimonialItems(deps: ImageDeps) {
  const images = createImageService(deps);
  return createOptionalImageItems({
    ...deps,
    images,
    repo: testimonialRepo,
    notFoundMessage: 'No testimonial with that id.',
    toView(row): Testimonial {
      const { url, ...image } = images.optionalView(row);
      return { id: row.id, name: row.name, role: row.role, quote: row.quote, image: url, ...image };
    },
  });
}
