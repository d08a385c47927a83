import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentTopics } from '#shared/content-topics.ts';
import {
  sampleContentRemovedResponseSchema,
  sampleContentResponseSchema,
} from '#shared/schemas/content.ts';
import { raisesTopics } from '../../plugins/content-versions.ts';
import type { SampleContentService } from './service.ts';

/** GET and DELETE /api/sample-content: the admin sees and removes the samples in one go. */
export const sampleContentRoutes: FastifyPluginAsyncZod<{ samples: SampleContentService }> = async (
  app,
  { samples },
) => {
  raisesTopics(app, contentTopics);
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/sample-content',
    { ...admin, schema: { response: { 200: sampleContentResponseSchema } } },
    async () => ({ counts: await samples.counts() }),
  );

  app.delete(
    '/sample-content',
    { ...admin, schema: { response: { 200: sampleContentRemovedResponseSchema } } },
    async () => ({ success: true as const, removed: await samples.removeAll() }),
  );
};
