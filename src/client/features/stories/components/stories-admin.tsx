import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import adminStyles from '#client/components/admin/admin.module.css';
import { DeleteDialog } from '#client/components/admin/delete-dialog.tsx';
import {
  EditableList,
  type RowActions,
  RowButtons,
} from '#client/components/admin/editable-list.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import {
  type AdminStory,
  adminStoriesQueryKey,
  fetchAdminStories,
  storiesAdminScope,
  useDeleteStory,
  usePatchStory,
} from '../api/stories-admin-api.ts';
import { StoryEditor } from './story-editor.tsx';

const COLUMNS = [msg`Title`, msg`Date`, msg`Category`, msg`State`, msg`Featured`, msg`Actions`];

/** The stories, drafts too: write, edit, preview, publish, feature and delete them. */
export function StoriesAdmin() {
  const { t } = useLingui();
  const stories = useQuery({ queryKey: adminStoriesQueryKey, queryFn: fetchAdminStories });
  return (
    <EditableList
      title={t`Stories`}
      intro={t`Drafts are seen only here. The featured story is the one on the Home page (the newest when none is featured).`}
      newLabel={t`New story`}
      scope={storiesAdminScope}
      items={stories.data}
      error={stories.error}
      empty={t`No stories yet.`}
      tableLabel={t`All stories`}
      columns={COLUMNS}
      keyOf={(story) => story.id}
      editor={(story, close) => <StoryEditor story={story} onClose={close} />}
      row={(story, actions) => <StoryRow story={story} {...actions} />}
      deleteDialog={(story, close) => <DeleteStoryDialog story={story} onClose={close} />}
    />
  );
}

interface RowProps extends RowActions {
  story: AdminStory;
}

function StoryRow({ story, editId, onEdit, onDelete }: RowProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { title } = story;
  const patch = usePatchStory();
  const published = story.status === 'published';
  const send = (change: Parameters<typeof patch.mutate>[0]['patch']) =>
    patch.mutate({ id: story.id, patch: change });
  const small = adminStyles.small;
  return (
    <tr>
      <td>{title}</td>
      <td>
        <time dateTime={story.date}>{format.date(story.date)}</time>
      </td>
      <td>{story.category}</td>
      <td>
        <span className={`${adminStyles.status} ${published ? adminStyles.statusSent : ''}`}>
          {published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
        </span>
      </td>
      <td>{story.featured ? <Trans>Featured</Trans> : '-'}</td>
      <td>
        <RowButtons title={title} editId={editId} onEdit={onEdit} onDelete={onDelete}>
          <Button
            className={small}
            aria-label={published ? t`Unpublish ${title}` : t`Publish ${title}`}
            disabled={patch.isPending}
            onClick={() => send({ status: published ? 'draft' : 'published' })}
          >
            {published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
          </Button>
          <Button
            className={small}
            aria-label={story.featured ? t`Unfeature ${title}` : t`Feature ${title}`}
            disabled={patch.isPending}
            onClick={() => send({ featured: !story.featured })}
          >
            {story.featured ? <Trans>Unfeature</Trans> : <Trans>Feature</Trans>}
          </Button>
        </RowButtons>
      </td>
    </tr>
  );
}

function DeleteStoryDialog({ story, onClose }: { story: AdminStory; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeleteStory();
  const { title } = story;
  return (
    <DeleteDialog
      heading={t`Delete this story?`}
      text={t`“${title}” will be removed from the site. This cannot be undone.`}
      confirm={t`Delete story`}
      scope={storiesAdminScope}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(story.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
