import type { FastifyBaseLogger } from 'fastify';
import { stockholmMonth, stockholmYear, stockholmYearSpan } from '#shared/stockholm.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { startRepeatingJob } from '../../lib/repeating-job.ts';
import type { Mailer } from '../outbox/index.ts';
import { myGiftsUrl, statementEmail } from './emails.ts';
import { createStatementsRepo } from './repo.ts';

const HOUR_MS = 60 * 60_000;

/**
 * In January, e-mails every donor with a paid gift last year that their statement is ready.
 * Each donor's e-mail carries a key of year and address, which the outbox takes once only: a
 * run may repeat (every few hours, on every instance) and nobody hears twice. The donors whose
 * key is in the outbox already are left out in SQL, so a repeated run finds few or none; two
 * instances racing still send once. Answers how many e-mails were newly queued.
 */
export async function queueYearlyStatements(options: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  origin: string;
}): Promise<number> {
  const now = options.clock.now();
  if (stockholmMonth(now) !== 1) return 0;
  const year = stockholmYear(now) - 1;
  const { from, to } = stockholmYearSpan(year);
  const keyPrefix = `yearly-statement:${year}:`;
  const donors = await createStatementsRepo(options.db).donorsToTell(from, to, keyPrefix);
  let queued = 0;
  for (const [email, locale] of donors) {
    const link = myGiftsUrl(options.origin, locale);
    const { duplicate } = await options.mailer.send({
      ...statementEmail(email, locale, year, link),
      dedupeKey: `${keyPrefix}${email}`,
    });
    if (!duplicate) queued += 1;
  }
  return queued;
}

/** Runs `queueYearlyStatements` now and every six hours (main.ts), as the retention purge runs. */
export function startStatementTimer(
  options: Parameters<typeof queueYearlyStatements>[0] & { log: FastifyBaseLogger },
) {
  const run = async () => {
    try {
      const queued = await queueYearlyStatements(options);
      if (queued > 0) options.log.info({ queued }, 'yearly statements queued');
    } catch (err) {
      options.log.error({ err }, 'yearly statements failed');
    }
  };
  return startRepeatingJob(run, 6 * HOUR_MS);
}
