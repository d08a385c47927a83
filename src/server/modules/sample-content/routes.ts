import type { FastifyInstance } from 'fastify';
import type {
  SampleContentRemovedResponse,
  SampleContentResponse,
} from '#shared/schemas/content.ts';
import { createImageService } from '../images/image-service.ts';
import { countSamples, deleteSamples } from './repo.ts';

/** Lets the admin see and remove, in one go, the sample content a fresh install starts with. */
export async function sampleContentRoutes(app: FastifyInstance) {
  const images = createImageService({ ...app.deps, log: app.log });
  const admin = { preHandler: app.requireAdmin };

  app.get('/sample-content', admin, async (_request, reply): Promise<SampleContentResponse> => {
    reply.header('cache-control', 'no-store');
    return { counts: await countSamples(app.deps.db) };
  });

  app.delete('/sample-content', admin, async (): Promise<SampleContentRemovedResponse> => {
    const removed = await images.write([], async (trx) => {
      const { removed, imageIds } = await deleteSamples(trx);
      return { result: removed, released: imageIds };
    });
    return { success: true, removed };
  });
}
