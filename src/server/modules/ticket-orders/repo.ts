import type { Db } from '../../db/database.ts';
import type { TicketOrder } from '../../db/tables/events.ts';
import { emailMatches } from '../personal-data/provider.ts';

export type NewTicketOrder = Omit<TicketOrder, 'id' | 'session_id' | 'paid_at'>;

export async function insertOrder(db: Db, order: NewTicketOrder): Promise<TicketOrder> {
  return db.insertInto('ticket_orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export async function setSessionId(db: Db, id: number, sessionId: string, now: string) {
  await db
    .updateTable('ticket_orders')
    .set({ session_id: sessionId, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function findById(db: Db, id: number): Promise<TicketOrder | undefined> {
  return db.selectFrom('ticket_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findBySessionId(db: Db, sessionId: string) {
  return db
    .selectFrom('ticket_orders')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
}

/** Moves an order on only from the status it was read in, so one of two racing changes wins. */
export async function changeStatus(
  db: Db,
  id: number,
  from: TicketOrder['status'],
  to: TicketOrder['status'],
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('ticket_orders')
    .set({ status: to, updated_at: now, ...(to === 'paid' ? { paid_at: now } : {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Pending orders whose reservation lapsed before `before`. */
export async function findLapsed(db: Db, before: string): Promise<TicketOrder[]> {
  return db
    .selectFrom('ticket_orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expires_at', '<', before)
    .execute();
}

export async function listOrders(db: Db, limit: number): Promise<TicketOrder[]> {
  return db.selectFrom('ticket_orders').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export async function findByEmail(db: Db, email: string): Promise<TicketOrder[]> {
  return db
    .selectFrom('ticket_orders')
    .selectAll()
    .where(emailMatches<'ticket_orders'>('email', email))
    .orderBy('id')
    .execute();
}

/**
 * Paid orders are bookkeeping records and stay, without the buyer's contact details; orders that
 * were never paid are deleted. Pending ones are left alone until they lapse.
 */
export async function eraseByEmail(db: Db, email: string): Promise<number> {
  const anonymised = await db
    .updateTable('ticket_orders')
    .set({ name: '', email: '', phone: '' })
    .where(emailMatches<'ticket_orders'>('email', email))
    .where('status', '=', 'paid')
    .executeTakeFirst();
  const deleted = await db
    .deleteFrom('ticket_orders')
    .where(emailMatches<'ticket_orders'>('email', email))
    .where('status', 'in', ['expired', 'cancelled'])
    .executeTakeFirst();
  return Number(anonymised.numUpdatedRows) + Number(deleted.numDeletedRows);
}

/** The retention purge: orders never paid hold contact details for no purpose once old. */
export async function deleteUnpaidBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('ticket_orders')
    .where('status', 'in', ['expired', 'cancelled'])
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
