import fp from 'fastify-plugin';
import type { PersonalDataProvider } from './provider.ts';
import { personalDataRoutes } from './routes.ts';
import { createPersonalDataService } from './service.ts';

export {
  emailMatches,
  type PersonalDataProvider,
  type SubscriptionCanceller,
} from './provider.ts';
export { startRetentionTimer } from './retention.ts';
export { createPersonalDataService } from './service.ts';

/**
 * The admin's export and erasure of what is stored about one e-mail address. The providers
 * come from `app.ts` (see `personal-data-registry.ts`), so that this module imports none of
 * the modules whose data it walks.
 */
export const personalDataModule = fp<{ providers: readonly PersonalDataProvider[] }>(
  async (app, { providers }) => {
    const personalData = createPersonalDataService({
      ...app.deps,
      personalDataKey: app.deps.config.personalDataKey,
      payments: app.deps.payments,
      providers,
    });
    await app.register(personalDataRoutes, { prefix: '/api', personalData });
  },
  { name: 'personal-data', dependencies: ['sessions'] },
);
export { emailRecordsProvider } from './email-records.ts';
