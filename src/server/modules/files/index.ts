import fp from 'fastify-plugin';
import { uploadsRoutes } from './routes.ts';

export { createLocalFileStore, type FileStore, UPLOADS_PREFIX } from './file-store.ts';

/** Serves the uploaded images of a local file store at /uploads/. */
export const filesModule = fp(
  async (app) => {
    await app.register(uploadsRoutes);
  },
  { name: 'files' },
);
