import {
  type Challenge,
  createChallenge,
  type Payload,
  randomInt,
  verifySolution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { createChallengeRepo } from './repo.ts';

export const CHALLENGE_LIFETIME_MS = 10 * 60_000;
const ALGORITHM = 'SHA-256';
/**
 * The server picks a secret counter in this range and the browser finds it by hashing 0, 1, 2…
 * (ALTCHA's deterministic mode): at most 8,000 SHA-256 digests, a fraction of a second on a
 * phone, while every automated submission costs the sender that work.
 */
const COUNTER_RANGE = { min: 2_000, max: 8_000 };
const MAX_PAYLOAD_LENGTH = 4_000;

const payloadSchema = z.object({
  challenge: z.object({
    // Kept as sent: the signature covers every parameter.
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{32}$/),
      data: z.looseObject({ expires: z.number() }),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

/**
 * Expiry is checked against our clock (kept in the signed `data`) rather than ALTCHA's own
 * `expiresAt`, which the library compares with the system time.
 */
export function createChallengeService(options: { db: Db; clock: Clock; hmacKey: string }) {
  const { clock, hmacKey } = options;
  const repo = createChallengeRepo(options.db);
  const keySignatureSecret = `${hmacKey}:derived-key`;

  return {
    /** A fresh signed challenge for the browser to solve. */
    create(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(COUNTER_RANGE.max, COUNTER_RANGE.min),
        deriveKey,
        data: { expires: clock.now().getTime() + CHALLENGE_LIFETIME_MS },
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },

    /**
     * True once per solved challenge: the payload (base64 JSON `{ challenge, solution }`, as
     * ALTCHA sends it) must be signed by us, unexpired, correctly solved and never used before.
     */
    async verify(payload: unknown): Promise<boolean> {
      if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD_LENGTH) return false;
      const decoded = decode(payload);
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success) return false;
      const { challenge, solution } = decoded as Payload;
      const { nonce, data } = parsed.data.challenge.parameters;
      const now = clock.now();
      const expires = data.expires;
      if (expires <= now.getTime()) return false;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }).catch(() => undefined);
      if (!result?.verified) return false;
      await repo.deleteExpired(now.toISOString());
      return repo.markUsed(nonce, new Date(expires).toISOString());
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
