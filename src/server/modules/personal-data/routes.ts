import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  personalDataErasureSchema,
  personalDataExportSchema,
  personalDataRequestSchema,
} from '#shared/schemas/personal-data.ts';
import type { PersonalDataService } from './service.ts';

/**
 * The admin's answer to "what do you hold about me?" and "delete it". POST with the address in
 * the body, so that it never appears in a URL or an access log.
 */
export const personalDataRoutes: FastifyPluginAsyncZod<{
  personalData: PersonalDataService;
}> = async (app, { personalData }) => {
  const admin = { onRequest: app.requireAdmin };

  app.post(
    '/admin/personal-data/export',
    {
      ...admin,
      schema: { body: personalDataRequestSchema, response: { 200: personalDataExportSchema } },
    },
    async (request) => personalData.exportFor(request.body.email),
  );

  app.post(
    '/admin/personal-data/erase',
    {
      ...admin,
      schema: { body: personalDataRequestSchema, response: { 200: personalDataErasureSchema } },
    },
    async (request) => {
      const erasure = await personalData.eraseFor(request.body.email);
      const { erased, cancelledMonthlyGifts } = erasure;
      request.log.info({ erased, cancelledMonthlyGifts }, 'personal data erased on request');
      return erasure;
    },
  );
};
