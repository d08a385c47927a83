import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.ts';
import { createChallengeService } from './service.ts';

export const CHALLENGE_FAILED_MESSAGE =
  'The automatic spam check did not pass. Please reload the page and try again.';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once per fresh, correctly solved proof-of-work payload (see ./service.ts). */
    verifyChallengeSolution: (payload: unknown) => Promise<boolean>;
    /** preHandler for public forms: the JSON body's `altcha` must be a solved challenge. */
    requireSolvedChallenge: (request: FastifyRequest) => Promise<void>;
  }
}

/** `GET /api/challenge` and the check that public forms put in front of their handlers. */
export const challengeRoutes = fp(
  async (app: FastifyInstance) => {
    const { db, clock, config } = app.deps;
    let hmacKey = config.challengeHmacKey;
    if (!hmacKey) {
      hmacKey = randomBytes(32).toString('hex');
      app.log.warn(
        'CHALLENGE_HMAC_KEY is not set: using a random key for this process. Set it when several instances serve the site, or their challenges will not verify on each other.',
      );
    }
    const challenges = createChallengeService({ db, clock, hmacKey });

    app.decorate('verifyChallengeSolution', challenges.verify);
    app.decorate('requireSolvedChallenge', async (request: FastifyRequest) => {
      const body = request.body as { altcha?: unknown } | null | undefined;
      if (!(await challenges.verify(body?.altcha))) {
        throw new HttpError(400, CHALLENGE_FAILED_MESSAGE);
      }
    });

    app.get('/api/challenge', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return challenges.create();
    });
  },
  { name: 'challenge' },
);
