import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { TicketOrder } from '../../db/tables/events.ts';
import { clearClientRefsBefore } from '../payments/index.ts';
import { emailMatches } from '../personal-data/index.ts';

export type NewTicketOrder = Omit<
  TicketOrder,
  'id' | 'session_id' | 'paid_at' | 'refunded_ore' | 'dispute_status' | 'payment_intent_id'
>;

/** SQL for ticket orders. Pass a transaction as `db` to take part in it. */
export function createTicketOrdersRepo(db: Db) {
  return { ...orderQueries(db), ...personalDataQueries(db) };
}

/** An order's way from checkout to paid, lapsed or cancelled, and the admin's list. */
function orderQueries(db: Db) {
  return {
    async insertOrder(order: NewTicketOrder): Promise<TicketOrder> {
      return db.insertInto('ticket_orders').values(order).returningAll().executeTakeFirstOrThrow();
    },

    async setSessionId(id: number, sessionId: string, now: string) {
      await db
        .updateTable('ticket_orders')
        .set({ session_id: sessionId, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    async findById(id: number): Promise<TicketOrder | undefined> {
      return db.selectFrom('ticket_orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The order a paid checkout's payment belongs to (refunds and disputes name the payment). */
    async findByPaymentId(paymentId: string) {
      return db
        .selectFrom('ticket_orders')
        .selectAll()
        .where('payment_intent_id', '=', paymentId)
        .executeTakeFirst();
    },

    async setPaymentId(id: number, paymentId: string, now: string) {
      await db
        .updateTable('ticket_orders')
        .set({ payment_intent_id: paymentId, updated_at: now })
        .where('id', '=', id)
        .where('payment_intent_id', 'is', null)
        .execute();
    },

    async findBySessionId(sessionId: string) {
      return db
        .selectFrom('ticket_orders')
        .selectAll()
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
    },

    /** Moves an order on only from the status it was read in, so one of two racing changes wins. */
    async changeStatus(
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
    },

    /** The spots held now by pending orders of one client, and of one e-mail address. */
    async heldSpots(clientRef: string, email: string) {
      const pending = db.selectFrom('ticket_orders').where('status', '=', 'pending');
      const held = (where: (q: typeof pending) => typeof pending) =>
        where(pending)
          .select((eb) => eb.fn.sum<number | string | null>(spotsOf(eb)).as('spots'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.spots ?? 0));
      return {
        byClient: await held((q) => q.where('client_ref', '=', clientRef)),
        byEmail: await held((q) => q.where(emailMatches<'ticket_orders'>('email', email))),
      };
    },

    /** Forgets the hashed addresses of orders placed before `cutoff`: their hour has passed. */
    clearClientRefsBefore: (cutoff: string) => clearClientRefsBefore(db, 'ticket_orders', cutoff),

    /** Pending orders whose reservation lapsed by `before`. */
    async findLapsed(before: string): Promise<TicketOrder[]> {
      return db
        .selectFrom('ticket_orders')
        .selectAll()
        .where('status', '=', 'pending')
        .where('expires_at', '<=', before)
        .execute();
    },

    async listOrders(limit: number): Promise<TicketOrder[]> {
      return db
        .selectFrom('ticket_orders')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

/** The personal-data requests (one buyer's orders by e-mail address) and the retention purge. */
function personalDataQueries(db: Db) {
  return {
    async findByEmail(email: string): Promise<TicketOrder[]> {
      return db
        .selectFrom('ticket_orders')
        .selectAll()
        .where(emailMatches<'ticket_orders'>('email', email))
        .orderBy('id')
        .execute();
    },

    /**
     * Paid orders are bookkeeping records and stay, without the buyer's contact details; orders that
     * were never paid are deleted. Pending ones are left alone until they lapse.
     */
    async eraseByEmail(email: string): Promise<number> {
      const anonymised = await db
        .updateTable('ticket_orders')
        .set({ name: '', email: '', phone: '', client_ref: null })
        .where(emailMatches<'ticket_orders'>('email', email))
        .where('status', '=', 'paid')
        .executeTakeFirst();
      const deleted = await db
        .deleteFrom('ticket_orders')
        .where(emailMatches<'ticket_orders'>('email', email))
        .where('status', 'in', ['expired', 'cancelled'])
        .executeTakeFirst();
      return Number(anonymised.numUpdatedRows) + Number(deleted.numDeletedRows);
    },

    /** The retention purge: orders never paid hold contact details for no purpose once old. */
    async deleteUnpaidBefore(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('ticket_orders')
        .where('status', 'in', ['expired', 'cancelled'])
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** An order's tickets: every ticket holds one spot. */
const spotsOf = (eb: ExpressionBuilder<Database, 'ticket_orders'>) =>
  eb(eb(eb.ref('adult_qty'), '+', eb.ref('youth_qty')), '+', eb.ref('child_qty'));
