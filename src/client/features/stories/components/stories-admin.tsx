import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ActionsRow } from '#client/components/admin/actions-row.tsx';
import adminStyles from '#client/components/admin/admin.module.css';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import { AdminData, AdminTable } from '#client/components/admin/admin-table.tsx';
import { AdminView } from '#client/components/admin/admin-view.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { formatDate } from '#shared/format-date.ts';
import {
  type AdminStory,
  adminStoriesQueryKey,
  fetchAdminStories,
  storiesAdminScope,
  useDeleteStory,
  usePatchStory,
} from '../api/stories-admin-api.ts';
import styles from './stories-admin.module.css';
import { StoryEditor } from './story-editor.tsx';

const COLUMNS = ['Title', 'Date', 'Category', 'State', 'Featured', 'Actions'];

/** The stories, drafts too: write, edit, preview, publish, feature and delete them. */
export function StoriesAdmin() {
  const id = useId();
  const stories = useQuery({ queryKey: adminStoriesQueryKey, queryFn: fetchAdminStories });
  const [editing, setEditing] = useState<AdminStory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminStory | null>(null);
  const returnFocus = useRef<string | null>(null);

  useEffect(() => {
    if (editing || deleting || !returnFocus.current) return;
    document.getElementById(returnFocus.current)?.focus();
    returnFocus.current = null;
  });

  const newId = `${id}-new`;
  const editId = (story: AdminStory) => `${id}-edit-${story.id}`;
  function closeEditor() {
    returnFocus.current = editing === 'new' || !editing ? newId : editId(editing);
    setEditing(null);
  }

  if (editing) {
    return (
      <AdminView title="Stories">
        <StoryEditor story={editing === 'new' ? null : editing} onClose={closeEditor} />
      </AdminView>
    );
  }
  return (
    <AdminView
      title="Stories"
      intro="Drafts are seen only here. The featured story is the one on the Home page (the newest when none is featured)."
      actions={
        <Button id={newId} variant="primary" onClick={() => setEditing('new')}>
          New story
        </Button>
      }
    >
      <AdminAnnouncer scope={storiesAdminScope} />
      <AdminData data={stories.data} error={stories.error} empty="No stories yet.">
        {(items) => (
          <AdminTable label="All stories" columns={COLUMNS}>
            {items.map((story) => (
              <StoryRow
                key={story.id}
                story={story}
                editId={editId(story)}
                onEdit={() => setEditing(story)}
                onDelete={() => setDeleting(story)}
              />
            ))}
          </AdminTable>
        )}
      </AdminData>
      {deleting && (
        <DeleteStoryDialog
          story={deleting}
          onClose={() => {
            returnFocus.current = newId;
            setDeleting(null);
          }}
        />
      )}
    </AdminView>
  );
}

interface RowProps {
  story: AdminStory;
  editId: string;
  onEdit(): void;
  onDelete(): void;
}

function StoryRow({ story, editId, onEdit, onDelete }: RowProps) {
  const patch = usePatchStory();
  const published = story.status === 'published';
  const send = (change: Parameters<typeof patch.mutate>[0]['patch']) =>
    patch.mutate({ id: story.id, patch: change });
  const small = adminStyles.small;
  return (
    <tr>
      <td>{story.title}</td>
      <td>
        <time dateTime={story.date}>{formatDate(story.date)}</time>
      </td>
      <td>{story.category}</td>
      <td>
        <span className={`${adminStyles.status} ${published ? adminStyles.statusSent : ''}`}>
          {published ? 'Published' : 'Draft'}
        </span>
      </td>
      <td>{story.featured ? 'Featured' : '-'}</td>
      <td>
        <div className={adminStyles.rowActions}>
          <Button id={editId} className={small} aria-label={`Edit ${story.title}`} onClick={onEdit}>
            Edit
          </Button>
          <Button
            className={small}
            aria-label={`${published ? 'Unpublish' : 'Publish'} ${story.title}`}
            disabled={patch.isPending}
            onClick={() => send({ status: published ? 'draft' : 'published' })}
          >
            {published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button
            className={small}
            aria-label={`${story.featured ? 'Unfeature' : 'Feature'} ${story.title}`}
            disabled={patch.isPending}
            onClick={() => send({ featured: !story.featured })}
          >
            {story.featured ? 'Unfeature' : 'Feature'}
          </Button>
          <Button
            className={`${small} ${adminStyles.danger}`}
            aria-label={`Delete ${story.title}`}
            onClick={onDelete}
          >
            Delete
          </Button>
        </div>
      </td>
    </tr>
  );
}

function DeleteStoryDialog({ story, onClose }: { story: AdminStory; onClose(): void }) {
  const id = useId();
  const remove = useDeleteStory();
  return (
    <ModalDialog aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className={styles.dialog}>
        <h3 id={`${id}-title`}>Delete this story?</h3>
        <p>“{story.title}” will be removed from the site. This cannot be undone.</p>
        <AdminAnnouncer scope={storiesAdminScope} />
        <ActionsRow>
          <Button
            variant="primary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(story.id, { onSuccess: onClose })}
          >
            Delete story
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </ActionsRow>
      </div>
    </ModalDialog>
  );
}
