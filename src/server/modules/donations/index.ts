import fp from 'fastify-plugin';
import { createGiftTargets } from '../appeals/index.ts';
import { registerDonationEvents } from './reconcile.ts';
import { donationRoutes } from './routes.ts';
import { createDonationService } from './service.ts';
import { createSwishDonations } from './swish.ts';
import { swishRoutes } from './swish-routes.ts';

/** How often gifts left waiting at Swish are fetched and closed. */
const SWISH_SWEEP_MS = 60_000;

export {
  type GiftTarget,
  type GiftTargets,
  NO_TARGET,
} from './gift-target.ts';
export { donationsData } from './personal-data.ts';
export { PURPOSE as DONATION_PURPOSE } from './reconcile.ts';
export { localeOf } from './rows.ts';
export { providerFailure } from './service.ts';

/** Gifts: one-time and monthly payments, Swish, their receipts, and the admin's report. */
export const donationsModule = fp(
  async (app) => {
    // A gift may go to an appeal or a supporter's fundraiser (issue 31).
    const targets = createGiftTargets({ ...app.deps, contentChanged: app.contentChanged });
    const donations = createDonationService({ ...app.deps, limits: app.limits, targets });
    registerDonationEvents(app.paymentEvents, donations, app.deps);
    await app.register(donationRoutes, { prefix: '/api', donations });
    const { swish } = app.deps;
    if (swish) {
      const swishDonations = createSwishDonations(
        { ...app.deps, swish, log: app.log, limits: app.limits },
        donations,
      );
      await app.register(swishRoutes, { swish: swishDonations });
      if (swish.routes) await app.register(swish.routes);
      const sweep = setInterval(() => {
        swishDonations.sweep().catch((err) => app.log.error({ err }, 'Swish sweep failed'));
      }, SWISH_SWEEP_MS).unref();
      app.addHook('onClose', async () => clearInterval(sweep));
    }
  },
  {
    name: 'donations',
    dependencies: [
      'sessions',
      'rate-limits',
      'challenge',
      'payments',
      'site-origin',
      'content-versions',
    ],
  },
);
