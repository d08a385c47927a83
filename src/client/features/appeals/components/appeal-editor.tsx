import { Trans, useLingui } from '@lingui/react/macro';
import { ContentEditorForm } from '#client/components/admin/content-blocks/content-editor-form.tsx';
import { CoverRow, DraftBlocks } from '#client/components/admin/content-blocks/content-fields.tsx';
import { useContentDraft } from '#client/components/admin/content-blocks/use-content-draft.ts';
import { Field, FieldRow } from '#client/components/form-fields.tsx';
import type { AppealFormValues } from '#shared/schemas/appeals.ts';
import { type AdminAppeal, appealsAdminScope, useSaveAppeal } from '../api/appeals-admin-api.ts';
import { checkDraft, draftOf, emptyDraft } from '../lib/appeal-draft.ts';

const today = () => new Date().toISOString().slice(0, 10);

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
  const { control, field } = editor;
  const title = appeal?.title;
  const slug = editor.draft.slug || '…';

  return (
    <ContentEditorForm
      editor={editor}
      heading={title === undefined ? t`New appeal` : t`Edit appeal: ${title}`}
      slugField="slug"
      address={`/appeals/${slug}`}
      summary={{ name: 'summary', swedishName: 'svSummary', label: t`Summary`, rows: 3 }}
      scope={appealsAdminScope}
      saveLabel={<Trans>Save appeal</Trans>}
      saving={save.isPending}
      onCancel={onClose}
    >
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
    </ContentEditorForm>
  );
}
