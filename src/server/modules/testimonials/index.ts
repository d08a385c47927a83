import fp from 'fastify-plugin';
import { testimonialRoutes } from './routes.ts';
import { createTestimonialService } from './service.ts';

export { createTestimonialRepo } from './repo.ts';

/** The testimonials on Home: read by anyone, written by the admin. */
export const testimonialsModule = fp(
  async (app) => {
    const testimonials = createTestimonialService({ ...app.deps, log: app.log });
    await app.register(testimonialRoutes, { prefix: '/api', testimonials });
  },
  { name: 'testimonials', dependencies: ['sessions', 'content-versions'] },
);
