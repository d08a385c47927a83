import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ContentTopic } from '#shared/content-topics.ts';
import { itemIdSchema, successResponseSchema } from '#shared/schemas/content.ts';
import { parseInput } from '../lib/validation.ts';
import { contentReaderOf } from '../plugins/content-reader.ts';
import { publicAnswers } from '../plugins/public-answers.ts';
import { isTicked, readImageForm, registerImageUploads } from './multipart-form.ts';
import type { OptionalImageItems } from './optional-image-items.ts';

export interface OptionalImageRoutesOptions<View extends object> {
  /** The URL, under the prefix: `/testimonials`. */
  path: string;
  /** The content topic the items are (their GET answer is kept until it is raised). */
  topic: ContentTopic;
  items: OptionalImageItems<View>;
  /** The multipart text fields of an item. */
  fieldsSchema: z.ZodObject;
  listResponseSchema: z.ZodType;
  saveResponseSchema: z.ZodType;
  /** The GET answer: the list under its key. */
  listResponse: (items: View[]) => unknown;
  /** Whether a posted form edits the item with its `id` field, rather than adding one. */
  isEdit: (fields: Record<string, string>) => boolean;
}

/**
 * GET, POST and DELETE for items of text fields with an optional image: one multipart POST
 * adds an item or, when `isEdit` says so, edits the one with the form's `id` (a new `image`
 * replaces the old, `remove_image=1` drops it); DELETE `?id=` removes one.
 */
export const optionalImageRoutes: FastifyPluginAsyncZod<
  OptionalImageRoutesOptions<object>
> = async (
  app,
  {
    path,
    topic,
    items,
    fieldsSchema,
    listResponseSchema,
    saveResponseSchema,
    listResponse,
    isEdit,
  },
) => {
  await registerImageUploads(app);
  const admin = { onRequest: app.requireAdmin };
  const answer = publicAnswers(app, [topic]);

  app.get(path, { schema: { response: { 200: listResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const reader = await contentReaderOf(request, reply);
    return answer(request, reply, reader, async () => listResponse(await items.list(reader)));
  });

  app.post(
    path,
    { ...admin, schema: { response: { 200: saveResponseSchema, 201: saveResponseSchema } } },
    async (request, reply) => {
      const { fields, image } = await readImageForm(request);
      const { sv, ...input } = parseInput(fieldsSchema, fields) as Record<string, string> & {
        sv?: object | null;
      };
      if (isEdit(fields)) {
        const { id } = parseInput(itemIdSchema, fields);
        const removeImage = isTicked(fields.remove_image);
        const updated = await items.update(id, input, image?.data, removeImage, { sv });
        return { success: true, ...(updated as object) };
      }
      const saved = await items.create(input, image?.data, { sv });
      return reply.status(201).send({ success: true, ...(saved as object) });
    },
  );

  app.delete(
    path,
    { ...admin, schema: { querystring: itemIdSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await items.remove(request.query.id);
      return { success: true as const };
    },
  );
};
