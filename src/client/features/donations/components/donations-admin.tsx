import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styles from '#client/components/admin/admin.module.css';
import { AdminData, AdminTable, PersonCell } from '#client/components/admin/admin-table.tsx';
import { AdminView, CsvDownload } from '#client/components/admin/admin-view.tsx';
import { PaymentAftercare } from '#client/components/admin/payment-aftercare.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { PAYMENT_METHOD_LABELS } from '#shared/donations.ts';
import type { DonationListItem } from '#shared/schemas/donations.ts';
import { calendarDay } from '#shared/stockholm.ts';
import { donationsCsvUrl, fetchDonationsReport } from '../api/donation-api.ts';
import own from './donations-admin.module.css';
import { PastDueGifts } from './past-due-gifts.tsx';
import { TestBadge } from './test-badge.tsx';

const DONATION_COLUMNS = [msg`Date`, msg`Donor`, msg`Amount`, msg`Type`, msg`Method`, msg`Status`];

const STATUSES = { pending: msg`Pending`, succeeded: msg`Paid`, failed: msg`Failed` } as const;

/** Every gift in a chosen period (this month so far at first), with totals and a CSV export. */
export function DonationsAdmin() {
  const { t } = useLingui();
  const format = useFormat();
  const id = useId();
  const today = calendarDay(new Date());
  const [period, setPeriod] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  const report = useQuery({
    queryKey: ['admin', 'donations', period.from, period.to],
    queryFn: () => fetchDonationsReport(period.from, period.to),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const totals = report.data?.totals;
  const shownFrom = report.data?.from;
  const shownTo = report.data?.to;

  return (
    <AdminView
      title={t`Donations`}
      intro={t`Every gift made on the site, as the payment provider reported it. Only paid gifts count in the totals.`}
      actions={valid && <CsvDownload href={donationsCsvUrl(period.from, period.to)} />}
    >
      <fieldset className={own.period}>
        <legend>
          <Trans>Period</Trans>
        </legend>
        <div>
          <label htmlFor={`${id}-from`}>
            <Trans>From</Trans>
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={period.from}
            max={period.to || undefined}
            onChange={(event) => setPeriod((p) => ({ ...p, from: event.target.value }))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`}>
            <Trans>To</Trans>
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={period.to}
            min={period.from || undefined}
            onChange={(event) => setPeriod((p) => ({ ...p, to: event.target.value }))}
          />
        </div>
      </fieldset>
      {!valid && (
        <p role="alert" className={styles.error}>
          <Trans>Please choose a start date on or before the end date.</Trans>
        </p>
      )}

      {totals && (
        <dl className={own.totals} aria-label={t`Totals for the period`}>
          <div>
            <dt>
              <Trans>Paid in total</Trans>
            </dt>
            <dd>{format.amount(totals.succeededOre)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Refunded</Trans>
            </dt>
            <dd>{format.amount(totals.refundedOre)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Net after refunds</Trans>
            </dt>
            <dd>{format.amount(totals.netOre)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Paid gifts</Trans>
            </dt>
            <dd>{format.number(totals.succeededCount)}</dd>
          </div>
          <div>
            <dt>
              <Trans>One-time</Trans>
            </dt>
            <dd>{format.amount(totals.oneTimeOre)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Monthly</Trans>
            </dt>
            <dd>{format.amount(totals.monthlyOre)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Active monthly donors</Trans>
            </dt>
            <dd>{format.number(totals.activeMonthlyDonors)}</dd>
          </div>
        </dl>
      )}

      {report.data && <PastDueGifts gifts={report.data.pastDue} />}

      {(report.data || valid) && (
        <AdminData
          data={report.data?.donations}
          error={report.error}
          empty={t`No gifts in this period.`}
        >
          {(gifts) => (
            <AdminTable
              caption={t`Gifts from ${shownFrom} to ${shownTo}, newest first`}
              columns={DONATION_COLUMNS}
            >
              {gifts.map((gift) => (
                <DonationRow key={gift.id} gift={gift} />
              ))}
            </AdminTable>
          )}
        </AdminData>
      )}
    </AdminView>
  );
}

function DonationRow({ gift }: { gift: DonationListItem }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { personalNumber } = gift;
  return (
    <tr>
      <td>{format.dateTime(gift.paidAt ?? gift.createdAt)}</td>
      <td>
        <PersonCell name={gift.donorName || t`Anonymous`} email={gift.donorEmail} />
        {personalNumber && (
          <span className={own.personalNumber}>
            <Trans>Tax reduction: {personalNumber}</Trans>
          </span>
        )}
      </td>
      <td className={own.amount}>
        {format.amount(gift.amountOre)}
        <PaymentAftercare refundedOre={gift.refundedOre} disputeStatus={gift.disputeStatus} />
      </td>
      <td>{gift.kind === 'monthly' ? t`Monthly` : t`One-time`}</td>
      <td>
        {PAYMENT_METHOD_LABELS[gift.method]}
        {gift.paymentReference && <span className={own.reference}>{gift.paymentReference}</span>}
      </td>
      <td>
        {i18n._(STATUSES[gift.status])}
        {gift.test && <TestBadge />}
      </td>
    </tr>
  );
}
