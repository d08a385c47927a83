import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * For mockApi: GET /api/challenge answering with a real, quickly solved challenge, so forms
 * protected by the proof-of-work run their real solver in tests.
 */
export const challengeRoute = {
  'GET /api/challenge': () =>
    createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 50,
      deriveKey,
      hmacSignatureSecret: 'client-test-secret',
    }),
};

/** The solved payload's parts, to check what a form sent. */
export function decodeAltcha(payload: unknown): {
  challenge: unknown;
  solution: { counter: number };
} {
  return JSON.parse(atob(String(payload)));
}
