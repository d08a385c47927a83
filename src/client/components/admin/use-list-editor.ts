import { useEffect, useId, useRef, useState } from 'react';

/**
 * The state of an admin list with an editor and a delete dialog: what is being edited ('new' for
 * a new item) or deleted, and the ids of the buttons that open them, which take focus back when
 * the editor or the dialog closes.
 */
export function useListEditor<Item>(keyOf: (item: Item) => string | number) {
  const id = useId();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const returnFocus = useRef<string | null>(null);

  useEffect(() => {
    if (editing || deleting || !returnFocus.current) return;
    document.getElementById(returnFocus.current)?.focus();
    returnFocus.current = null;
  });

  const newId = `${id}-new`;
  const editId = (item: Item) => `${id}-edit-${keyOf(item)}`;
  return {
    editing,
    deleting,
    newId,
    editId,
    edit: setEditing,
    askDelete: setDeleting,
    closeEditor() {
      returnFocus.current = editing === 'new' || !editing ? newId : editId(editing);
      setEditing(null);
    },
    closeDelete() {
      returnFocus.current = newId;
      setDeleting(null);
    },
  };
}
