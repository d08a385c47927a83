// The proof of work a public form sends, solved as a browser solves it.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** A challenge from the site at `base`, solved: the `altcha` value of a protected form. */
export async function solvedChallenge(base) {
  const challenge = await (await fetch(`${base}/api/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
