import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from '#client/components/admin/content-blocks/content-editor.module.css';
import { ContentEditorForm } from '#client/components/admin/content-blocks/content-editor-form.tsx';
import { CoverRow, DraftBlocks } from '#client/components/admin/content-blocks/content-fields.tsx';
import { useContentDraft } from '#client/components/admin/content-blocks/use-content-draft.ts';
import { PreviewLanguage } from '#client/components/admin/preview-language.tsx';
import { Button, Field, FieldRow } from '#client/components/form-fields.tsx';
import { storyCategories } from '#shared/content/stories.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { StoryInput } from '#shared/schemas/stories.ts';
import { type AdminStory, storiesAdminScope, useSaveStory } from '../api/stories-admin-api.ts';
import {
  checkDraft,
  draftOf,
  emptyDraft,
  errorAt,
  hasSwedishVersion,
  previewOf,
  type StoryDraft,
} from '../lib/story-draft.ts';
import { StoryArticle } from './story-article.tsx';

const today = () => new Date().toISOString().slice(0, 10);

interface Props {
  /** The story to edit, or null for a new one. */
  story: AdminStory | null;
  onClose(): void;
}

/** Every field of a story and its blocks, checked with the shared schema; with a preview. */
export function StoryEditor({ story, onClose }: Props) {
  const { t } = useLingui();
  const save = useSaveStory();
  const editor = useContentDraft({
    initial: () => (story ? draftOf(story) : emptyDraft(today())),
    check: checkDraft,
    save: (input: StoryInput, callbacks) =>
      save.mutate({ id: story?.id ?? null, story: input }, callbacks),
    onSaved: onClose,
    errorAt,
  });
  const { idOf, draft, setDraft, control, field } = editor;
  const [preview, setPreview] = useState(false);
  const title = story?.title;
  const slug = draft.id || '…';

  return (
    <>
      <ContentEditorForm
        editor={editor}
        heading={title === undefined ? t`New story` : t`Edit story: ${title}`}
        slugField="id"
        address={`/stories/${slug}`}
        summary={{ name: 'excerpt', swedishName: 'svExcerpt', label: t`Excerpt`, rows: 4 }}
        scope={storiesAdminScope}
        saveLabel={<Trans>Save story</Trans>}
        saving={save.isPending}
        actions={
          <Button aria-expanded={preview} onClick={() => setPreview(!preview)}>
            {preview ? <Trans>Hide preview</Trans> : <Trans>Preview</Trans>}
          </Button>
        }
        onCancel={onClose}
      >
        <FieldRow>
          <Field {...field('category', t`Category`)}>
            <select {...control('category')}>
              {storyCategories.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          </Field>
          <Field {...field('date', t`Date`)}>
            <input {...control('date')} type="date" />
          </Field>
        </FieldRow>
        <Field
          {...field('tags', t`Tags`)}
          after={
            <p className={styles.hint}>
              <Trans>Separate tags with commas (at most 8).</Trans>
            </p>
          }
        >
          <input {...control('tags')} />
        </Field>
        <CoverRow editor={editor} />
        <DraftBlocks editor={editor} />
        <FieldRow>
          <Field {...field('status', t`State`)}>
            <select {...control('status')}>
              <option value="draft">{t`Draft`}</option>
              <option value="published">{t`Published`}</option>
            </select>
          </Field>
          <div className={styles.checkbox}>
            <input
              id={idOf('featured')}
              type="checkbox"
              checked={draft.featured}
              onChange={(event) => setDraft({ ...draft, featured: event.target.checked })}
            />
            <label htmlFor={idOf('featured')}>
              <Trans>Featured on the Home page</Trans>
            </label>
          </div>
        </FieldRow>
      </ContentEditorForm>
      {preview && <StoryPreview draft={draft} />}
    </>
  );
}

/** The story as a visitor will see it, in the version the admin picks (English or Swedish). */
function StoryPreview({ draft }: { draft: StoryDraft }) {
  const { t } = useLingui();
  const [locale, setLocale] = useState<Locale>('en');
  return (
    <section className={styles.preview} aria-label={t`Preview`}>
      <PreviewLanguage
        value={locale}
        onChange={setLocale}
        missing={locale === 'sv' && !hasSwedishVersion(draft)}
      />
      <StoryArticle story={previewOf(draft, locale)} heading="h3" />
    </section>
  );
}
