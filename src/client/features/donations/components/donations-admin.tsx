import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styles from '#client/components/admin/admin.module.css';
import { AdminData, AdminTable, PersonCell } from '#client/components/admin/admin-table.tsx';
import { AdminView, CsvDownload } from '#client/components/admin/admin-view.tsx';
import { formatSek, PAYMENT_METHOD_LABELS } from '#shared/donations.ts';
import { calendarDay, formatDateTime } from '#shared/format-date.ts';
import type { DonationListItem } from '#shared/schemas/donations.ts';
import { donationsCsvUrl, fetchDonationsReport } from '../api/donation-api.ts';
import own from './donations-admin.module.css';

const DONATION_COLUMNS = ['Date', 'Donor', 'Amount', 'Type', 'Method', 'Status'];

const STATUSES = { pending: 'Pending', succeeded: 'Paid', failed: 'Failed' } as const;

/** Every gift in a chosen period (this month so far at first), with totals and a CSV export. */
export function DonationsAdmin() {
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

  return (
    <AdminView
      title="Donations"
      intro="Every gift made on the site, as the payment provider reported it. Only paid gifts count in the totals."
      actions={valid && <CsvDownload href={donationsCsvUrl(period.from, period.to)} />}
    >
      <fieldset className={own.period}>
        <legend>Period</legend>
        <div>
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={period.from}
            max={period.to || undefined}
            onChange={(event) => setPeriod((p) => ({ ...p, from: event.target.value }))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`}>To</label>
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
          Please choose a start date on or before the end date.
        </p>
      )}

      {totals && (
        <dl className={own.totals} aria-label="Totals for the period">
          <div>
            <dt>Paid in total</dt>
            <dd>{formatSek(totals.succeededOre)}</dd>
          </div>
          <div>
            <dt>Paid gifts</dt>
            <dd>{totals.succeededCount}</dd>
          </div>
          <div>
            <dt>One-time</dt>
            <dd>{formatSek(totals.oneTimeOre)}</dd>
          </div>
          <div>
            <dt>Monthly</dt>
            <dd>{formatSek(totals.monthlyOre)}</dd>
          </div>
          <div>
            <dt>Active monthly donors</dt>
            <dd>{totals.activeMonthlyDonors}</dd>
          </div>
        </dl>
      )}

      {(report.data || valid) && (
        <AdminData
          data={report.data?.donations}
          error={report.error}
          empty="No gifts in this period."
        >
          {(gifts) => (
            <AdminTable
              caption={`Gifts from ${report.data?.from} to ${report.data?.to}, newest first`}
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
  return (
    <tr>
      <td>{formatDateTime(gift.paidAt ?? gift.createdAt)}</td>
      <td>
        <PersonCell name={gift.donorName || 'Anonymous'} email={gift.donorEmail} />
      </td>
      <td className={own.amount}>{formatSek(gift.amountOre)}</td>
      <td>{gift.kind === 'monthly' ? 'Monthly' : 'One-time'}</td>
      <td>{PAYMENT_METHOD_LABELS[gift.method]}</td>
      <td>
        {STATUSES[gift.status]}
        {gift.test && <span className={own.test}>Test</span>}
      </td>
    </tr>
  );
}
