import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { FactList } from '#client/components/fact-list.tsx';
import { Button, Field, InputField } from '#client/components/form-fields.tsx';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { navigate } from '#client/lib/location.ts';
import {
  changeMonthlyAmountSchema,
  type MyMonthlyGift,
  PAUSE_MONTHS,
} from '#shared/schemas/my-gifts.ts';
import { cancelMonthly, changeMonthlyAmount, pauseMonthly, startCardUpdate } from './api.ts';
import { monthlyStatusLabel } from './labels.ts';
import styles from './my-gifts.module.css';

/** A change asked of the provider: `done` tells, from the reloaded gift, when it is confirmed. */
export interface Requested {
  call(): Promise<unknown>;
  done(gift: MyMonthlyGift | undefined): boolean;
  confirmed: string;
}

/** One monthly gift, with what the donor may do with it while it runs. */
export function MonthlyGift({
  gift,
  busy,
  onRequest,
  onFailure,
}: {
  gift: MyMonthlyGift;
  busy: boolean;
  onRequest(request: Requested): void;
  /** A call that failed, to tell the donor. */
  onFailure(error: unknown): void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const id = useId();
  const [amount, setAmount] = useState(String(gift.amountOre / 100));
  const [amountError, setAmountError] = useState<string>();
  const [months, setMonths] = useState<number>(1);
  const [confirming, setConfirming] = useState(false);

  function changeAmount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changeMonthlyAmountSchema.safeParse({
      amount: Number(amount.replace(',', '.')),
    });
    if (!parsed.success) {
      setAmountError(i18n._(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setAmountError(undefined);
    const { amountOre } = parsed.data;
    const newAmount = format.amount(amountOre);
    onRequest({
      call: () => changeMonthlyAmount(gift.id, amountOre / 100),
      done: (next) => next?.amountOre === amountOre,
      confirmed: t`Confirmed: your monthly gift is now ${newAmount}.`,
    });
  }

  function pause(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onRequest({
      call: () => pauseMonthly(gift.id, months),
      done: (next) => next?.status === 'paused' && next.pausedUntil !== gift.pausedUntil,
      confirmed: t`Confirmed: your monthly gift is paused.`,
    });
  }

  function cancel() {
    setConfirming(false);
    onRequest({
      call: () => cancelMonthly(gift.id),
      done: (next) => next?.status === 'canceled',
      confirmed: t`Confirmed: your monthly gift has been cancelled. We have sent you an e-mail.`,
    });
  }

  async function updateCard() {
    try {
      navigate((await startCardUpdate(gift.id)).url);
    } catch (error) {
      onFailure(error);
    }
  }

  const amountText = format.amount(gift.amountOre);
  const headingId = `${id}-heading`;
  return (
    <article className={styles.monthly} aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Monthly gift of {amountText}</Trans>
      </h3>
      <FactList>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{monthlyStatusLabel(i18n, gift.status)}</dd>
        <dt>
          <Trans>Started</Trans>
        </dt>
        <dd>{format.dateTime(gift.startedAt)}</dd>
        {gift.pausedUntil && (
          <>
            <dt>
              <Trans>Paused until</Trans>
            </dt>
            <dd>{format.dateTime(gift.pausedUntil)}</dd>
          </>
        )}
        {gift.manageable && gift.nextPaymentAt && (
          <>
            <dt>
              <Trans>Next payment</Trans>
            </dt>
            <dd>{format.dateTime(gift.nextPaymentAt)}</dd>
          </>
        )}
      </FactList>
      {gift.manageable && (
        <div className={styles.actions}>
          <form onSubmit={changeAmount} noValidate className={styles.inline}>
            <InputField
              id={`${id}-amount`}
              label={t`New monthly amount (kr)`}
              error={amountError}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Button type="submit" disabled={busy}>
              <Trans>Change amount</Trans>
            </Button>
          </form>
          <form onSubmit={pause} className={styles.inline}>
            <Field id={`${id}-months`} label={t`Pause for`}>
              <select
                id={`${id}-months`}
                value={months}
                onChange={(event) => setMonths(Number(event.target.value))}
              >
                {PAUSE_MONTHS.map((count) => (
                  <option key={count} value={count}>
                    {count === 1 ? t`1 month` : t`${count} months`}
                  </option>
                ))}
              </select>
            </Field>
            <Button type="submit" disabled={busy}>
              <Trans>Pause</Trans>
            </Button>
          </form>
          <div className={styles.buttons}>
            <Button onClick={updateCard} disabled={busy}>
              <Trans>Update card</Trans>
            </Button>
            <Button onClick={() => setConfirming(true)} disabled={busy}>
              <Trans>Cancel monthly gift</Trans>
            </Button>
          </div>
        </div>
      )}
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={`${id}-confirm`}
      >
        <h2 id={`${id}-confirm`}>
          <Trans>Cancel your monthly gift of {amountText}?</Trans>
        </h2>
        <p>
          <Trans>No more payments will be taken. You can start a new gift at any time.</Trans>
        </p>
        <div className={styles.buttons}>
          <Button variant="primary" onClick={cancel}>
            <Trans>Yes, cancel it</Trans>
          </Button>
          <Button onClick={() => setConfirming(false)}>
            <Trans>Keep my gift</Trans>
          </Button>
        </div>
      </ModalDialog>
    </article>
  );
}
