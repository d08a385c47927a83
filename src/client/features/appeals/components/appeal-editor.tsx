import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { ActionsRow } from '#client/components/admin/actions-row.tsx';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import {
  type DraftErrors,
  focusFirst,
  serverFieldError,
  translateErrors,
} from '#client/components/admin/content-blocks/block-draft.ts';
import {
  BlocksEditor,
  blockControl,
} from '#client/components/admin/content-blocks/blocks-editor.tsx';
import styles from '#client/components/admin/content-blocks/content-editor.module.css';
import { describedBy, ImageUpload } from '#client/components/admin/content-blocks/image-upload.tsx';
import {
  draftSwedishFields,
  type SwedishField,
  SwedishVersionFieldset,
} from '#client/components/admin/swedish-version.tsx';
import { Button, Field, FieldRow } from '#client/components/form-fields.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { type AdminAppeal, appealsAdminScope, useSaveAppeal } from '../api/appeals-admin-api.ts';
import { type AppealDraft, checkDraft, draftOf, emptyDraft } from '../lib/appeal-draft.ts';

type TextField = 'slug' | 'title' | 'summary' | 'alt' | 'goal' | 'startsOn' | 'endsOn' | 'status';
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const today = () => new Date().toISOString().slice(0, 10);

/** The Swedish version's own fields; its block texts are beside each text block. */
const swedishFields: SwedishField[] = [
  { name: 'title', label: 'Rubrik' },
  { name: 'summary', label: 'Sammanfattning', rows: 3 },
  { name: 'alt', label: 'Alternativtext för omslagsbilden (valfri)' },
];
const swedishNames = { title: 'svTitle', summary: 'svSummary', alt: 'svAlt' } as const;

interface Props {
  /** The appeal to edit, or null for a new one. */
  appeal: AdminAppeal | null;
  onClose(): void;
}

/** Every field of an appeal and its blocks, checked with the shared schema. */
export function AppealEditor({ appeal, onClose }: Props) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const idOf = (name: string) => `${baseId}-${name}`;
  const [draft, setDraft] = useState<AppealDraft>(() =>
    appeal ? draftOf(appeal) : emptyDraft(today()),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSaveAppeal();
  const title = appeal?.title;
  const slug = draft.slug || '…';

  const controlOf = (path: string) =>
    idOf(
      blockControl(draft.content, path) ??
        (path.startsWith('sv.') ? path.replace('.', '-') : path.split('.')[0]!),
    );
  function showErrors(found: DraftErrors) {
    setErrors(found);
    focusFirst(Object.keys(found).map(controlOf));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) return showErrors(translateErrors(checked.errors, i18n));
    setErrors({});
    save.mutate(
      { id: appeal?.id ?? null, appeal: checked.input },
      {
        onSuccess: onClose,
        onError: (error) => {
          const found = error instanceof ApiError ? serverFieldError(error.message) : undefined;
          if (found) showErrors(found);
        },
      },
    );
  }

  const control = (name: TextField) => ({
    ...describedBy(idOf(name), errors[name]),
    name,
    value: draft[name],
    onChange: (event: ChangeEvent<Control>) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const field = (name: TextField, label: string) => ({
    id: idOf(name),
    label,
    error: errors[name],
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={idOf('h')}>
      <h3 id={idOf('h')}>{title === undefined ? t`New appeal` : t`Edit appeal: ${title}`}</h3>
      <FieldRow>
        <Field {...field('title', t`Title`)}>
          <input {...control('title')} />
        </Field>
        <Field
          {...field('slug', t`Slug`)}
          after={
            <p className={styles.hint}>
              <Trans>Its address: /appeals/{slug}</Trans>
            </p>
          }
        >
          <input {...control('slug')} autoCapitalize="none" spellCheck={false} />
        </Field>
      </FieldRow>
      <Field {...field('summary', t`Summary`)}>
        <textarea {...control('summary')} rows={3} />
      </Field>
      <SwedishVersionFieldset
        idPrefix={baseId}
        state={draftSwedishFields(swedishFields, swedishNames, draft, errors, setDraft)}
      />
      <FieldRow>
        <ImageUpload
          id={idOf('image')}
          label={t`Cover image`}
          src={draft.image}
          error={errors.image}
          onUploaded={(image) => setDraft((current) => ({ ...current, image }))}
        />
        <Field {...field('alt', t`Cover alt text`)}>
          <input {...control('alt')} />
        </Field>
      </FieldRow>
      <BlocksEditor
        blocks={draft.content}
        onChange={(content) => setDraft((current) => ({ ...current, content }))}
        errors={errors}
        idOf={idOf}
        swedishPictures={false}
      />
      <FieldRow>
        <Field {...field('goal', t`Goal (kr)`)}>
          <input {...control('goal')} type="number" inputMode="numeric" min={1} step={1} />
        </Field>
        <Field {...field('status', t`State`)}>
          <select {...control('status')}>
            <option value="draft">{t`Draft`}</option>
            <option value="published">{t`Published`}</option>
            <option value="ended">{t`Ended`}</option>
          </select>
        </Field>
      </FieldRow>
      <FieldRow>
        <Field {...field('startsOn', t`Start date`)}>
          <input {...control('startsOn')} type="date" />
        </Field>
        <Field {...field('endsOn', t`End date`)}>
          <input {...control('endsOn')} type="date" />
        </Field>
      </FieldRow>
      <AdminAnnouncer scope={appealsAdminScope} />
      <ActionsRow>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          <Trans>Save appeal</Trans>
        </Button>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      </ActionsRow>
    </form>
  );
}
