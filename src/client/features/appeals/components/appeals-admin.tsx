import type { MessageDescriptor } from '@lingui/core';
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
import { GiftCount } from '#client/components/gift-count.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { AppealStatus } from '#shared/schemas/appeals.ts';
import {
  type AdminAppeal,
  adminAppealsQueryKey,
  appealsAdminScope,
  fetchAdminAppeals,
  useDeleteAppeal,
  useSetAppealStatus,
} from '../api/appeals-admin-api.ts';
import { AppealEditor } from './appeal-editor.tsx';

const COLUMNS = [msg`Title`, msg`Dates`, msg`Raised`, msg`State`, msg`Actions`];

const statusLabels: Record<AppealStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
  ended: msg`Ended`,
};

/** The appeals, drafts and ended ones too: write, edit, publish, end and delete them. */
export function AppealsAdmin() {
  const { t } = useLingui();
  const appeals = useQuery({ queryKey: adminAppealsQueryKey, queryFn: fetchAdminAppeals });
  return (
    <EditableList
      title={t`Appeals`}
      intro={t`Drafts are seen only here. A published appeal takes gifts from its start date to its end date; an ended one keeps its page.`}
      newLabel={t`New appeal`}
      scope={appealsAdminScope}
      items={appeals.data}
      error={appeals.error}
      empty={t`No appeals yet.`}
      tableLabel={t`All appeals`}
      columns={COLUMNS}
      keyOf={(appeal) => appeal.id}
      editor={(appeal, close) => <AppealEditor appeal={appeal} onClose={close} />}
      row={(appeal, actions) => <AppealRow appeal={appeal} {...actions} />}
      deleteDialog={(appeal, close) => <DeleteAppealDialog appeal={appeal} onClose={close} />}
    />
  );
}

interface RowProps extends RowActions {
  appeal: AdminAppeal;
}

/** The status an appeal's one-click action moves it to: a draft is published, a public one ended. */
const nextStatus: Record<AppealStatus, AppealStatus | null> = {
  draft: 'published',
  published: 'ended',
  ended: null,
};

function AppealRow({ appeal, editId, onEdit, onDelete }: RowProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const setStatus = useSetAppealStatus();
  const { title, progress } = appeal;
  const next = nextStatus[appeal.status];
  const small = adminStyles.small;
  const raised = format.amount(progress.raisedOre);
  const goal = format.amount(appeal.goalOre);
  const starts = format.date(appeal.startsOn);
  const ends = format.date(appeal.endsOn);
  return (
    <tr>
      <td>{title}</td>
      <td>
        <Trans>
          {starts} to {ends}
        </Trans>
      </td>
      <td>
        <progress
          max={appeal.goalOre}
          value={progress.raisedOre}
          aria-label={t`Raised for ${title}`}
        />
        <span className={adminStyles.note}>
          <Trans>
            {raised} of {goal}
          </Trans>{' '}
          · <GiftCount gifts={progress.gifts} />
        </span>
      </td>
      <td>
        <span
          className={`${adminStyles.status} ${appeal.status === 'published' ? adminStyles.statusSent : ''}`}
        >
          {i18n._(statusLabels[appeal.status])}
        </span>
      </td>
      <td>
        <RowButtons title={title} editId={editId} onEdit={onEdit} onDelete={onDelete}>
          {next && (
            <Button
              className={small}
              aria-label={next === 'published' ? t`Publish ${title}` : t`End ${title}`}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ id: appeal.id, status: next })}
            >
              {next === 'published' ? <Trans>Publish</Trans> : <Trans>End</Trans>}
            </Button>
          )}
        </RowButtons>
      </td>
    </tr>
  );
}

function DeleteAppealDialog({ appeal, onClose }: { appeal: AdminAppeal; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeleteAppeal();
  const { title } = appeal;
  return (
    <DeleteDialog
      heading={t`Delete this appeal?`}
      text={t`“${title}” will be removed from the site. This cannot be undone. An appeal that has gifts or fundraisers cannot be deleted: end it instead.`}
      confirm={t`Delete appeal`}
      scope={appealsAdminScope}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(appeal.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
