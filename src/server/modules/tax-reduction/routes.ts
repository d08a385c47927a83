import { msg } from '@lingui/core/macro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taxReportQuerySchema, taxReportSchema } from '#shared/schemas/tax-reduction.ts';
import { localizedError } from '../../lib/http-error.ts';
import { sendTaxReportCsv } from './csv.ts';
import { onScreen, type TaxReductionService } from './service.ts';

const NOT_OFFERED = msg`The tax reduction is not switched on (TAX_REDUCTION_APPROVED_FROM).`;

/** The admin's yearly tax reduction report, on screen and as the CSV for Skatteverket. */
export const taxReductionRoutes: FastifyPluginAsyncZod<{
  taxReduction: TaxReductionService;
}> = async (app, { taxReduction }) => {
  const admin = { onRequest: app.requireAdmin };

  const yearly = async (year: number) => {
    const report = await taxReduction.yearly(year);
    if (!report) throw localizedError(404, NOT_OFFERED);
    return report;
  };

  app.get(
    '/admin/tax-reduction',
    { ...admin, schema: { querystring: taxReportQuerySchema, response: { 200: taxReportSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return onScreen(await yearly(request.query.year));
    },
  );

  app.get(
    '/admin/export/tax-reduction.csv',
    { ...admin, schema: { querystring: taxReportQuerySchema } },
    async (request, reply) => sendTaxReportCsv(reply, await yearly(request.query.year)),
  );
};
