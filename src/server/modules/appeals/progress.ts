import { sql } from 'kysely';
import type { Progress, PublicGift } from '#shared/schemas/appeals.ts';
import { calendarDay } from '#shared/stockholm.ts';
import type { Db } from '../../db/database.ts';

const DAY_MS = 24 * 60 * 60_000;

/** What gifts are counted to: an appeal (directly or through a fundraiser), or a fundraiser. */
export type Counted = 'appeal_id' | 'fundraiser_id';

export interface Raised {
  raisedOre: number;
  gifts: number;
}

/**
 * Raised so far, by query (decision 024): every paid payment (one-time gifts of every method, and
 * each paid month of a monthly gift) net of what was refunded. One row per payment at the
 * provider (its unique `provider_ref`), so nothing is counted twice or lost, and a payment counts
 * from the moment its confirmation is recorded. A monthly gift is one gift however many months;
 * a gift refunded in full is none.
 */
export async function raisedFor(
  db: Db,
  counted: Counted,
  ids: readonly number[],
): Promise<Map<number, Raised>> {
  const found = new Map<number, Raised>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('donations')
    .select([
      sql<number>`${sql.ref(counted)}`.as('target'),
      sql<number | string>`coalesce(sum(amount_ore - refunded_ore), 0)`.as('raised'),
      sql<
        number | string
      >`count(distinct case when amount_ore > refunded_ore then coalesce(subscription_id, provider_ref) end)`.as(
        'gifts',
      ),
    ])
    .where(counted, 'in', [...ids])
    .where('status', '=', 'succeeded')
    .groupBy(counted)
    .execute();
  for (const row of rows) {
    found.set(Number(row.target), { raisedOre: Number(row.raised), gifts: Number(row.gifts) });
  }
  return found;
}

/**
 * The latest gifts as the page shows them: newest first, one line per gift (a monthly gift's
 * first paid month), none refunded in full; the name, amount and message only as the giver chose.
 */
export async function latestGifts(
  db: Db,
  counted: Counted,
  id: number,
  limit: number,
): Promise<PublicGift[]> {
  const rows = await db
    .selectFrom('donations')
    .select([
      'donor_name',
      'show_name',
      'show_amount',
      'amount_ore',
      'refunded_ore',
      'public_message',
      'paid_at',
      'created_at',
    ])
    .where(counted, '=', id)
    .where('status', '=', 'succeeded')
    .where(sql<boolean>`amount_ore > refunded_ore`)
    .where(({ or, eb, selectFrom }) =>
      or([
        eb('subscription_id', 'is', null),
        eb(
          'id',
          '=',
          selectFrom('donations as first')
            .select(({ fn }) => fn.min('first.id').as('first_id'))
            .whereRef('first.subscription_id', '=', 'donations.subscription_id')
            .where('first.status', '=', 'succeeded'),
        ),
      ]),
    )
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    name: row.show_name === 1 ? firstName(row.donor_name) : null,
    amountOre: row.show_amount === 1 ? row.amount_ore - row.refunded_ore : null,
    message: row.public_message,
    at: row.paid_at ?? row.created_at,
  }));
}

/** The first word of a name; null when there is none ("Anonymous" on the page). */
export const firstName = (name: string | null): string | null =>
  name?.trim().split(/\s+/)[0] || null;

/** Today in Stockholm, YYYY-MM-DD. */
export const today = (now: Date) => calendarDay(now);

/** Whole days from today until the last day (0 on it, and after it). */
export const daysLeft = (endsOn: string, now: Date) =>
  Math.max(0, Math.round((Date.parse(endsOn) - Date.parse(today(now))) / DAY_MS));

export function progressOf(
  raised: Raised | undefined,
  target: { goalOre: number | null; endsOn: string; ended: boolean },
  now: Date,
): Progress {
  return {
    raisedOre: raised?.raisedOre ?? 0,
    gifts: raised?.gifts ?? 0,
    goalOre: target.goalOre,
    daysLeft: target.ended ? 0 : daysLeft(target.endsOn, now),
    ended: target.ended,
  };
}
