import { Trans } from '@lingui/react/macro';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import styles from './admin.module.css';

/** Under a payment's amount in an admin list: what was refunded of it, and any dispute. */
export function PaymentAftercare({
  refundedOre,
  disputeStatus,
}: {
  refundedOre: number;
  disputeStatus: string | null;
}) {
  const format = useFormat();
  const refunded = format.amount(refundedOre);
  return (
    <>
      {refundedOre > 0 && (
        <span className={styles.note}>
          <Trans>Refunded {refunded}</Trans>
        </span>
      )}
      {disputeStatus && (
        <span className={styles.note}>
          <Trans>Disputed: {disputeStatus}</Trans>
        </span>
      )}
    </>
  );
}
