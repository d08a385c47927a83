import { createHash } from 'node:crypto';
import { msg } from '@lingui/core/macro';
import type { Locale } from '#shared/i18n/locale.ts';
import type { MyGiftsResponse, MyMonthlyGift } from '#shared/schemas/my-gifts.ts';
import { stockholmYear } from '#shared/stockholm.ts';
import type { DonationSubscriptionRow } from '../../db/tables/donations.ts';
import type { AppDeps } from '../../deps.ts';
import { localizedError } from '../../lib/http-error.ts';
import type { LimitRule, Limits } from '../../plugins/rate-limits.ts';
import { SECRET_MARK } from '../outbox/index.ts';
import { myGiftsUrl, signInLinkEmail } from './emails.ts';
import { LINK_MINUTES, type LinkSignIn } from './link-sign-in.ts';
import { createMyGiftsRepo, createStatementsRepo } from './repo.ts';
import { buildStatement } from './statement.ts';

export { DONOR_SESSION_MINUTES, LINK_MINUTES } from './link-sign-in.ts';

const MINUTE_MS = 60_000;
/** One page of the donor's list of gifts. */
export const GIFTS_PAGE_SIZE = 50;

/**
 * Links e-mailed to one address: a few in a quarter of an hour is plenty for a donor, and an
 * address cannot be flooded. Over it, the answer stays the same and no e-mail is sent.
 */
export const LINKS_PER_ADDRESS: LimitRule = {
  name: 'my-gifts-links-per-address',
  max: 3,
  windowMs: 15 * MINUTE_MS,
  security: true,
};

/** Statuses in which a monthly gift still bills, or will again. */
const MANAGEABLE = new Set(['active', 'past_due', 'unpaid', 'paused', 'trialing']);

export const MESSAGES = {
  invalidLink: msg`This sign-in link is not valid any more. Please ask for a new one.`,
  notSignedIn: msg`Please sign in to My gifts again.`,
  unknownGift: msg`We could not find this monthly gift.`,
  ended: msg`This monthly gift has ended and can no longer be changed.`,
  providerFailed: msg`The payment provider could not make the change. Please try again later.`,
} as const;

export type MyGiftsDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'mailer'> & {
  config: Pick<AppDeps['config'], 'organisationNumber' | 'linkOrigin'>;
  limits: Pick<Limits, 'hit'>;
  /** Signing in by link, shared with fundraisers' organisers. */
  linkSignIn: LinkSignIn;
};

/** Calendar months after `date`, as Stripe counts a month. */
function monthsAfter(date: Date, months: number): Date {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}

const addressKey = (email: string) => createHash('sha256').update(email).digest('hex');

export function createMyGiftsService(deps: MyGiftsDeps) {
  const { clock, payments, mailer, config } = deps;
  const repo = createMyGiftsRepo(deps.db);
  const statements = createStatementsRepo(deps.db);
  const { linkSignIn } = deps;

  /** The donor's monthly gift `id`, or 404 when there is none of theirs (another's is not told apart). */
  async function ownMonthly(email: string, id: number): Promise<DonationSubscriptionRow> {
    const gift = await repo.monthlyGift(email, id);
    if (!gift) throw localizedError(404, MESSAGES.unknownGift);
    if (!MANAGEABLE.has(gift.status)) throw localizedError(409, MESSAGES.ended);
    return gift;
  }

  return {
    /**
     * Sends a sign-in link when the address has given or organises a fundraiser; says nothing
     * either way, so the caller cannot tell.
     */
    async requestLink(email: string, locale: Locale): Promise<void> {
      const address = email.toLowerCase();
      if (!(await deps.limits.hit(LINKS_PER_ADDRESS, addressKey(address)))) return;
      if (!(await repo.signsInByLink(address))) return;
      const token = await linkSignIn.issue(address);
      // The token is the e-mail's secret: the stored text, and the admin's outbox, show •••.
      const link = `${myGiftsUrl(config.linkOrigin, locale)}?token=${SECRET_MARK}`;
      await mailer.send({ ...signInLinkEmail(address, locale, link, LINK_MINUTES), secret: token });
    },

    /** Uses up a link and opens a session: answers the cookie's token and the address. */
    signIn(token: string): Promise<{ sessionToken: string; email: string }> {
      return linkSignIn.signIn(token, MESSAGES.invalidLink);
    },

    sessionEmail: linkSignIn.sessionEmail,
    signOut: linkSignIn.signOut,

    async list(email: string, before?: number): Promise<MyGiftsResponse> {
      const rows = await repo.giftsOf(email, GIFTS_PAGE_SIZE + 1, before);
      const page = rows.slice(0, GIFTS_PAGE_SIZE);
      const thisYear = stockholmYear(clock.now());
      return {
        email,
        gifts: page.map((row) => ({
          id: row.id,
          date: row.paid_at ?? row.created_at,
          amountOre: row.amount_ore,
          refundedOre: row.refunded_ore,
          kind: row.kind,
          method: row.method,
          status: row.status,
          test: row.provider === 'sandbox',
        })),
        nextBefore: rows.length > GIFTS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
        monthly: (await repo.monthlyOf(email)).map(toMonthly),
        statementYears: (await statements.paidYears(email)).filter((year) => year < thisYear),
      };
    },

    /** Asks the provider for the new amount; recorded when its event confirms it. */
    async changeAmount(email: string, id: number, amountOre: number): Promise<void> {
      const gift = await ownMonthly(email, id);
      await payments.changeSubscriptionAmount(gift.provider_ref, amountOre);
    },

    async pause(email: string, id: number, months: number): Promise<void> {
      const gift = await ownMonthly(email, id);
      await payments.pauseSubscription(gift.provider_ref, monthsAfter(clock.now(), months));
    },

    async cancel(email: string, id: number): Promise<void> {
      const gift = await ownMonthly(email, id);
      await payments.cancelSubscription(gift.provider_ref);
    },

    /** The provider's page where the donor replaces the card; it comes back to `returnUrl`. */
    async cardUpdate(email: string, id: number, returnUrl: string): Promise<{ url: string }> {
      const gift = await ownMonthly(email, id);
      return payments.createCardUpdateSession(gift.provider_ref, returnUrl);
    },

    statement(email: string, year: number) {
      return buildStatement(statements, email, year, config.organisationNumber);
    },
  };
}

export type MyGiftsService = ReturnType<typeof createMyGiftsService>;

function toMonthly(row: DonationSubscriptionRow): MyMonthlyGift {
  return {
    id: row.id,
    amountOre: row.amount_ore,
    status: row.status,
    startedAt: row.created_at,
    nextPaymentAt: row.next_payment_at,
    pausedUntil: row.paused_until,
    manageable: MANAGEABLE.has(row.status),
    test: row.provider === 'sandbox',
  };
}
