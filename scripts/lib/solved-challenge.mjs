import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** A challenge from the server at `base`, solved as the browser does: the `altcha` field's value. */
export async function solvedChallenge(base) {
  const challenge = await (await fetch(`${base}/api/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
