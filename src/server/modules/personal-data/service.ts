import { msg } from '@lingui/core/macro';
import type { PersonalDataErasure, PersonalDataExport } from '#shared/schemas/personal-data.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { localizedError } from '../../lib/http-error.ts';
import { PaymentProviderError } from '../../payments/port.ts';
import type { PersonalDataProvider, SubscriptionCanceller } from './provider.ts';

const MESSAGES = {
  notCancelled: msg`The payment provider could not cancel the person's monthly gift, so nothing was erased. Please try again later.`,
};

/** The export, erasure and purge of personal data, across every provider in `providers`. */
export function createPersonalDataService({
  db,
  clock,
  providers,
  personalDataKey,
  payments,
}: {
  db: Db;
  clock: Clock;
  providers: readonly PersonalDataProvider[];
  /** Opens what is stored encrypted, for the export; not needed to erase or purge. */
  personalDataKey?: Buffer;
  /** Cancels running monthly gifts before an erasure; not needed to export or purge. */
  payments?: SubscriptionCanceller;
}) {
  /** Cancels what would record the person again; an erasure waits for it, and stops if it fails. */
  async function cancelMonthlyGifts(email: string): Promise<number> {
    let cancelled = 0;
    for (const provider of providers) {
      if (!provider.cancelMonthlyGifts) continue;
      if (!payments) throw new Error('erasure needs the payments port');
      try {
        cancelled += await provider.cancelMonthlyGifts(db, email, payments);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        throw localizedError(502, MESSAGES.notCancelled);
      }
    }
    return cancelled;
  }

  return {
    /** Everything stored about `email`, grouped by provider. */
    async exportFor(email: string): Promise<PersonalDataExport> {
      const records: Record<string, unknown[]> = {};
      for (const provider of providers)
        records[provider.name] = await provider.find(db, email, { personalDataKey });
      return { email, exportedAt: clock.now().toISOString(), records };
    },

    /**
     * Cancels the person's running monthly gifts at the provider first, then erases everything
     * stored about `email` in one transaction: all of it or, on a failure, none.
     */
    async eraseFor(email: string): Promise<PersonalDataErasure> {
      const cancelledMonthlyGifts = await cancelMonthlyGifts(email);
      const erased = await db.transaction().execute(async (trx) => {
        const counts: Record<string, number> = {};
        for (const provider of providers) counts[provider.name] = await provider.erase(trx, email);
        return counts;
      });
      return { email, erased, cancelledMonthlyGifts };
    },

    /**
     * Deletes the records kept longer than `months` (the privacy policy's retention period), and
     * clears the details whose purpose is over sooner (counted as `<name>.details`).
     */
    async purgeOlderThan(months: number): Promise<Record<string, number>> {
      const now = clock.now();
      const cutoff = monthsBefore(now, months).toISOString();
      const purged: Record<string, number> = {};
      for (const provider of providers) {
        if (provider.purgeBefore) purged[provider.name] = await provider.purgeBefore(db, cutoff);
        if (provider.clearUnneeded) {
          purged[`${provider.name}.details`] = await provider.clearUnneeded(db, now);
        }
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
