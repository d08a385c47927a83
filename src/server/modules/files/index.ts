import fp from 'fastify-plugin';
import { uploadsRoutes } from './routes.ts';

export { createFileStore } from './create-file-store.ts';
export { createLocalFileStore, type FileStore, UPLOADS_PREFIX } from './file-store.ts';

/** Serves the uploaded images at /uploads/, wherever the file store keeps them. */
export const filesModule = fp(
  async (app) => {
    await app.register(uploadsRoutes);
  },
  { name: 'files' },
);
