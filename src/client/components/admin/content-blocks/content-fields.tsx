import { Trans, useLingui } from '@lingui/react/macro';
import { Field, FieldRow } from '#client/components/form-fields.tsx';
import type { SwedishField } from '../swedish-version.tsx';
import type { BlockDraft } from './block-draft.ts';
import { BlocksEditor } from './blocks-editor.tsx';
import styles from './content-editor.module.css';
import { ImageUpload } from './image-upload.tsx';
import type { ContentDraftEditor } from './use-content-draft.ts';

/** What every content draft with blocks has: a title, a cover and its alt text. */
interface CoveredDraft {
  title: string;
  image: string;
  alt: string;
  content: BlockDraft[];
}

/** The Swedish version's title and cover alt text, labelled in Swedish (decision 010). */
export const swedishTitle: SwedishField = { name: 'title', label: 'Rubrik' };
export const swedishCoverAlt: SwedishField = {
  name: 'alt',
  label: 'Alternativtext för omslagsbilden (valfri)',
};

/** The title and the slug, with the address the slug makes (`/stories/…`). */
export function TitleSlugRow<Draft extends CoveredDraft>({
  editor,
  slugField,
  address,
}: {
  editor: ContentDraftEditor<Draft>;
  slugField: keyof Draft & string;
  /** The page's address with this slug, or with '…' while there is none. */
  address: string;
}) {
  const { t } = useLingui();
  return (
    <FieldRow>
      <Field {...editor.field('title', t`Title`)}>
        <input {...editor.control('title')} />
      </Field>
      <Field
        {...editor.field(slugField, t`Slug`)}
        after={
          <p className={styles.hint}>
            <Trans>Its address: {address}</Trans>
          </p>
        }
      >
        <input {...editor.control(slugField)} autoCapitalize="none" spellCheck={false} />
      </Field>
    </FieldRow>
  );
}

/** The cover image, uploaded at once, and its alt text. */
export function CoverRow<Draft extends CoveredDraft>({
  editor,
}: {
  editor: ContentDraftEditor<Draft>;
}) {
  const { t } = useLingui();
  return (
    <FieldRow>
      <ImageUpload
        id={editor.idOf('image')}
        label={t`Cover image`}
        src={editor.draft.image}
        error={editor.errors.image}
        onUploaded={(image) => editor.setDraft((current) => ({ ...current, image }))}
      />
      <Field {...editor.field('alt', t`Cover alt text`)}>
        <input {...editor.control('alt')} />
      </Field>
    </FieldRow>
  );
}

/** The draft's blocks in the blocks editor. */
export function DraftBlocks<Draft extends CoveredDraft>({
  editor,
  swedishPictures,
}: {
  editor: ContentDraftEditor<Draft>;
  swedishPictures?: boolean;
}) {
  return (
    <BlocksEditor
      blocks={editor.draft.content}
      onChange={(content) => editor.setDraft((current) => ({ ...current, content }))}
      errors={editor.errors}
      idOf={editor.idOf}
      swedishPictures={swedishPictures}
    />
  );
}
