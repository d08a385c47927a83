import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { AdminTable, PersonCell } from '#client/components/admin/admin-table.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { PastDueGift } from '#shared/schemas/donations.ts';
import own from './donations-admin.module.css';
import { TestBadge } from './test-badge.tsx';

const COLUMNS = [msg`Donor`, msg`Monthly amount`, msg`Payment failed`];

/**
 * Monthly gifts whose last payment failed: the donor has been e-mailed a link to update the
 * card; the mark goes when a month is paid again.
 */
export function PastDueGifts({ gifts }: { gifts: readonly PastDueGift[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = useId();
  if (gifts.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Monthly gifts past due</Trans>
      </h3>
      <p>
        <Trans>
          The last payment of these monthly gifts failed. The donor has been e-mailed a link to
          update their card.
        </Trans>
      </p>
      <AdminTable caption={t`Monthly gifts past due, longest first`} columns={COLUMNS}>
        {gifts.map((gift) => (
          <tr key={gift.subscriptionId}>
            <td>
              <PersonCell name={gift.donorName || t`Anonymous`} email={gift.donorEmail} />
            </td>
            <td className={own.amount}>{format.amount(gift.amountOre)}</td>
            <td>
              {format.dateTime(gift.since)}
              {gift.test && <TestBadge />}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
