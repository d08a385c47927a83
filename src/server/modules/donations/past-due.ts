import type { FastifyBaseLogger } from 'fastify';
import type { DonationRow } from '../../db/tables/donations.ts';
import type { AppDeps } from '../../deps.ts';
import type { Invoice } from '../../payments/port.ts';
import { paymentFailedEmail } from './payment-failed-email.ts';
import { createDonationsRepo } from './repo.ts';

/**
 * Monthly gifts whose month's payment failed: marked past due (the admin's list shows them), the
 * donor told once per failed invoice, and the mark cleared when a month is paid again.
 */
export function createPastDueTracker({
  db,
  clock,
  mailer,
  config,
}: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>) {
  const repo = createDonationsRepo(db);
  const nowIso = () => clock.now().toISOString();

  return {
    /** Unless that month is paid after all (events come in any order). */
    async onMonthFailed(month: DonationRow, at: string, log: FastifyBaseLogger) {
      if (month.status === 'succeeded' || !month.subscription_id) return;
      const failure = { invoiceId: month.provider_ref, at, now: nowIso() };
      await repo.markPastDue(month.subscription_id, failure);
      const { donor_email } = month;
      if (!donor_email) return;
      const email = paymentFailedEmail({ ...month, donor_email }, config.linkOrigin);
      const { duplicate } = await mailer.send(email);
      if (!duplicate) log.info({ donationId: month.id }, 'failed monthly payment: donor e-mailed');
    },

    async onMonthPaid(month: DonationRow, invoice: Invoice) {
      if (!month.subscription_id) return;
      await repo.clearPastDue(month.subscription_id, {
        invoiceId: invoice.id,
        invoiceCreatedAt: invoice.createdAt,
        now: nowIso(),
      });
    },
  };
}
