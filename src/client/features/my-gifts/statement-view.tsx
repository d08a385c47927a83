import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import type { Statement } from '#shared/schemas/my-gifts.ts';
import { loadDonorSession, loadStatement, statementPdfUrl } from './api.ts';
import { GiftCells, GiftHeaderCells } from './gift-cells.tsx';
import styles from './my-gifts.module.css';

/** The printable statement of one year (`?year=`), as the PDF has it. */
export function StatementView() {
  const { t } = useLingui();
  const format = useFormat();
  const locale = useLocale();
  const [statement, setStatement] = useState<Statement | null | undefined>();

  useEffect(() => {
    const year = Number(new URL(window.location.href).searchParams.get('year'));
    loadDonorSession()
      .then(({ email }) => (email ? loadStatement(year) : null))
      .then(setStatement, () => setStatement(null));
  }, []);

  if (statement === undefined) {
    return (
      <p role="status" className={styles.status}>
        {t`Loading…`}
      </p>
    );
  }
  if (statement === null) {
    return (
      <p>
        <Trans>
          This statement could not be shown. Please{' '}
          <LocalizedLink to="/my-gifts">sign in to My gifts</LocalizedLink> again.
        </Trans>
      </p>
    );
  }
  const { year, organisation } = statement;
  const number = organisation.number;
  return (
    <article className={styles.statement}>
      <h2>
        <Trans>Statement of gifts {year}</Trans>
      </h2>
      <p>
        {organisation.name}
        {number && (
          <>
            <br />
            <Trans>Organisation number: {number}</Trans>
          </>
        )}
      </p>
      <p>{statement.donorName ? `${statement.donorName} <${statement.email}>` : statement.email}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <GiftHeaderCells />
            <th scope="col" className={styles.amount}>
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.gifts.map((gift, index) => {
            const refunded = format.amount(gift.refundedOre);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the statement's rows never move
              <tr key={index}>
                <GiftCells gift={gift} />
                <td className={styles.amount}>
                  {format.amount(gift.amountOre)}
                  {gift.refundedOre > 0 && <> {t`(after a refund of ${refunded})`}</>}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              <Trans>Total</Trans>
            </th>
            <td className={styles.amount}>{format.amount(statement.totalOre)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.small}>
        <Trans>
          Gifts that were refunded in full are left out; a partly refunded gift counts what was
          kept.
        </Trans>
      </p>
      <div className={`${styles.buttons} ${styles.noPrint}`}>
        <Button variant="primary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        <a href={statementPdfUrl(year, locale)} download>
          <Trans>Download PDF</Trans>
        </a>
        <LocalizedLink to="/my-gifts">
          <Trans>Back to My gifts</Trans>
        </LocalizedLink>
      </div>
    </article>
  );
}
