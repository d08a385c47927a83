import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import { failureReason } from '#client/lib/api-client.ts';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import type { MyGift, MyGiftsResponse } from '#shared/schemas/my-gifts.ts';
import { loadMyGifts, statementPdfUrl } from './api.ts';
import { GiftsTable } from './gifts-table.tsx';
import { MonthlyGift, type Requested } from './monthly-gift.tsx';
import styles from './my-gifts.module.css';

/** How often, and how long, the page asks whether the provider has confirmed a change. */
const POLL_MS = 1_500;
const POLL_TIMES = 40;

/** The signed-in donor's gifts: monthly gifts to look after, every payment, the statements. */
export function MyGiftsView({
  initial,
  onSignOut,
}: {
  initial: MyGiftsResponse;
  onSignOut(): Promise<void>;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [data, setData] = useState(initial);
  const [older, setOlder] = useState<MyGift[]>([]);
  const [nextBefore, setNextBefore] = useState(initial.nextBefore);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const polling = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(polling.current), []);

  const showFailure = (error: unknown) =>
    setStatus(failureReason(error, t`Something went wrong. Please try again.`));

  /** Asks the provider, then waits for its confirmation (recorded from its event). */
  async function request(id: number, requested: Requested) {
    setBusy(true);
    setStatus(t`Sending your request…`);
    try {
      await requested.call();
    } catch (error) {
      setBusy(false);
      showFailure(error);
      return;
    }
    setStatus(t`Requested: waiting for the payment provider to confirm…`);
    let times = 0;
    const poll = async () => {
      times += 1;
      const fresh = await loadMyGifts().catch(() => undefined);
      const gift = fresh?.monthly.find((monthly) => monthly.id === id);
      if (fresh && requested.done(gift)) {
        setData(fresh);
        setBusy(false);
        setStatus(requested.confirmed);
      } else if (times < POLL_TIMES) {
        polling.current = setTimeout(poll, POLL_MS);
      } else {
        setBusy(false);
        setStatus(
          t`The payment provider has not confirmed the change yet. Please reload the page later.`,
        );
      }
    };
    polling.current = setTimeout(poll, POLL_MS / 3);
  }

  async function showOlder() {
    if (!nextBefore) return;
    try {
      const page = await loadMyGifts(nextBefore);
      setOlder((shown) => [...shown, ...page.gifts]);
      setNextBefore(page.nextBefore);
    } catch (error) {
      showFailure(error);
    }
  }

  const { email } = data;
  return (
    <>
      <div className={styles.signedIn}>
        <p>
          <Trans>Signed in as {email}</Trans>
        </p>
        <Button onClick={() => onSignOut().catch(showFailure)}>
          <Trans>Sign out</Trans>
        </Button>
      </div>
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
      {data.monthly.length > 0 && (
        <section aria-labelledby="monthly-gifts">
          <h2 id="monthly-gifts">
            <Trans>Monthly gifts</Trans>
          </h2>
          {data.monthly.map((gift) => (
            <MonthlyGift
              key={`${gift.id}:${gift.status}:${gift.amountOre}`}
              gift={gift}
              busy={busy}
              onRequest={(requested) => request(gift.id, requested)}
              onFailure={showFailure}
            />
          ))}
        </section>
      )}
      {/* The table's scrolling region is named by this heading: one landmark, not two. */}
      <div>
        <h2 id="all-gifts">
          <Trans>Your gifts</Trans>
        </h2>
        <GiftsTable gifts={[...data.gifts, ...older]} labelledBy="all-gifts" />
        {nextBefore && (
          <Button onClick={showOlder}>
            <Trans>Show older gifts</Trans>
          </Button>
        )}
      </div>
      <section aria-labelledby="statements">
        <h2 id="statements">
          <Trans>Yearly statements</Trans>
        </h2>
        {data.statementYears.length === 0 ? (
          <p>
            <Trans>A statement of each year's gifts is ready here in January.</Trans>
          </p>
        ) : (
          <ul className={styles.statements}>
            {data.statementYears.map((year) => (
              <li key={year}>
                <LocalizedLink to={`/my-gifts/statement?year=${year}`}>
                  <Trans>Statement {year}</Trans>
                </LocalizedLink>{' '}
                (
                <a href={statementPdfUrl(year, locale)} download>
                  <Trans>PDF</Trans>
                </a>
                )
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="fundraisers">
        <h2 id="fundraisers">
          <Trans>Your fundraisers</Trans>
        </h2>
        <p>
          <Trans>
            Started a fundraiser? See where it stands, change it and thank your givers on{' '}
            <LocalizedLink to="/my-fundraisers">My fundraisers</LocalizedLink>.
          </Trans>
        </p>
      </section>
    </>
  );
}
