import fp from 'fastify-plugin';
import { healthRoutes } from './routes.ts';

/** GET /healthz, for the load balancer and the container's health check. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health' },
);
