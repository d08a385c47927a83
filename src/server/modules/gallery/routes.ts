import type { FastifyInstance } from 'fastify';
import {
  type GalleryListResponse,
  type GallerySaveResponse,
  galleryDescriptionSchema,
  galleryUpdateSchema,
  itemIdSchema,
  type SuccessResponse,
} from '#shared/schemas/content.ts';
import { badRequest } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/validation.ts';
import { readImageForm, registerImageUploads } from '../images/multipart-form.ts';
import { createGalleryService } from './service.ts';

/** The photo gallery, as spec 2's Calls table gives it. */
export async function galleryRoutes(app: FastifyInstance) {
  await registerImageUploads(app);
  const gallery = createGalleryService({ ...app.deps, log: app.log });
  const admin = { preHandler: app.requireAdmin };

  app.get('/gallery', async (_request, reply): Promise<GalleryListResponse> => {
    reply.header('cache-control', 'no-cache');
    return { images: await gallery.list() };
  });

  app.post('/gallery', admin, async (request, reply): Promise<GallerySaveResponse> => {
    const form = await readImageForm(request);
    const { description } = parseInput(galleryDescriptionSchema, form.fields);
    if (!form.image) throw badRequest('Choose an image to upload.');
    const saved = await gallery.upload({ ...form.image, description });
    reply.status(201);
    return { success: true, ...saved };
  });

  app.patch('/gallery', admin, async (request): Promise<GallerySaveResponse> => {
    const { id, description } = parseInput(galleryUpdateSchema, request.body);
    return { success: true, ...(await gallery.describe(id, description)) };
  });

  app.delete('/gallery', admin, async (request): Promise<SuccessResponse> => {
    const { id } = parseInput(itemIdSchema, request.query);
    await gallery.remove(id);
    return { success: true };
  });
}
