import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styles from '#client/components/admin/admin.module.css';
import { AdminData, AdminTable } from '#client/components/admin/admin-table.tsx';
import { AdminView, CsvDownload, failureMessage } from '#client/components/admin/admin-view.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type {
  TaxReportProblem,
  TaxReportRow,
  TaxReportWarning,
} from '#shared/schemas/tax-reduction.ts';
import { fetchTaxReport, taxReportCsvUrl } from '../api/donation-api.ts';
import own from './donations-admin.module.css';

const ROW_COLUMNS = [msg`Personal identity number`, msg`Name`, msg`Qualifying gifts`, msg`Sum`];

const PROBLEMS: Record<TaxReportProblem, MessageDescriptor> = {
  missing: msg`No personal identity number (erased, or never received)`,
  unreadable: msg`The number cannot be decrypted with the current PERSONAL_DATA_KEY`,
  invalid: msg`The number is not a valid personal identity number`,
  underAge: msg`The giver was under 18 at the end of the year`,
};

/** The first year the picker offers; later ones follow up to this year. */
const FIRST_YEAR = 2024;

/**
 * The yearly report for Skatteverket's control statements: per giver, the sum of the gifts that
 * count toward a tax reduction (numbers masked here, whole in the CSV), and the givers whose
 * gifts cannot be reported.
 */
export function TaxReductionAdmin() {
  const { t, i18n } = useLingui();
  const id = useId();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const report = useQuery({
    queryKey: ['admin', 'tax-reduction', year],
    queryFn: () => fetchTaxReport(year),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => thisYear - i);
  const data = report.data;
  const notOffered = report.error instanceof ApiError && report.error.status === 404;

  return (
    <AdminView
      title={t`Tax reduction`}
      intro={t`The givers who asked for a tax reduction, with the sum of their gifts that count (paid, not refunded, at least the minimum each, from the approval date on), for Skatteverket's control statements.`}
      actions={data && <CsvDownload href={taxReportCsvUrl(year)} />}
    >
      <div className={own.period}>
        <div>
          <label htmlFor={`${id}-year`}>
            <Trans>Year</Trans>
          </label>
          <select
            id={`${id}-year`}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      {notOffered ? (
        <p role="alert" className={styles.error}>
          {failureMessage(report.error, i18n)}
        </p>
      ) : (
        <>
          {data && <TaxWarnings warnings={data.warnings} />}
          <AdminData
            data={data?.rows}
            error={report.error}
            empty={t`No gifts to report for this year.`}
          >
            {(rows) => (
              <AdminTable caption={t`Givers to report for ${year}`} columns={ROW_COLUMNS}>
                {rows.map((row) => (
                  <TaxRow key={row.personalNumber} row={row} />
                ))}
              </AdminTable>
            )}
          </AdminData>
        </>
      )}
    </AdminView>
  );
}

function TaxRow({ row }: { row: TaxReportRow }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <tr>
      <td>{row.personalNumber}</td>
      <td>{row.name ?? t`Anonymous`}</td>
      <td>{format.number(row.gifts)}</td>
      <td className={own.amount}>{format.amount(row.totalOre)}</td>
    </tr>
  );
}

/** The givers whose gifts cannot be reported, and why: the admin must sort these out. */
function TaxWarnings({ warnings }: { warnings: TaxReportWarning[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  if (warnings.length === 0) return null;
  return (
    <div role="status" className={styles.error}>
      <p>
        <Trans>These gifts cannot be reported to Skatteverket:</Trans>
      </p>
      <ul>
        {warnings.map((warning, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no id, and the list is redrawn whole.
          <li key={index}>
            {[warning.personalNumber, warning.name, format.amount(warning.totalOre)]
              .filter(Boolean)
              .join(', ')}
            : {i18n._(PROBLEMS[warning.problem])}
          </li>
        ))}
      </ul>
    </div>
  );
}
