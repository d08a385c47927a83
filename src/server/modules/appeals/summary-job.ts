import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { startRepeatingJob } from '../../lib/repeating-job.ts';
import type { Mailer } from '../outbox/index.ts';
import { summaryEmail } from './fundraiser-emails.ts';
import { createFundraisersRepo, SUMMARY_KEY } from './fundraiser-repo.ts';
import { raisedFor, today } from './progress.ts';

const HOUR_MS = 60 * 60_000;
const MONTH_MS = 30 * 24 * HOUR_MS;

/**
 * E-mails each organiser what their fundraiser raised once it has ended (its last day passed, or
 * closed early), within a month of the end. Each summary carries the key
 * `fundraiser-summary:<id>`, which the outbox takes once only: the job may run again (every hour,
 * on every instance) and nobody hears twice. Answers how many e-mails were newly queued.
 */
export async function queueFundraiserSummaries(options: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
}): Promise<number> {
  const now = options.clock.now();
  const monthAgo = new Date(now.getTime() - MONTH_MS);
  const repo = createFundraisersRepo(options.db);
  const ended = await repo.endedToSummarise(today(now), today(monthAgo), monthAgo.toISOString());
  const raised = await raisedFor(
    options.db,
    'fundraiser_id',
    ended.map((row) => row.id),
  );
  let queued = 0;
  for (const row of ended) {
    if (!row.organiser_email) continue;
    const sum = raised.get(row.id) ?? { raisedOre: 0, gifts: 0 };
    const { duplicate } = await options.mailer.send({
      ...summaryEmail(row.organiser_email, row.locale, row.title, {
        ...sum,
        goalOre: row.goal_ore,
      }),
      dedupeKey: `${SUMMARY_KEY}${row.id}`,
    });
    if (!duplicate) queued += 1;
  }
  return queued;
}

/** Runs `queueFundraiserSummaries` now and every hour (main.ts), as the yearly statements run. */
export function startFundraiserSummaryTimer(
  options: Parameters<typeof queueFundraiserSummaries>[0] & { log: FastifyBaseLogger },
) {
  const run = async () => {
    try {
      const queued = await queueFundraiserSummaries(options);
      if (queued > 0) options.log.info({ queued }, 'fundraiser summaries queued');
    } catch (err) {
      options.log.error({ err }, 'fundraiser summaries failed');
    }
  };
  return startRepeatingJob(run, HOUR_MS);
}
