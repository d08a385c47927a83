import fp from 'fastify-plugin';
import { registerDonationEvents } from './reconcile.ts';
import { donationRoutes } from './routes.ts';
import { createDonationService } from './service.ts';

export { swedishMidnight } from './period.ts';
export { donationsData } from './personal-data.ts';
export { PURPOSE as DONATION_PURPOSE } from './reconcile.ts';
export { localeOf } from './rows.ts';
export { providerFailure } from './service.ts';

/** Gifts: one-time and monthly payments, their receipts, and the admin's report. */
export const donationsModule = fp(
  async (app) => {
    const donations = createDonationService({ ...app.deps, limits: app.limits });
    registerDonationEvents(app.paymentEvents, donations, app.deps);
    await app.register(donationRoutes, { prefix: '/api', donations });
  },
  { name: 'donations', dependencies: ['sessions', 'rate-limits', 'challenge', 'payments'] },
);
