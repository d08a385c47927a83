import fp from 'fastify-plugin';
import { sampleContentRoutes } from './routes.ts';
import { createSampleContentService } from './service.ts';

export { type SeedOutcome, seedSampleContent, seedSampleEvents } from './seed.ts';

/** The sample content of a fresh install: seeded at start-up, removable by the admin. */
export const sampleContentModule = fp(
  async (app) => {
    const samples = createSampleContentService({ ...app.deps, log: app.log });
    await app.register(sampleContentRoutes, { prefix: '/api', samples });
  },
  { name: 'sample-content', dependencies: ['sessions', 'content-versions'] },
);
