import type { Db } from '../../db/database.ts';

/** SQL for Swish gifts, beside the gifts' own (repo.ts). */
export function createSwishRepo(db: Db) {
  return {
    /** Swish's reference of the payment, once Swish reports it paid. */
    async setPaymentReference(id: number, reference: string): Promise<void> {
      await db
        .updateTable('donations')
        .set({ payment_reference: reference })
        .where('id', '=', id)
        .execute();
    },

    /** The Swish gifts still waiting that were started before `cutoff`: to fetch and close. */
    listOpenBefore(cutoff: string) {
      return db
        .selectFrom('donations')
        .selectAll()
        .where('method', '=', 'swish')
        .where('status', '=', 'pending')
        .where('created_at', '<', cutoff)
        .execute();
    },
  };
}
