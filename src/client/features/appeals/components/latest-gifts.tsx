import { Trans } from '@lingui/react/macro';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { PublicGift } from '#shared/schemas/appeals.ts';
import styles from './appeals.module.css';

/** The latest gifts, each with only what its giver allowed: a first name, the amount, a message. */
export function LatestGifts({ gifts, headingId }: { gifts: PublicGift[]; headingId: string }) {
  const format = useFormat();
  return (
    <section aria-labelledby={headingId} className={styles.gifts}>
      <h2 id={headingId}>
        <Trans>Latest gifts</Trans>
      </h2>
      {gifts.length === 0 ? (
        <p>
          <Trans>No gifts yet. Yours could be the first.</Trans>
        </p>
      ) : (
        <ul>
          {gifts.map((gift, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn once on the server.
            <li key={index}>
              <p className={styles.giver}>
                <strong>{gift.name ?? <Trans>Anonymous</Trans>}</strong>
                {gift.amountOre !== null && <span>{format.amount(gift.amountOre)}</span>}
                <time dateTime={gift.at}>{format.dateTime(gift.at)}</time>
              </p>
              {gift.message && <p className={styles.message}>{gift.message}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
