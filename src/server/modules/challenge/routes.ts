import { msg } from '@lingui/core/macro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { challengeResponseSchema } from '#shared/schemas/challenge.ts';
import type { ChallengeService } from './service.ts';

export const CHALLENGE_FAILED_MESSAGE = msg`The automatic spam check did not pass. Please reload the page and try again.`;

/** GET /api/challenge: a fresh proof-of-work for a public form. */
export const challengeRoutes: FastifyPluginAsyncZod<{ challenges: ChallengeService }> = async (
  app,
  { challenges },
) => {
  app.get(
    '/challenge',
    { schema: { response: { 200: challengeResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return challenges.create();
    },
  );
};
