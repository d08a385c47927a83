import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AdminView, LoadState } from '#client/components/admin/admin-view.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { fetchGivingOverview } from '../api/donation-api.ts';
import own from './donations-admin.module.css';
import { GivingChart } from './giving-chart.tsx';

/** The giving at a glance: 24 months as a chart, the monthly donors, this year beside last. */
export function GivingOverviewAdmin() {
  const { t } = useLingui();
  const format = useFormat();
  const overview = useQuery({ queryKey: ['admin', 'giving'], queryFn: fetchGivingOverview });
  const data = overview.data;
  const year = data?.yearToDate.year;
  const lastYear = year === undefined ? undefined : year - 1;

  return (
    <AdminView
      title={t`Giving`}
      intro={t`Paid gifts per month for the last 24 months, net of refunds, in Swedish time.`}
    >
      {!data ? (
        <LoadState error={overview.error} />
      ) : (
        <>
          <dl className={own.totals} aria-label={t`Giving at a glance`}>
            <div>
              <dt>
                <Trans>{year} so far</Trans>
              </dt>
              <dd>{format.amount(data.yearToDate.thisYearOre)}</dd>
            </div>
            <div>
              <dt>
                <Trans>{lastYear} to the same day</Trans>
              </dt>
              <dd>{format.amount(data.yearToDate.lastYearOre)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Active monthly donors</Trans>
              </dt>
              <dd>{format.number(data.donors.active)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Paused monthly donors</Trans>
              </dt>
              <dd>{format.number(data.donors.paused)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Monthly donors past due</Trans>
              </dt>
              <dd>{format.number(data.donors.pastDue)}</dd>
            </div>
          </dl>
          <GivingChart months={data.months} />
        </>
      )}
    </AdminView>
  );
}
