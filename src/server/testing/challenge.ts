import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';

/** For server tests of protected forms: fetches a challenge and returns the solved `altcha` value. */
export async function solvedChallenge(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/challenge' });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * POSTs a public form (contact, volunteering) as a browser would: with a freshly solved
 * challenge, or the `altcha` given (null: none), from `ip`.
 */
export async function postPublicForm(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown>,
  options: { altcha?: string | null; ip?: string; language?: string } = {},
) {
  const altcha =
    options.altcha === undefined ? await solvedChallenge(app) : (options.altcha ?? undefined);
  return app.inject({
    method: 'POST',
    url,
    payload: { ...body, altcha },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
  });
}
