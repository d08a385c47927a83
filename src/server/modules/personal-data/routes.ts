import type { FastifyInstance } from 'fastify';
import type { PersonalDataErasure } from '#shared/schemas/personal-data.ts';
import { personalDataRequestSchema } from '#shared/schemas/personal-data.ts';
import { parseInput } from '../../lib/validation.ts';
import { createPersonalDataService } from './service.ts';

/**
 * The admin's answer to "what do you hold about me?" and "delete it". POST with the address in
 * the body, so that it never appears in a URL or an access log.
 */
export async function personalDataRoutes(app: FastifyInstance) {
  const personalData = createPersonalDataService(app.deps.db, app.deps.clock);
  const admin = { preHandler: app.requireAdmin };

  app.post('/admin/personal-data/export', admin, async (request, reply) => {
    const { email } = parseInput(personalDataRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    return personalData.exportFor(email);
  });

  app.post('/admin/personal-data/erase', admin, async (request): Promise<PersonalDataErasure> => {
    const { email } = parseInput(personalDataRequestSchema, request.body);
    const erasure = await personalData.eraseFor(email);
    request.log.info({ erased: erasure.erased }, 'personal data erased on request');
    return erasure;
  });
}
