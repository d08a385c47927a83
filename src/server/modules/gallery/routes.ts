import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  galleryDescriptionSchema,
  galleryListResponseSchema,
  gallerySaveResponseSchema,
  galleryUpdateSchema,
  itemIdSchema,
  successResponseSchema,
} from '#shared/schemas/content.ts';
import { readImageForm, registerImageUploads } from '../../images/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/validation.ts';
import { contentReaderOf } from '../../plugins/content-reader.ts';
import { raisesTopics } from '../../plugins/content-versions.ts';
import { publicAnswers } from '../../plugins/public-answers.ts';
import type { GalleryService } from './service.ts';

/** GET, POST (multipart), PATCH and DELETE /api/gallery, as docs/product.md (part 2, Calls) gives them. */
export const galleryRoutes: FastifyPluginAsyncZod<{ gallery: GalleryService }> = async (
  app,
  { gallery },
) => {
  raisesTopics(app, ['gallery']);
  await registerImageUploads(app);
  const admin = { onRequest: app.requireAdmin };
  const answer = publicAnswers(app, ['gallery']);

  app.get(
    '/gallery',
    { schema: { response: { 200: galleryListResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const reader = await contentReaderOf(request, reply);
      return answer(request, reply, reader, async () => ({ images: await gallery.list(reader) }));
    },
  );

  app.post(
    '/gallery',
    { ...admin, schema: { response: { 201: gallerySaveResponseSchema } } },
    async (request, reply) => {
      const form = await readImageForm(request);
      const { description, sv } = parseInput(galleryDescriptionSchema, form.fields);
      if (!form.image) throw badRequest('Choose an image to upload.');
      const saved = await gallery.upload({ ...form.image, description, sv });
      return reply.status(201).send({ success: true, ...saved });
    },
  );

  app.patch(
    '/gallery',
    {
      ...admin,
      schema: { body: galleryUpdateSchema, response: { 200: gallerySaveResponseSchema } },
    },
    async (request) => {
      const { id, description, sv } = request.body;
      return { success: true as const, ...(await gallery.describe(id, description, sv)) };
    },
  );

  app.delete(
    '/gallery',
    { ...admin, schema: { querystring: itemIdSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await gallery.remove(request.query.id);
      return { success: true as const };
    },
  );
};
