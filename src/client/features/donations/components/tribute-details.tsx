import { Trans, useLingui } from '@lingui/react/macro';
import fields from '#client/components/form-fields.module.css';
import { Field, FormNote, InputField } from '#client/components/form-fields.tsx';
import { CARD_MOTIFS, GREETING_MAX, type TributeKind } from '#shared/schemas/tributes.ts';
import type { TributeControl } from '../lib/use-tribute.ts';
import { CardRecipientFields } from './card-recipient-fields.tsx';
import { ChoiceGroup } from './donation-choices.tsx';
import tributeStyles from './tribute-fields.module.css';

interface Props {
  tribute: TributeControl;
  kind: TributeKind;
}

/**
 * The card of a gift in memory or in honour of someone: whom it is for, the greeting (with its
 * count of characters, read out politely), who signs it, whether it shows the amount, its
 * picture, and how it reaches its recipient.
 */
export default function TributeDetails({ tribute, kind }: Props) {
  const { t } = useLingui();
  const { state, update, errors, idOf } = tribute;
  const counterId = idOf('greeting-count');
  const length = state.greeting.length;
  const max = GREETING_MAX;
  const motifLabels = { dove: t`A dove`, lily: t`A lily`, sunrise: t`A sunrise` };

  return (
    <div id={idOf('details')} className={tributeStyles.details}>
      <InputField
        id={idOf('personName')}
        label={
          kind === 'memory'
            ? t`The name of the person you remember`
            : t`The name of the person you honour`
        }
        error={errors.personName}
        value={state.personName}
        onChange={(event) => update({ personName: event.target.value })}
        autoComplete="off"
      />
      <Field
        id={idOf('greeting')}
        label={t`Greeting on the card (optional)`}
        error={errors.greeting}
        after={
          <p
            id={counterId}
            className={length > max ? fields.error : fields.note}
            aria-live="polite"
          >
            <Trans>
              {length} of {max} characters
            </Trans>
          </p>
        }
      >
        <textarea
          id={idOf('greeting')}
          rows={4}
          value={state.greeting}
          onChange={(event) => update({ greeting: event.target.value })}
          aria-invalid={errors.greeting ? true : undefined}
          aria-describedby={[errors.greeting && idOf('greeting-error'), counterId]
            .filter(Boolean)
            .join(' ')}
        />
      </Field>
      <InputField
        id={idOf('signedBy')}
        label={t`Signed by`}
        error={errors.signedBy}
        value={state.signedBy}
        onChange={(event) => update({ signedBy: event.target.value })}
        autoComplete="name"
      />
      <label className={fields.checkbox}>
        <input
          type="checkbox"
          checked={state.showAmount}
          onChange={(event) => update({ showAmount: event.target.checked })}
        />
        <Trans>Show the amount of my gift on the card</Trans>
      </label>
      <ChoiceGroup
        legend={<Trans>The card's picture</Trans>}
        name="card-motif"
        options={CARD_MOTIFS.map((motif) => ({ value: motif, label: motifLabels[motif] }))}
        value={state.motif}
        onChoose={(motif) => update({ motif })}
      />
      <CardRecipientFields tribute={tribute} />
      <FormNote>
        <Trans>The card is written in the language of this page.</Trans>
      </FormNote>
    </div>
  );
}
