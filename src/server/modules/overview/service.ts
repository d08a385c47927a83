import type { AdminOverview } from '#shared/schemas/overview.ts';
import { calendarDay, stockholmMidnight } from '#shared/stockholm.ts';
import type { AppDeps } from '../../deps.ts';
import { createAppealsService } from '../appeals/index.ts';
import { createTributesService } from '../tributes/index.ts';
import { createOverviewRepo } from './repo.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The day after a Stockholm calendar day (YYYY-MM-DD), summer time or not. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The first day of the month after a Stockholm calendar day's. */
function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The admin dashboard's first screen: what needs the admin now. */
export function createOverviewService({
  db,
  clock,
  mailer,
}: Pick<AppDeps, 'db' | 'clock' | 'mailer'>) {
  const repo = createOverviewRepo(db);
  const appeals = createAppealsService({ db, clock });
  const tributes = createTributesService({ db, clock, mailer });

  return {
    async overview(): Promise<AdminOverview> {
      const now = clock.now();
      const today = calendarDay(now);
      const iso = (day: string) => stockholmMidnight(day).toISOString();
      const current = (await appeals.listAll()).filter(
        (appeal) =>
          appeal.status === 'published' && appeal.startsOn <= today && !appeal.progress.ended,
      );
      return {
        gifts: {
          today: await repo.giftsBetween(iso(today), iso(nextDay(today))),
          thisMonth: await repo.giftsBetween(iso(`${today.slice(0, 7)}-01`), iso(nextMonth(today))),
        },
        appeals: current.map((appeal) => ({
          id: appeal.id,
          slug: appeal.slug,
          title: appeal.title,
          raisedOre: appeal.progress.raisedOre,
          goalOre: appeal.goalOre,
          gifts: appeal.progress.gifts,
          daysLeft: appeal.progress.daysLeft,
        })),
        fundraisers: {
          awaitingApproval: await repo.fundraisersAwaitingApproval(),
          reportedPages: await repo.reportedFundraisers(),
        },
        cardsToPost: await tributes.countToPost(),
        messages: { unread: await repo.unreadMessages() },
        volunteerApplications: await repo.volunteerApplications(
          new Date(now.getTime() - 7 * DAY_MS).toISOString(),
        ),
        emails: { failed: await repo.failedEmails() },
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
