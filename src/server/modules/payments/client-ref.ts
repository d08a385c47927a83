import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/** How long a payer's client reference is kept on a gift or an order: the decline limit's hour. */
export const CLIENT_REF_TTL_MS = 60 * 60_000;

/**
 * A payer's address as stored beside a payment: an HMAC under a secret key, so that the stored
 * value cannot be matched against the address space. Without a configured key, a random one per
 * process (the references then only match within one instance, which is all they are for).
 */
export function createClientRef(key: string | undefined): (clientKey: string) => string {
  const secret = key ?? randomBytes(32).toString('base64url');
  return (clientKey) =>
    createHmac('sha256', secret).update(clientKey).digest('base64url').slice(0, 22);
}

/** Forgets the client references stored before `cutoff` on gifts or ticket orders. */
export async function clearClientRefsBefore(
  db: Db,
  table: 'donations' | 'ticket_orders',
  cutoff: string,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ client_ref: null })
    .where('client_ref', 'is not', null)
    .where('created_at', '<', cutoff)
    .execute();
}
