import fp from 'fastify-plugin';
import { fundraiserRoutes } from './fundraiser-routes.ts';
import { createFundraisersService } from './fundraiser-service.ts';
import { appealRoutes } from './routes.ts';
import { createAppealsService } from './service.ts';

export { createFundraisersService } from './fundraiser-service.ts';
export { createGiftTargets } from './gift-targets.ts';
export { fundraisersData } from './personal-data.ts';
export { type Raised, raisedFor } from './progress.ts';
export { appealOpen, createAppealsService } from './service.ts';
export { appealPagePaths } from './sitemap.ts';
export { queueFundraiserSummaries, startFundraiserSummaryTimer } from './summary-job.ts';

/**
 * Appeals (the admin's campaigns with a goal) and supporters' own fundraisers (issue 31,
 * decision 024): their pages' data, the organisers' calls (signed in by link as My gifts) and the
 * admin's. What a gift to them records is the donations module's (its `targets`).
 */
export const appealsModule = fp(
  async (app) => {
    const appeals = createAppealsService(app.deps);
    const fundraisers = createFundraisersService({
      ...app.deps,
      limits: app.limits,
      linkSignIn: app.linkSignIn,
      log: app.log,
    });
    await app.register(appealRoutes, { prefix: '/api', appeals });
    await app.register(fundraiserRoutes, { prefix: '/api', fundraisers });
  },
  {
    name: 'appeals',
    dependencies: ['sessions', 'rate-limits', 'challenge', 'content-versions', 'my-gifts'],
  },
);
