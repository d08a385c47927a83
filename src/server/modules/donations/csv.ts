import type { FastifyReply } from 'fastify';
import type { DonationListItem } from '#shared/schemas/donations.ts';
import { toCsv } from '../../lib/csv.ts';
import { sendCsv } from '../../plugins/replies.ts';
import { REFUND_CSV_HEADERS, refundCsvCells } from '../payments/index.ts';

/** GET /api/admin/export/donations.csv: the period's gifts for a spreadsheet. */
export function sendDonationsCsv(
  reply: FastifyReply,
  rows: DonationListItem[],
  period: { from: string; to: string },
) {
  const csv = toCsv(
    [
      'Created',
      'Paid',
      'Donor',
      'Email',
      'Amount (SEK)',
      'Type',
      'Method',
      'Status',
      'Reference',
      'Subscription',
      'Test',
      ...REFUND_CSV_HEADERS,
      'Payment reference',
    ],
    rows.map((d) => [
      d.createdAt,
      d.paidAt,
      d.donorName,
      d.donorEmail,
      (d.amountOre / 100).toFixed(2),
      d.kind === 'monthly' ? 'Monthly' : 'One-time',
      d.method,
      d.status,
      d.providerRef,
      d.subscriptionId,
      d.test ? 'yes' : 'no',
      ...refundCsvCells(d),
      d.paymentReference,
    ]),
  );
  return sendCsv(reply, `donations-${period.from}-to`, new Date(`${period.to}T12:00:00Z`), csv);
}
