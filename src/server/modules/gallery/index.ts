import fp from 'fastify-plugin';
import { galleryRoutes } from './routes.ts';
import { createGalleryService } from './service.ts';

export { createGalleryRepo } from './repo.ts';

/** The photo gallery: read by anyone, uploaded and described by the admin. */
export const galleryModule = fp(
  async (app) => {
    const gallery = createGalleryService({ ...app.deps, log: app.log });
    await app.register(galleryRoutes, { prefix: '/api', gallery });
  },
  { name: 'gallery', dependencies: ['sessions', 'content-versions'] },
);
