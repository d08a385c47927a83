import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { INTL_LOCALES } from '#shared/i18n/locale.ts';
import type { GivingMonth } from '#shared/schemas/donations.ts';
import styles from './giving-overview.module.css';

const WIDTH = 720;
const HEIGHT = 240;
const PLOT = { left: 8, right: 8, top: 12, bottom: 28 };
/** A month's label under every third bar, so they never crowd. */
const LABEL_EVERY = 3;

function useMonthName() {
  const { locale } = useFormat();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
  }, [locale]);
}

/**
 * Gifts per month as stacked bars (one-time below, monthly above), drawn by hand as SVG: an
 * image with a title and a summary for screen readers, and the same numbers as a table.
 */
export function GivingChart({ months }: { months: readonly GivingMonth[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const monthName = useMonthName();
  const id = useId();
  const peak = Math.max(1, ...months.map((m) => Math.max(0, m.oneTimeOre + m.monthlyOre)));
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = (WIDTH - PLOT.left - PLOT.right) / Math.max(1, months.length);
  const barWidth = slot * 0.7;
  const heightOf = (ore: number) => (Math.max(0, ore) / peak) * plotHeight;
  const baseline = HEIGHT - PLOT.bottom;
  const total = months.reduce((sum, m) => sum + m.oneTimeOre + m.monthlyOre, 0);
  const [firstMonth, lastMonth] = [months[0], months.at(-1)];
  const first = firstMonth ? monthName(firstMonth.month) : '';
  const last = lastMonth ? monthName(lastMonth.month) : '';
  const highest = format.amount(peak);
  const sum = format.amount(total);

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className={styles.svg}
      >
        <title id={`${id}-title`}>{t`Gifts per month, net of refunds`}</title>
        <desc id={`${id}-desc`}>
          {t`Bars from ${first} to ${last}, one-time gifts below and monthly gifts above. The highest month is ${highest}; ${sum} in all.`}
        </desc>
        <line
          x1={PLOT.left}
          x2={WIDTH - PLOT.right}
          y1={baseline}
          y2={baseline}
          className={styles.axis}
        />
        {months.map((m, i) => {
          const x = PLOT.left + i * slot + (slot - barWidth) / 2;
          const oneTime = heightOf(m.oneTimeOre);
          const monthly = heightOf(m.monthlyOre);
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={baseline - oneTime}
                width={barWidth}
                height={oneTime}
                className={styles.oneTime}
              />
              <rect
                x={x}
                y={baseline - oneTime - monthly}
                width={barWidth}
                height={monthly}
                className={styles.monthly}
              />
              {(months.length - 1 - i) % LABEL_EVERY === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - 8} className={styles.label}>
                  {monthName(m.month)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.keyOneTime} aria-hidden="true" />
        <Trans>One-time</Trans>
        <span className={styles.keyMonthly} aria-hidden="true" />
        <Trans>Monthly</Trans>
      </figcaption>
      <details className={styles.details}>
        <summary>
          <Trans>Show the numbers as a table</Trans>
        </summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{t`Gifts per month, net of refunds`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col">
                <Trans>One-time</Trans>
              </th>
              <th scope="col">
                <Trans>Monthly</Trans>
              </th>
              <th scope="col">
                <Trans>Total</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthName(m.month)}</th>
                <td>{format.amount(m.oneTimeOre)}</td>
                <td>{format.amount(m.monthlyOre)}</td>
                <td>{format.amount(m.oneTimeOre + m.monthlyOre)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
