import { Trans, useLingui } from '@lingui/react/macro';
import { FieldRow, FormNote, InputField } from '#client/components/form-fields.tsx';
import { CARD_DELIVERIES } from '#shared/schemas/tributes.ts';
import type { TributeTextField } from '../lib/tribute-form.ts';
import type { TributeControl } from '../lib/use-tribute.ts';
import { ChoiceGroup } from './donation-choices.tsx';

/**
 * How the card reaches its recipient: by e-mail (their name and address) or by post (their name
 * and postal address, for the charity to print and post).
 */
export function CardRecipientFields({ tribute }: { tribute: TributeControl }) {
  const { t } = useLingui();
  const { state, update, errors, idOf } = tribute;
  const deliveryLabels = { email: t`By e-mail`, post: t`By post` };
  /** A text field of the recipient's: its id, value, message and change. */
  const text = (field: TributeTextField) => ({
    id: idOf(field),
    value: state[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
    // The recipient's details, not the giver's own: nothing to fill in from the browser.
    autoComplete: 'off',
  });

  return (
    <ChoiceGroup
      legend={<Trans>How the card reaches the recipient</Trans>}
      name="card-delivery"
      options={CARD_DELIVERIES.map((delivery) => ({
        value: delivery,
        label: deliveryLabels[delivery],
      }))}
      value={state.delivery}
      onChoose={(delivery) => update({ delivery })}
    >
      {state.delivery === 'email' ? (
        <FieldRow>
          <InputField {...text('recipientName')} label={t`Recipient's name`} />
          <InputField
            {...text('recipientEmail')}
            label={t`Recipient's e-mail address`}
            type="email"
          />
        </FieldRow>
      ) : (
        <>
          <FormNote>
            <Trans>We print the card and post it within a few days of your gift.</Trans>
          </FormNote>
          <InputField {...text('recipientName')} label={t`Recipient's name`} />
          <InputField {...text('street')} label={t`Street address`} />
          <FieldRow>
            <InputField {...text('postalCode')} label={t`Postal code`} />
            <InputField {...text('city')} label={t`City`} />
          </FieldRow>
          <InputField {...text('country')} label={t`Country (if not Sweden)`} />
        </>
      )}
    </ChoiceGroup>
  );
}
