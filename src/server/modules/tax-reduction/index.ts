import fp from 'fastify-plugin';
import { taxReductionRoutes } from './routes.ts';
import { createTaxReductionService } from './service.ts';

/** The tax reduction for gifts: the admin's yearly report for Skatteverket. */
export const taxReductionModule = fp(
  async (app) => {
    await app.register(taxReductionRoutes, {
      prefix: '/api',
      taxReduction: createTaxReductionService(app.deps),
    });
  },
  { name: 'tax-reduction', dependencies: ['sessions'] },
);
