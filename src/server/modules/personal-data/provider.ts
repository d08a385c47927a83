import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentsProvider } from '../../payments/port.ts';

/** The keys of personal data kept encrypted at rest (PERSONAL_DATA_KEY); unset when none. */
export interface PersonalDataKeys {
  personalDataKey: Buffer | undefined;
}

/**
 * What one domain stores about a person, found by e-mail address. Each domain writes its own
 * provider in its `personal-data.ts`; `src/server/personal-data-registry.ts` lists them all.
 */
export interface PersonalDataProvider {
  /** Names these records in the export and in the erasure summary. */
  name: string;
  /** `keys`: what opens the data stored encrypted (the givers' personal identity numbers). */
  find(db: Db, email: string, keys: PersonalDataKeys): Promise<unknown[]>;
  /**
   * Deletes what is stored about `email` and returns how many records it touched. Records the
   * law makes us keep (bookkeeping) are anonymised instead: contact details removed.
   */
  erase(db: Db, email: string): Promise<number>;
  /** Deletes records created before `cutoff` (ISO time); absent when they are kept. */
  purgeBefore?(db: Db, cutoff: string): Promise<number>;
  /**
   * Removes, long before the retention period, details whose purpose is over at `now` (a
   * personal identity number given with a gift that was not paid within a day); answers how many
   * records it touched.
   */
  clearUnneeded?(db: Db, now: Date): Promise<number>;
  /**
   * Cancels at the payment provider the person's monthly gifts that still run, whose next month
   * would record their name and address again; runs before the erasure, which a failure here
   * stops. Answers how many it cancelled.
   */
  cancelMonthlyGifts?(db: Db, email: string, payments: SubscriptionCanceller): Promise<number>;
}

/** What erasure needs of the payments port. */
export type SubscriptionCanceller = Pick<PaymentsProvider, 'cancelSubscription'>;

/** Addresses compare without regard to case (Anna@Example.org is anna@example.org). */
export function emailMatches<T extends keyof Database>(column: string, email: string) {
  return (eb: ExpressionBuilder<Database, T>) =>
    eb(eb.fn<string>('lower', [eb.ref(column as never)]), '=', email.toLowerCase());
}
