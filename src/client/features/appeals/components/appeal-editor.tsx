import { Trans, useLingui } from '@lingui/react/macro';
import { ActionsRow } from '#client/components/admin/actions-row.tsx';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import styles from '#client/components/admin/content-blocks/content-editor.module.css';
import {
  CoverRow,
  DraftBlocks,
  swedishCoverAlt,
  swedishTitle,
  TitleSlugRow,
} from '#client/components/admin/content-blocks/content-fields.tsx';
import { useContentDraft } from '#client/components/admin/content-blocks/use-content-draft.ts';
import {
  draftSwedishFields,
  type SwedishField,
  SwedishVersionFieldset,
} from '#client/components/admin/swedish-version.tsx';
import { Button, Field, FieldRow } from '#client/components/form-fields.tsx';
import type { AppealFormValues } from '#shared/schemas/appeals.ts';
import { type AdminAppeal, appealsAdminScope, useSaveAppeal } from '../api/appeals-admin-api.ts';
import { checkDraft, draftOf, emptyDraft } from '../lib/appeal-draft.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The Swedish version's own fields; its block texts are beside each text block. */
const swedishFields: SwedishField[] = [
  swedishTitle,
  { name: 'summary', label: 'Sammanfattning', rows: 3 },
  swedishCoverAlt,
];
const swedishNames = { title: 'svTitle', summary: 'svSummary', alt: 'svAlt' } as const;

interface Props {
  /** The appeal to edit, or null for a new one. */
  appeal: AdminAppeal | null;
  onClose(): void;
}

/** Every field of an appeal and its blocks, checked with the shared schema. */
export function AppealEditor({ appeal, onClose }: Props) {
  const { t } = useLingui();
  const save = useSaveAppeal();
  const editor = useContentDraft({
    initial: () => (appeal ? draftOf(appeal) : emptyDraft(today())),
    check: checkDraft,
    save: (input: AppealFormValues, callbacks) =>
      save.mutate({ id: appeal?.id ?? null, appeal: input }, callbacks),
    onSaved: onClose,
  });
  const { baseId, idOf, draft, setDraft, errors, control, field } = editor;
  const title = appeal?.title;
  const slug = draft.slug || '…';

  return (
    <form className={styles.form} onSubmit={editor.submit} noValidate aria-labelledby={idOf('h')}>
      <h3 id={idOf('h')}>{title === undefined ? t`New appeal` : t`Edit appeal: ${title}`}</h3>
      <TitleSlugRow editor={editor} slugField="slug" address={`/appeals/${slug}`} />
      <Field {...field('summary', t`Summary`)}>
        <textarea {...control('summary')} rows={3} />
      </Field>
      <SwedishVersionFieldset
        idPrefix={baseId}
        state={draftSwedishFields(swedishFields, swedishNames, draft, errors, setDraft)}
      />
      <CoverRow editor={editor} />
      <DraftBlocks editor={editor} swedishPictures={false} />
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
