import type { FastifyReply } from 'fastify';
import { formatPersonnummer } from '#shared/personnummer.ts';
import { toCsv } from '../../lib/csv.ts';
import { sendCsv } from '../../plugins/replies.ts';
import type { YearlyTaxReport } from './service.ts';

/**
 * GET /api/admin/export/tax-reduction.csv: the givers that can be reported, with their whole
 * numbers, for Skatteverket's control statements (the screen lists the others as warnings).
 */
export function sendTaxReportCsv(reply: FastifyReply, report: YearlyTaxReport) {
  const csv = toCsv(
    ['Organisation number', 'Year', 'Personal identity number', 'Name', 'Amount (SEK)', 'Gifts'],
    report.givers.flatMap(({ digits, problem, name, totalOre, gifts }) =>
      digits && !problem
        ? [
            [
              report.organisationNumber,
              report.year,
              formatPersonnummer(digits),
              name,
              (totalOre / 100).toFixed(2),
              gifts,
            ],
          ]
        : [],
    ),
  );
  return sendCsv(
    reply,
    `tax-reduction-${report.year}`,
    new Date(`${report.year}-12-31T12:00:00Z`),
    csv,
  );
}
