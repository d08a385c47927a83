import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { localizedError } from '../../lib/http-error.ts';
import { readCookie } from '../../plugins/sessions.ts';
import { createSignInRepo } from './repo.ts';
import { createLinkTokens, hashToken, newSessionToken } from './tokens.ts';

const MINUTE_MS = 60_000;
export const LINK_MINUTES = 30;
export const DONOR_SESSION_MINUTES = 60;
/** The session cookie of people signed in by link (donors and fundraisers' organisers). */
export const DONOR_COOKIE = 'donor_sid';

export type LinkSignInDeps = Pick<AppDeps, 'db' | 'clock'> & {
  config: Pick<AppDeps['config'], 'donorLinkKey'>;
  /** Logged once when no key is configured. */
  warn(message: string): void;
};

/**
 * Signing in by e-mailed link (decision 014), for everyone who does: donors, and the organisers
 * of supporters' fundraisers (decision 024), who are one kind of person with one session cookie.
 * One per app: its key (random per process when DONOR_LINK_KEY is unset) signs every link.
 */
export function createLinkSignIn(deps: LinkSignInDeps) {
  const { clock } = deps;
  const signIns = createSignInRepo(deps.db);
  let key = deps.config.donorLinkKey;
  if (!key) {
    key = randomBytes(32).toString('hex');
    deps.warn(
      'DONOR_LINK_KEY is not set: using a random key for this process. Set it when several instances serve the site, or sign-in links from one will not work on another.',
    );
  }
  const tokens = createLinkTokens(key);
  const later = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE_MS);
  /** What else a sign-in proves: the address is the person's (a fundraiser's is confirmed). */
  const signedInListeners: ((email: string) => Promise<void>)[] = [];

  /** The address of a live session, or undefined. */
  async function sessionEmail(sessionToken: string | undefined): Promise<string | undefined> {
    if (!sessionToken || sessionToken.length > 100) return undefined;
    return signIns.sessionEmail(hashToken(sessionToken), clock.now().toISOString());
  }

  return {
    /** Stores a new single-use link for the (lower-case) address; answers its token for the e-mail. */
    async issue(email: string): Promise<string> {
      const token = tokens.issue();
      const now = clock.now().toISOString();
      const expiresAt = later(LINK_MINUTES).toISOString();
      await signIns.insertLink({ token_hash: hashToken(token), email, now, expiresAt });
      return token;
    },

    /** Uses up a link and opens a session: answers the cookie's token and the address. */
    async signIn(token: string, notSignedIn: Parameters<typeof localizedError>[1]) {
      const now = clock.now().toISOString();
      const email = tokens.isGenuine(token)
        ? await signIns.consumeLink(hashToken(token), now)
        : undefined;
      if (!email) throw localizedError(401, notSignedIn);
      const sessionToken = newSessionToken();
      const expiresAt = later(DONOR_SESSION_MINUTES).toISOString();
      await signIns.insertSession({ id: hashToken(sessionToken), email, now, expiresAt });
      for (const listener of signedInListeners) await listener(email);
      return { sessionToken, email };
    },

    /** Runs `listener` with the address at every sign-in, before it is answered. */
    onSignIn(listener: (email: string) => Promise<void>) {
      signedInListeners.push(listener);
    },

    sessionEmail,

    async signOut(sessionToken: string | undefined): Promise<void> {
      if (sessionToken) await signIns.deleteSession(hashToken(sessionToken));
    },

    /**
     * The guard of every call of a person signed in by link: a live session, before any body is
     * read; sets `request.donorEmail`. Answers 401 with `notSignedIn` otherwise.
     */
    guard(notSignedIn: Parameters<typeof localizedError>[1]) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const sessionToken = readCookie(request, DONOR_COOKIE);
        const email = await sessionEmail(sessionToken);
        if (!email) throw localizedError(401, notSignedIn);
        request.donorEmail = email;
        reply.header('cache-control', 'no-store');
      };
    },
  };
}

export type LinkSignIn = ReturnType<typeof createLinkSignIn>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The address (lower-case) of the person signed in by link, set by `LinkSignIn.guard`. */
    donorEmail: string | null;
  }
  interface FastifyInstance {
    /** Signing in by e-mailed link, shared by My gifts and fundraisers' organisers. */
    linkSignIn: LinkSignIn;
  }
}
