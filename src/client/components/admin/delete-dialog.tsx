import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import styles from '#client/components/admin/content-blocks/content-editor.module.css';
import { Button } from '#client/components/form-fields.tsx';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { ActionsRow } from './actions-row.tsx';
import { AdminAnnouncer } from './admin-announcer.tsx';

interface Props {
  /** The question ("Delete this story?"). */
  heading: string;
  /** What deleting does. */
  text: string;
  /** The confirming button ("Delete story"). */
  confirm: string;
  /** The editor's announcer scope: a refusal is read out in the dialog. */
  scope: string;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before an item of an editor is deleted; a refusal (the server's reason) shows in it. */
export function DeleteDialog({
  heading,
  text,
  confirm,
  scope,
  pending,
  onConfirm,
  onClose,
}: Props) {
  const id = useId();
  return (
    <ModalDialog aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className={styles.dialog}>
        <h3 id={`${id}-title`}>{heading}</h3>
        <p>{text}</p>
        <AdminAnnouncer scope={scope} />
        <ActionsRow>
          <Button variant="primary" disabled={pending} onClick={onConfirm}>
            {confirm}
          </Button>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </ActionsRow>
      </div>
    </ModalDialog>
  );
}
