import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  testimonialFieldsSchema,
  testimonialListResponseSchema,
  testimonialSaveResponseSchema,
} from '#shared/schemas/content.ts';
import { optionalImageRoutes } from '../../images/index.ts';
import { raisesTopics } from '../../plugins/content-versions.ts';
import type { TestimonialService } from './service.ts';

/**
 * GET, POST and DELETE /api/testimonials, as docs/product.md (part 2, Calls) gives them: one multipart
 * POST adds, or updates when the form carries `_method=PUT` (the way HTML forms tunnel a PUT).
 */
export const testimonialRoutes: FastifyPluginAsyncZod<{
  testimonials: TestimonialService;
}> = async (app, { testimonials }) => {
  raisesTopics(app, ['testimonials']);
  await app.register(optionalImageRoutes, {
    path: '/testimonials',
    topic: 'testimonials',
    items: testimonials,
    fieldsSchema: testimonialFieldsSchema,
    listResponseSchema: testimonialListResponseSchema,
    saveResponseSchema: testimonialSaveResponseSchema,
    listResponse: (items) => ({ testimonials: items }),
    isEdit: (fields) => fields._method?.toUpperCase() === 'PUT',
  });
};
