// Sends a public form the way the browser does, proof-of-work included, for tests that need
// data in place (an application or message to show in the admin dashboard).
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { baseUrl } from './site.ts';

/** Fetches a challenge from the server and returns the solved `altcha` value. */
export async function solvedChallenge(): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** POSTs `body` with a solved challenge to a protected form endpoint; throws unless 200. */
export async function postForm(path: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, altcha: await solvedChallenge() }),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}
