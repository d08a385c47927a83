import fp from 'fastify-plugin';
import type { Subscription } from '../../payments/port.ts';
import { DONATION_PURPOSE, localeOf } from '../donations/index.ts';
import { monthlyCancelledEmail, myGiftsUrl } from './emails.ts';
import { createLinkSignIn } from './link-sign-in.ts';
import { createMyGiftsRepo } from './repo.ts';
import { myGiftsRoutes } from './routes.ts';
import { createMyGiftsService } from './service.ts';

export { myGiftsUrl } from './emails.ts';
export { DONOR_COOKIE, LINK_MINUTES, type LinkSignIn } from './link-sign-in.ts';
export { donorSignInsData } from './personal-data.ts';
export { queueYearlyStatements, startStatementTimer } from './statement-job.ts';

/** "My gifts": donors sign in by e-mail link, see their gifts and look after monthly ones. */
export const myGiftsModule = fp(
  async (app) => {
    // One per app: donors and fundraisers' organisers sign in by the same links (decision 024).
    const linkSignIn = createLinkSignIn({ ...app.deps, warn: (message) => app.log.warn(message) });
    app.decorate('linkSignIn', linkSignIn);
    app.decorateRequest('donorEmail', null);
    const myGifts = createMyGiftsService({ ...app.deps, limits: app.limits, linkSignIn });
    const { mailer, config, db } = app.deps;
    const repo = createMyGiftsRepo(db);
    // The donor hears of a cancellation once the provider confirms it, however it was asked for;
    // not of a gift whose first month was declined (the form already said so), nor at an address
    // the site no longer holds (erased on request, which cancels the gift first).
    app.paymentEvents.on('subscription', async ({ subscription }) => {
      if (!isCancelledGift(subscription)) return;
      const to = await repo.donorAddressOf(subscription.id);
      if (!to || !(await repo.hadPaidMonth(subscription.id))) return;
      const locale = localeOf(subscription.metadata);
      const amountOre = subscription.amountOre ?? Number(subscription.metadata.amount_ore);
      const link = myGiftsUrl(config.linkOrigin, locale);
      await mailer.send({
        ...monthlyCancelledEmail(to, locale, amountOre, link),
        dedupeKey: `monthly-cancelled:${subscription.id}`,
      });
    });
    await app.register(myGiftsRoutes, { prefix: '/api', myGifts });
  },
  {
    name: 'my-gifts',
    dependencies: [
      'sessions',
      'rate-limits',
      'challenge',
      'payments',
      'after-answer',
      'site-origin',
    ],
  },
);

/** Whether the event says a monthly gift has ended. */
const isCancelledGift = (subscription: Subscription) =>
  subscription.status === 'canceled' && subscription.metadata.purpose === DONATION_PURPOSE;
