import type { FastifyInstance } from 'fastify';
import {
  itemIdSchema,
  type Leader,
  type LeaderListResponse,
  type LeaderSaveResponse,
  leaderFieldsSchema,
  type SuccessResponse,
} from '#shared/schemas/content.ts';
import { parseInput } from '../../lib/validation.ts';
import { createImageService, type ImageDeps } from '../images/image-service.ts';
import { isTicked, readImageForm, registerImageUploads } from '../images/multipart-form.ts';
import { createOptionalImageItems } from '../images/optional-image-items.ts';
import { leaderRepo } from './repo.ts';

/** The leadership grid, as spec 2's Calls table gives it: one multipart POST adds or edits (with id). */
export async function leadershipRoutes(app: FastifyInstance) {
  await registerImageUploads(app);
  const leaders = createLeaderItems({ ...app.deps, log: app.log });
  const admin = { preHandler: app.requireAdmin };

  app.get('/leadership', async (_request, reply): Promise<LeaderListResponse> => {
    reply.header('cache-control', 'no-cache');
    return { leaders: await leaders.list() };
  });

  app.post('/leadership', admin, async (request, reply): Promise<LeaderSaveResponse> => {
    const { fields, image } = await readImageForm(request);
    const input = parseInput(leaderFieldsSchema, fields);
    if (fields.id !== undefined && fields.id !== '') {
      const { id } = parseInput(itemIdSchema, fields);
      const removeImage = isTicked(fields.remove_image);
      return { success: true, ...(await leaders.update(id, input, image?.data, removeImage)) };
    }
    const saved = await leaders.create(input, image?.data);
    reply.status(201);
    return { success: true, ...saved };
  });

  app.delete('/leadership', admin, async (request): Promise<SuccessResponse> => {
    const { id } = parseInput(itemIdSchema, request.query);
    await leaders.remove(id);
    return { success: true };
  });
}

export function createLeaderItems(deps: ImageDeps) {
  const images = createImageService(deps);
  return createOptionalImageItems({
    ...deps,
    images,
    repo: leaderRepo,
    notFoundMessage: 'No leader with that id.',
    toView(row): Leader {
      const { url, ...image } = images.optionalView(row);
      return { id: row.id, name: row.name, role: row.role, bio: row.bio, url, ...image };
    },
  });
}
