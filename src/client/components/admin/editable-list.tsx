import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import type { Text } from '#shared/i18n/message.ts';
import styles from './admin.module.css';
import { AdminAnnouncer } from './admin-announcer.tsx';
import { AdminData, AdminTable } from './admin-table.tsx';
import { AdminView } from './admin-view.tsx';
import { useListEditor } from './use-list-editor.ts';

/** What an item's row offers: its Edit button's id (focus comes back to it) and its actions. */
export interface RowActions {
  editId: string;
  onEdit(): void;
  onDelete(): void;
}

interface Props<Item> {
  title: string;
  intro: string;
  /** The button that opens the editor for a new item. */
  newLabel: string;
  /** The editor's announcer scope (a refused change is read out above the list). */
  scope: string;
  /** The query's data and error. */
  items: readonly Item[] | undefined;
  error: unknown;
  empty: string;
  tableLabel: string;
  columns: readonly Text[];
  keyOf(item: Item): string | number;
  /** The editor, in the list's place, of an item or of a new one (null). */
  editor(item: Item | null, close: () => void): ReactNode;
  row(item: Item, actions: RowActions): ReactNode;
  deleteDialog(item: Item, close: () => void): ReactNode;
}

/**
 * A managed-content list (stories, appeals): a table of the items with a New button, the
 * editor in the list's place while one is open, and a dialog before a delete.
 */
export function EditableList<Item>(props: Props<Item>) {
  const { title, scope, keyOf } = props;
  const list = useListEditor(keyOf);
  const { editing, deleting, newId } = list;

  if (editing) {
    return (
      <AdminView title={title}>
        {props.editor(editing === 'new' ? null : editing, list.closeEditor)}
      </AdminView>
    );
  }
  return (
    <AdminView
      title={title}
      intro={props.intro}
      actions={
        <Button id={newId} variant="primary" onClick={() => list.edit('new')}>
          {props.newLabel}
        </Button>
      }
    >
      <AdminAnnouncer scope={scope} />
      <AdminData data={props.items} error={props.error} empty={props.empty}>
        {(items) => (
          <AdminTable label={props.tableLabel} columns={props.columns}>
            {items.map((item) => (
              <Fragment key={keyOf(item)}>
                {props.row(item, {
                  editId: list.editId(item),
                  onEdit: () => list.edit(item),
                  onDelete: () => list.askDelete(item),
                })}
              </Fragment>
            ))}
          </AdminTable>
        )}
      </AdminData>
      {deleting && props.deleteDialog(deleting, list.closeDelete)}
    </AdminView>
  );
}

/** An item's buttons in its row: Edit, the item's own (`children`: publish…), then Delete. */
export function RowButtons({
  title,
  editId,
  onEdit,
  onDelete,
  children,
}: RowActions & { title: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={styles.rowActions}>
      <Button id={editId} className={styles.small} aria-label={t`Edit ${title}`} onClick={onEdit}>
        <Trans>Edit</Trans>
      </Button>
      {children}
      <Button
        className={`${styles.small} ${styles.danger}`}
        aria-label={t`Delete ${title}`}
        onClick={onDelete}
      >
        <Trans>Delete</Trans>
      </Button>
    </div>
  );
}
