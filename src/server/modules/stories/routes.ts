import { msg } from '@lingui/core/macro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponseSchema } from '#shared/schemas/content.ts';
import {
  adminStoryListResponseSchema,
  adminStoryResponseSchema,
  featuredStoryResponseSchema,
  storyIdParamsSchema,
  storyImageResponseSchema,
  storyInputSchema,
  storyListResponseSchema,
  storyPatchSchema,
  storyResponseSchema,
} from '#shared/schemas/stories.ts';
import { readImageForm, registerImageUploads } from '../../images/index.ts';
import { localizedError } from '../../lib/http-error.ts';
import { visitorOf } from '../../plugins/content-reader.ts';
import { publicAnswers } from '../../plugins/public-answers.ts';
import type { StoriesService } from './service.ts';

/** The published stories for everyone; every story, and its changes, for the admin. */
export const storyRoutes: FastifyPluginAsyncZod<{ stories: StoriesService }> = async (
  app,
  { stories },
) => {
  await registerImageUploads(app);
  const admin = { onRequest: app.requireAdmin };
  const changed = () => app.contentChanged('stories');
  const answer = publicAnswers(app, ['stories']);
  const answerFeatured = publicAnswers(app, ['stories']);

  app.get(
    '/stories',
    { schema: { response: { 200: storyListResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const reader = visitorOf(request, reply);
      return answer(request, reply, reader, async () => ({ stories: await stories.list(reader) }));
    },
  );

  // Not under /stories/: a story may have any slug, 'featured' too.
  app.get(
    '/featured-story',
    { schema: { response: { 200: featuredStoryResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const reader = visitorOf(request, reply);
      return answerFeatured(request, reply, reader, async () => ({
        story: await stories.featured(reader),
      }));
    },
  );

  app.get(
    '/stories/:id',
    { schema: { params: storyIdParamsSchema, response: { 200: storyResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { story: await stories.get(request.params.id, visitorOf(request, reply)) };
    },
  );

  app.get(
    '/admin/stories',
    { ...admin, schema: { response: { 200: adminStoryListResponseSchema } } },
    async () => ({ stories: await stories.listAll() }),
  );

  app.post(
    '/admin/stories',
    { ...admin, schema: { body: storyInputSchema, response: { 201: adminStoryResponseSchema } } },
    async (request, reply) => {
      const story = await stories.create(request.body);
      await changed();
      return reply.status(201).send({ story });
    },
  );

  app.patch(
    '/admin/stories/:id',
    {
      ...admin,
      schema: {
        params: storyIdParamsSchema,
        body: storyPatchSchema,
        response: { 200: adminStoryResponseSchema },
      },
    },
    async (request) => {
      const story = await stories.update(request.params.id, request.body);
      await changed();
      return { story };
    },
  );

  app.delete(
    '/admin/stories/:id',
    { ...admin, schema: { params: storyIdParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await stories.remove(request.params.id);
      await changed();
      return { success: true as const };
    },
  );

  app.post(
    '/admin/stories/images',
    { ...admin, schema: { response: { 201: storyImageResponseSchema } } },
    async (request, reply) => {
      const { image } = await readImageForm(request);
      if (!image) throw localizedError(400, msg`Choose an image to upload.`, 'image');
      return reply.status(201).send(await stories.uploadImage(image.data));
    },
  );
};
