import { Select } from '@lingui/react/macro';
import { useFormat } from '#client/lib/i18n/use-format.ts';

/** An appeal's or fundraiser's number of gifts: '12 gifts' / '12 gåvor'. */
export function GiftCount({ gifts }: { gifts: number }) {
  const format = useFormat();
  const giftCount = format.number(gifts);
  return (
    <Select
      value={format.pluralForm(gifts)}
      _one={`${giftCount} gift`}
      other={`${giftCount} gifts`}
    />
  );
}
