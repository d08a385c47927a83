import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localizedError } from '../../lib/http-error.ts';
import { CHALLENGE_FAILED_MESSAGE, challengeRoutes } from './routes.ts';
import { createChallengeService } from './service.ts';

export { CHALLENGE_FAILED_MESSAGE };

declare module 'fastify' {
  interface FastifyInstance {
    /** True once per fresh, correctly solved proof-of-work payload (see ./service.ts). */
    verifyChallengeSolution: (payload: unknown) => Promise<boolean>;
    /**
     * The guard of public forms: the JSON body's `altcha` must be a solved challenge. Put it in
     * `preValidation` on a route with a body schema, which would strip `altcha` before a
     * `preHandler` sees the body.
     */
    requireSolvedChallenge: (request: FastifyRequest) => Promise<void>;
  }
}

/** The proof-of-work that public forms ask for instead of a CAPTCHA. */
export const challengeModule = fp(
  async (app) => {
    let hmacKey = app.deps.config.challengeHmacKey;
    if (!hmacKey) {
      hmacKey = randomBytes(32).toString('hex');
      app.log.warn(
        'CHALLENGE_HMAC_KEY is not set: using a random key for this process. Set it when several instances serve the site, or their challenges will not verify on each other.',
      );
    }
    const challenges = createChallengeService({ ...app.deps, hmacKey });

    app.decorate('verifyChallengeSolution', challenges.verify);
    app.decorate('requireSolvedChallenge', async (request: FastifyRequest) => {
      const body = request.body as { altcha?: unknown } | null | undefined;
      if (!(await challenges.verify(body?.altcha))) {
        throw localizedError(400, CHALLENGE_FAILED_MESSAGE);
      }
    });
    await app.register(challengeRoutes, { prefix: '/api', challenges });
  },
  { name: 'challenge' },
);
