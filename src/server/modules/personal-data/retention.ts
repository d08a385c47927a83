import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { startRepeatingJob } from '../../lib/repeating-job.ts';
import type { PersonalDataProvider } from './provider.ts';
import { createPersonalDataService } from './service.ts';

/** Hourly: a gift's personal identity number waits a day for its payment, then an hour at most. */
const INTERVAL_MS = 60 * 60_000;

/**
 * Purges expired personal data now and then every hour. Every instance may run it: deleting
 * what is already deleted changes nothing.
 */
export function startRetentionTimer(options: {
  db: Db;
  clock: Clock;
  providers: readonly PersonalDataProvider[];
  months: number;
  log: FastifyBaseLogger;
}) {
  const personalData = createPersonalDataService(options);
  const run = async () => {
    try {
      const purged = await personalData.purgeOlderThan(options.months);
      if (Object.values(purged).some((count) => count > 0)) {
        options.log.info({ purged, months: options.months }, 'retention purge done');
      }
    } catch (err) {
      options.log.error({ err }, 'retention purge failed');
    }
  };
  return startRepeatingJob(run, INTERVAL_MS);
}
