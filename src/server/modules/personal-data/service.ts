import type { PersonalDataErasure, PersonalDataExport } from '#shared/schemas/personal-data.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PersonalDataProvider } from './provider.ts';

/** The export, erasure and purge of personal data, across every provider in `providers`. */
export function createPersonalDataService({
  db,
  clock,
  providers,
  personalDataKey,
}: {
  db: Db;
  clock: Clock;
  providers: readonly PersonalDataProvider[];
  /** Opens what is stored encrypted, for the export; not needed to erase or purge. */
  personalDataKey?: Buffer;
}) {
  return {
    /** Everything stored about `email`, grouped by provider. */
    async exportFor(email: string): Promise<PersonalDataExport> {
      const records: Record<string, unknown[]> = {};
      for (const provider of providers)
        records[provider.name] = await provider.find(db, email, { personalDataKey });
      return { email, exportedAt: clock.now().toISOString(), records };
    },

    /** Erases everything stored about `email` in one transaction: all of it or, on a failure, none. */
    async eraseFor(email: string): Promise<PersonalDataErasure> {
      const erased = await db.transaction().execute(async (trx) => {
        const counts: Record<string, number> = {};
        for (const provider of providers) counts[provider.name] = await provider.erase(trx, email);
        return counts;
      });
      return { email, erased };
    },

    /** Deletes the records kept longer than `months` (the privacy policy's retention period). */
    async purgeOlderThan(months: number): Promise<Record<string, number>> {
      const cutoff = monthsBefore(clock.now(), months).toISOString();
      const purged: Record<string, number> = {};
      for (const provider of providers) {
        if (provider.purgeBefore) purged[provider.name] = await provider.purgeBefore(db, cutoff);
      }
      return purged;
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;

/** The same day `months` earlier (the month's last day when that day does not exist). */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
