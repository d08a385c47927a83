import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import { ImageFields, ItemActions, SaveCancel } from '#client/components/admin/item-actions.tsx';
import {
  type SwedishField,
  SwedishVersionFieldset,
  useSwedishVersion,
} from '#client/components/admin/swedish-version.tsx';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { leaderSwedishSchema } from '#shared/schemas/content.ts';
import {
  leadershipAdminScope,
  useDeleteLeader,
  useSaveLeader,
} from '../api/leadership-admin-api.ts';
import type { Leader } from '../api/leadership-api.ts';
import styles from './leadership.module.css';

/** Edit and Delete on a leader's card. */
export function LeaderActions({ leader, onEdit }: { leader: Leader; onEdit(): void }) {
  const { t } = useLingui();
  const remove = useDeleteLeader();
  return (
    <ItemActions
      onEdit={onEdit}
      confirmDelete={t`Remove this leader?`}
      onDelete={() => remove.mutate(leader.id)}
      deleting={remove.isPending}
    />
  );
}

const swedishFields: SwedishField[] = [
  { name: 'role', label: 'Roll' },
  { name: 'bio', label: 'Presentation', rows: 5 },
];

interface EditorProps {
  /** The leader to edit, or null to add one. */
  leader: Leader | null;
  onClose(): void;
}

/**
 * The one editor dialog for adding and editing a leader. It closes after a successful save,
 * on Cancel, Escape or a click on the backdrop; a refused save is announced inside it.
 */
export function LeaderEditor({ leader, onClose }: EditorProps) {
  const { t } = useLingui();
  const id = useId();
  // Taken while rendering, before the dialog opens and moves focus into itself.
  const [opener] = useState(() => document.activeElement);
  const save = useSaveLeader();
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const title = leader ? t`Edit Leader` : t`Add Leader`;
  const swedish = useSwedishVersion(leaderSwedishSchema, swedishFields, leader?.sv);

  // The dialog is removed rather than closed, so focus is given back by hand.
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const version = swedish.check();
    if (!version) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    save.mutate(
      {
        id: leader?.id,
        name: text('name'),
        role: text('role'),
        bio: text('bio'),
        image,
        removeImage: removeImage && !image,
        ...version,
      },
      { onSuccess: onClose },
    );
  }

  return (
    <ModalDialog className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className={styles.form} onSubmit={handleSubmit}>
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          {title}
        </h2>
        <label htmlFor={`${id}-name`}>
          <Trans>Name</Trans>
        </label>
        <input id={`${id}-name`} name="name" defaultValue={leader?.name} required />
        <label htmlFor={`${id}-role`}>
          <Trans>Role</Trans>
        </label>
        <input id={`${id}-role`} name="role" defaultValue={leader?.role} required />
        <label htmlFor={`${id}-bio`}>
          <Trans>Bio</Trans>
        </label>
        <textarea id={`${id}-bio`} name="bio" rows={5} defaultValue={leader?.bio} required />
        <SwedishVersionFieldset idPrefix={id} state={swedish} />
        <ImageFields
          id={id}
          hasImage={Boolean(leader?.url)}
          onImage={setImage}
          removeImage={removeImage}
          onRemoveImage={setRemoveImage}
        />
        <AdminAnnouncer scope={leadershipAdminScope} />
        <SaveCancel saving={save.isPending} onCancel={onClose} className={styles.actions} />
      </form>
    </ModalDialog>
  );
}
