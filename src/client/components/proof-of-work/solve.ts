import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Finds the challenge's secret counter with Web Crypto SHA-256 and returns what the server
 * checks: the challenge and its solution as base64 JSON (ALTCHA's payload format).
 */
export async function solveToPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('The challenge could not be solved in time.');
  return btoa(JSON.stringify({ challenge, solution }));
}
