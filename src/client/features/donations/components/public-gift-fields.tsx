import { Trans, useLingui } from '@lingui/react/macro';
import fields from '#client/components/form-fields.module.css';
import { Field } from '#client/components/form-fields.tsx';
import { PUBLIC_MESSAGE_MAX } from '#shared/schemas/gift-target.ts';
import type { PublicChoices } from '../lib/gift-target.ts';
import styles from './donation-form.module.css';

interface Props {
  id: string;
  choices: PublicChoices;
  onChange(choices: PublicChoices): void;
}

/**
 * On an appeal's or fundraiser's page: what its list of gifts may show of this gift (nothing
 * unless the giver chooses).
 */
export function PublicGiftFields({ id, choices, onChange }: Props) {
  const { t } = useLingui();
  const messageId = `${id}-public-message`;
  const length = choices.publicMessage.length;
  return (
    <fieldset className={styles.group}>
      <legend>
        <Trans>On this page's list of gifts</Trans>
      </legend>
      {(['showName', 'showAmount'] as const).map((name) => (
        <label key={name} className={fields.checkbox}>
          <input
            type="checkbox"
            name={name}
            checked={choices[name]}
            onChange={(event) => onChange({ ...choices, [name]: event.target.checked })}
          />
          {name === 'showName' ? <Trans>Show my first name</Trans> : <Trans>Show the amount</Trans>}
        </label>
      ))}
      <Field
        id={messageId}
        label={t`A message for the page (optional)`}
        after={
          <p id={`${messageId}-count`} className={fields.note}>
            {length}/{PUBLIC_MESSAGE_MAX}
          </p>
        }
      >
        <textarea
          id={messageId}
          name="publicMessage"
          rows={2}
          maxLength={PUBLIC_MESSAGE_MAX}
          value={choices.publicMessage}
          aria-describedby={`${messageId}-count`}
          onChange={(event) => onChange({ ...choices, publicMessage: event.target.value })}
        />
      </Field>
    </fieldset>
  );
}
