import type { GivingOverview } from '#shared/schemas/donations.ts';
import { calendarDay, stockholmMidnight, stockholmYear } from '#shared/stockholm.ts';

/** How many months the admin's chart shows, this one included. */
export const GIVING_MONTHS = 24;

type HourRow = { kind: 'one_time' | 'monthly'; hour: string; netOre: number };
type StatusCount = { status: string; late: boolean; count: number };

/** The months (YYYY-MM, Stockholm) of the chart, oldest first, ending with the month of `now`. */
export function givingMonths(now: Date): string[] {
  const [year, month] = calendarDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: GIVING_MONTHS }, (_, i) => {
    const index = year * 12 + (month - 1) - (GIVING_MONTHS - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Where the chart's sums start: midnight in Stockholm on the first day of its first month. */
export const givingStart = (now: Date) =>
  stockholmMidnight(`${givingMonths(now)[0]}-01`).toISOString();

/**
 * The dashboard's numbers from the paid gifts summed by hour (see repo.netByHour, which starts
 * at `givingStart`, before January last year) and the standing orders counted by status.
 */
export function givingOverview(hours: HourRow[], orders: StatusCount[], now: Date): GivingOverview {
  const months = new Map(
    givingMonths(now).map((month) => [month, { oneTimeOre: 0, monthlyOre: 0 }]),
  );
  const year = stockholmYear(now);
  const thisYearStart = stockholmMidnight(`${year}-01-01`);
  const lastYearStart = stockholmMidnight(`${year - 1}-01-01`);
  const sameTimeLastYear = new Date(now);
  sameTimeLastYear.setUTCFullYear(year - 1);
  const yearToDate = { year, thisYearOre: 0, lastYearOre: 0 };

  for (const { kind, hour, netOre } of hours) {
    const paid = new Date(`${hour}:00:00.000Z`);
    const sums = months.get(calendarDay(paid).slice(0, 7));
    if (sums && kind === 'monthly') sums.monthlyOre += netOre;
    else if (sums) sums.oneTimeOre += netOre;
    if (paid >= thisYearStart) yearToDate.thisYearOre += netOre;
    else if (paid >= lastYearStart && paid < sameTimeLastYear) yearToDate.lastYearOre += netOre;
  }

  return {
    months: [...months].map(([month, sums]) => ({ month, ...sums })),
    donors: countDonors(orders),
    yearToDate,
  };
}

/**
 * Monthly donors by their standing order: paused as the provider says, past due when a month's
 * payment failed (the provider's past_due or unpaid, or the site's own mark), active otherwise.
 * Ended and never-started orders are not donors.
 */
function countDonors(orders: StatusCount[]): GivingOverview['donors'] {
  const donors = { active: 0, paused: 0, pastDue: 0 };
  for (const { status, late, count } of orders) {
    if (status === 'paused') donors.paused += count;
    else if (late || status === 'past_due' || status === 'unpaid') donors.pastDue += count;
    else if (status === 'active' || status === 'trialing') donors.active += count;
  }
  return donors;
}
