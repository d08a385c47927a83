import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { giftKindLabel, methodLabel } from '#shared/gift-labels.ts';
import type { MyGift } from '#shared/schemas/my-gifts.ts';
import { calendarDay } from '#shared/stockholm.ts';

/** The first columns of every table of gifts (the list and the statement): their headers… */
export function GiftHeaderCells() {
  return (
    <>
      <th scope="col">
        <Trans>Date</Trans>
      </th>
      <th scope="col">
        <Trans>Gift</Trans>
      </th>
      <th scope="col">
        <Trans>Paid with</Trans>
      </th>
    </>
  );
}

/** …and one gift's cells: the day in Stockholm, the kind, the payment method. */
export function GiftCells({ gift }: { gift: Pick<MyGift, 'date' | 'kind' | 'method'> }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <>
      <td>{format.date(calendarDay(gift.date))}</td>
      <td>{giftKindLabel(i18n, gift.kind)}</td>
      <td>{methodLabel(i18n, gift.method)}</td>
    </>
  );
}
