import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, Field } from '#client/components/form-fields.tsx';
import { ActionsRow } from '../actions-row.tsx';
import { AdminAnnouncer } from '../admin-announcer.tsx';
import { draftSwedishFields, SwedishVersionFieldset } from '../swedish-version.tsx';
import type { BlockDraft } from './block-draft.ts';
import styles from './content-editor.module.css';
import { swedishCoverAlt, swedishTitle, TitleSlugRow } from './content-fields.tsx';
import type { ContentDraftEditor } from './use-content-draft.ts';

/** A content draft with a Swedish version of its title, summary and cover alt text. */
interface SummarisedDraft {
  title: string;
  image: string;
  alt: string;
  content: BlockDraft[];
  svTitle: string;
  svAlt: string;
}

interface Props<Draft extends SummarisedDraft> {
  editor: ContentDraftEditor<Draft>;
  heading: string;
  slugField: keyof Draft & string;
  /** The page's address with this slug, or with '…' while there is none. */
  address: string;
  /**
   * The short text under the title (an appeal's summary, a story's excerpt): its name in the draft
   * and in the Swedish version, and its Swedish twin's name in the draft.
   */
  summary: {
    name: keyof Draft & string;
    swedishName: keyof Draft & string;
    label: string;
    rows: number;
  };
  /** The admin section whose announcements the form shows. */
  scope: string;
  saveLabel: ReactNode;
  saving: boolean;
  /** Buttons between Save and Cancel. */
  actions?: ReactNode;
  onCancel(): void;
  /** The editor's own fields, below the Swedish version. */
  children: ReactNode;
}

/**
 * The shell of a content editor (a story, an appeal): its heading, title, slug, summary and
 * Swedish version, then its own fields, then Save and Cancel.
 */
export function ContentEditorForm<Draft extends SummarisedDraft>({
  editor,
  heading,
  slugField,
  address,
  summary,
  scope,
  saveLabel,
  saving,
  actions,
  onCancel,
  children,
}: Props<Draft>) {
  const { baseId, idOf, draft, setDraft, errors, control, field } = editor;
  const swedishFields = [
    swedishTitle,
    { name: summary.name, label: 'Sammanfattning', rows: summary.rows },
    swedishCoverAlt,
  ];
  const swedishNames: Record<string, keyof Draft & string> = {
    title: 'svTitle',
    [summary.name]: summary.swedishName,
    alt: 'svAlt',
  };
  return (
    <form
      className={styles.form}
      onSubmit={editor.submit}
      noValidate
      aria-labelledby={idOf('heading')}
    >
      <h3 id={idOf('heading')}>{heading}</h3>
      <TitleSlugRow editor={editor} slugField={slugField} address={address} />
      <Field {...field(summary.name, summary.label)}>
        <textarea {...control(summary.name)} rows={summary.rows} />
      </Field>
      <SwedishVersionFieldset
        idPrefix={baseId}
        state={draftSwedishFields(swedishFields, swedishNames, draft, errors, setDraft)}
      />
      {children}
      <AdminAnnouncer scope={scope} />
      <ActionsRow>
        <Button type="submit" variant="primary" disabled={saving}>
          {saveLabel}
        </Button>
        {actions}
        <Button onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </ActionsRow>
    </form>
  );
}
