import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../auth/index.ts';

export { hashToken };

/**
 * Sign-in link tokens: 32 random bytes and their HMAC under the server's key, both base64url.
 * Only the SHA-256 of a token is stored, so neither a copy of the database nor a guess signs
 * anyone in, and a forged token is refused before the database is asked.
 */
export function createLinkTokens(key: string) {
  const sign = (random: string) =>
    createHmac('sha256', key).update(`donor-link:${random}`).digest('base64url');
  return {
    issue(): string {
      const random = randomBytes(32).toString('base64url');
      return `${random}.${sign(random)}`;
    },
    /** True when the token carries its own valid signature. */
    isGenuine(token: string): boolean {
      const [random, signature, extra] = token.split('.');
      if (!random || !signature || extra !== undefined) return false;
      const expected = Buffer.from(sign(random));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** A new random cookie token for a donor session. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
