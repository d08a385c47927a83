import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import { ActionsRow, ItemActions, SaveCancel } from '#client/components/admin/item-actions.tsx';
import {
  type SwedishField,
  SwedishVersionFieldset,
  useSwedishVersion,
} from '#client/components/admin/swedish-version.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { newsSwedishSchema } from '#shared/schemas/content.ts';
import {
  type NewsInput,
  newsAdminScope,
  useAddNews,
  useDeleteNews,
  useEditNews,
} from '../api/news-admin-api.ts';
import type { NewsItem } from '../api/news-api.ts';
import { NewsArticle } from './news-article.tsx';
import styles from './news-feed.module.css';
import { NewsList } from './news-list.tsx';

interface FieldsProps {
  idPrefix: string;
  title: string;
  content: string;
  onChange(fields: NewsInput): void;
  autoFocus?: boolean;
}

function NewsFields({ idPrefix, title, content, onChange, autoFocus }: FieldsProps) {
  return (
    <>
      <label htmlFor={`${idPrefix}-title`}>
        <Trans>Title</Trans>
      </label>
      <input
        id={`${idPrefix}-title`}
        value={title}
        onChange={(event) => onChange({ title: event.target.value, content })}
        // biome-ignore lint/a11y/noAutofocus: the admin just pressed Edit on this item.
        autoFocus={autoFocus}
      />
      <label htmlFor={`${idPrefix}-content`}>
        <Trans>Content</Trans>
      </label>
      <textarea
        id={`${idPrefix}-content`}
        rows={5}
        value={content}
        onChange={(event) => onChange({ title, content: event.target.value })}
      />
    </>
  );
}

const swedishFields: SwedishField[] = [
  { name: 'title', label: 'Rubrik' },
  { name: 'content', label: 'Text', rows: 5 },
];

function AddNewsForm() {
  const { t } = useLingui();
  const id = useId();
  const add = useAddNews();
  const [fields, setFields] = useState<NewsInput>({ title: '', content: '' });
  const swedish = useSwedishVersion(newsSwedishSchema, swedishFields);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Nothing is sent, silently, while either field is empty (docs/product.md, part 1).
    if (!fields.title.trim() || !fields.content.trim()) return;
    const version = swedish.check();
    if (!version) return;
    add.mutate(
      { ...fields, ...version },
      {
        onSuccess: () => {
          setFields({ title: '', content: '' });
          swedish.reset();
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={t`Add news`}>
      <NewsFields idPrefix={id} {...fields} onChange={setFields} />
      <SwedishVersionFieldset idPrefix={id} state={swedish} />
      <ActionsRow>
        <Button type="submit" variant="primary" disabled={add.isPending}>
          <Trans>Add News</Trans>
        </Button>
      </ActionsRow>
    </form>
  );
}

interface EditProps {
  item: NewsItem;
  onDone(): void;
}

function EditNewsForm({ item, onDone }: EditProps) {
  const { t } = useLingui();
  const id = useId();
  const edit = useEditNews();
  const [fields, setFields] = useState<NewsInput>({ title: item.title, content: item.content });
  const swedish = useSwedishVersion(newsSwedishSchema, swedishFields, item.sv);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const version = swedish.check();
    if (!version) return;
    edit.mutate({ id: item.id, ...fields, ...version }, { onSuccess: onDone });
  }

  return (
    <form
      className={`${styles.item} ${styles.form}`}
      onSubmit={handleSubmit}
      aria-label={t`Edit news`}
    >
      <NewsFields idPrefix={id} {...fields} onChange={setFields} autoFocus />
      <SwedishVersionFieldset idPrefix={id} state={swedish} />
      <SaveCancel saving={edit.isPending} onCancel={onDone} />
    </form>
  );
}

interface Props {
  items: NewsItem[];
  now: number;
}

/** The signed-in view of the feed: the add form and one inline edit form at a time. */
export default function NewsAdmin({ items, now }: Props) {
  const { t } = useLingui();
  const remove = useDeleteNews();
  const [editingId, setEditingId] = useState<number | null>(null);
  const returnFocusTo = useRef<number | null>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());

  // After Save or Cancel, focus goes back to the item's Edit button (it may have moved).
  useEffect(() => {
    if (editingId !== null || returnFocusTo.current === null) return;
    editButtons.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [editingId]);

  function finishEditing() {
    returnFocusTo.current = editingId;
    setEditingId(null);
  }

  return (
    <>
      <AddNewsForm />
      <AdminAnnouncer scope={newsAdminScope} />
      <NewsList
        items={items}
        renderItem={(item, headingRef) =>
          editingId === item.id ? (
            <EditNewsForm item={item} onDone={finishEditing} />
          ) : (
            <NewsArticle
              item={item}
              now={now}
              headingRef={headingRef}
              actions={
                <ItemActions
                  onEdit={() => setEditingId(item.id)}
                  editRef={(button) => {
                    if (button) editButtons.current.set(item.id, button);
                    else editButtons.current.delete(item.id);
                  }}
                  confirmDelete={t`Delete this news item?`}
                  onDelete={() => remove.mutate(item.id)}
                  deleting={remove.isPending && remove.variables === item.id}
                />
              }
            />
          )
        }
      />
    </>
  );
}
