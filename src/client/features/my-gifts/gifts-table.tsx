import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { MyGift } from '#shared/schemas/my-gifts.ts';
import { GiftCells, GiftHeaderCells } from './gift-cells.tsx';
import { giftStatusLabel } from './labels.ts';
import styles from './my-gifts.module.css';

/**
 * Every payment of the donor's gifts, of any method, newest first. On a small screen the table
 * scrolls sideways: its region takes the keyboard's focus for that, named by `labelledBy`.
 */
export function GiftsTable({ gifts, labelledBy }: { gifts: MyGift[]; labelledBy: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  if (gifts.length === 0) {
    return (
      <p>
        <Trans>No gifts yet.</Trans>
      </p>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.tableWrap} aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <GiftHeaderCells />
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={styles.amount}>
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {gifts.map((gift) => (
            <tr key={gift.id}>
              <GiftCells gift={gift} />
              <td>{giftStatusLabel(i18n, gift)}</td>
              <td className={styles.amount}>{format.amount(gift.amountOre)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
