import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leaderFieldsSchema,
  leaderListResponseSchema,
  leaderSaveResponseSchema,
} from '#shared/schemas/content.ts';
import { optionalImageRoutes } from '../../images/index.ts';
import { raisesTopics } from '../../plugins/content-versions.ts';
import type { LeaderService } from './service.ts';

/**
 * GET, POST and DELETE /api/leadership, as docs/product.md (part 2, Calls) gives them: one multipart POST
 * adds, or edits the leader when the form has a non-empty `id`.
 */
export const leadershipRoutes: FastifyPluginAsyncZod<{ leaders: LeaderService }> = async (
  app,
  { leaders },
) => {
  raisesTopics(app, ['leaders']);
  await app.register(optionalImageRoutes, {
    path: '/leadership',
    topic: 'leaders',
    items: leaders,
    fieldsSchema: leaderFieldsSchema,
    listResponseSchema: leaderListResponseSchema,
    saveResponseSchema: leaderSaveResponseSchema,
    listResponse: (items) => ({ leaders: items }),
    isEdit: (fields) => fields.id !== undefined && fields.id !== '',
  });
};
