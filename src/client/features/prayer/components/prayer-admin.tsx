import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import { ItemActions, SaveCancel } from '#client/components/admin/item-actions.tsx';
import {
  type SwedishField,
  SwedishVersionFieldset,
  useSwedishVersion,
} from '#client/components/admin/swedish-version.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { prayerSwedishSchema } from '#shared/schemas/content.ts';
import {
  type PrayerPointInput,
  prayerAdminScope,
  useAddPrayerPoint,
  useDeletePrayerPoint,
  useResetPrayerCount,
  useUpdatePrayerPoint,
} from '../api/prayer-admin-api.ts';
import type { PrayerPoint } from '../api/prayer-api.ts';
import styles from './prayer.module.css';
import { PrayerCard } from './prayer-card.tsx';

function readFields(form: HTMLFormElement): PrayerPointInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    title: text('title'),
    content: text('content'),
    tag: text('tag'),
    display_order: Number(text('display_order')) || 0,
  };
}

function PrayerPointFields({ point, autoFocus }: { point?: PrayerPoint; autoFocus?: boolean }) {
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-title`}>
        <Trans>Title</Trans>
      </label>
      <input
        id={`${id}-title`}
        name="title"
        defaultValue={point?.title}
        required
        // biome-ignore lint/a11y/noAutofocus: the admin just pressed Edit on this card.
        autoFocus={autoFocus}
      />
      <label htmlFor={`${id}-content`}>
        <Trans>Content</Trans>
      </label>
      <textarea
        id={`${id}-content`}
        name="content"
        rows={4}
        defaultValue={point?.content}
        required
      />
      <div className={styles.fieldRow}>
        <div>
          <label htmlFor={`${id}-tag`}>
            <Trans>Tag</Trans>
          </label>
          <input id={`${id}-tag`} name="tag" defaultValue={point?.tag} />
        </div>
        <div>
          <label htmlFor={`${id}-order`}>
            <Trans>Display order</Trans>
          </label>
          <input
            id={`${id}-order`}
            name="display_order"
            type="number"
            step={1}
            defaultValue={point?.display_order ?? 0}
          />
        </div>
      </div>
    </>
  );
}

const swedishFields: SwedishField[] = [
  { name: 'title', label: 'Rubrik' },
  { name: 'content', label: 'Text', rows: 4 },
  { name: 'tag', label: 'Etikett' },
];

export function AddPrayerPointForm() {
  const { t } = useLingui();
  const id = useId();
  const add = useAddPrayerPoint();
  const swedish = useSwedishVersion(prayerSwedishSchema, swedishFields);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const version = swedish.check();
    if (!version) return;
    add.mutate(
      { ...readFields(form), ...version },
      {
        onSuccess: () => {
          form.reset();
          swedish.reset();
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={t`Add prayer point`}>
      <h2 className={styles.formHeading}>
        <Trans>Add a prayer point</Trans>
      </h2>
      <PrayerPointFields />
      <SwedishVersionFieldset idPrefix={id} state={swedish} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={add.isPending}>
          <Trans>Add Prayer Point</Trans>
        </Button>
      </div>
      <AdminAnnouncer scope={prayerAdminScope} />
    </form>
  );
}

function EditPrayerPointForm({ point, onDone }: { point: PrayerPoint; onDone(): void }) {
  const { t } = useLingui();
  const id = useId();
  const update = useUpdatePrayerPoint();
  const swedish = useSwedishVersion(prayerSwedishSchema, swedishFields, point.sv);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const version = swedish.check();
    if (!version) return;
    update.mutate(
      { id: point.id, ...readFields(event.currentTarget), ...version },
      { onSuccess: onDone },
    );
  }

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={handleSubmit}
      aria-label={t`Edit prayer point`}
    >
      <PrayerPointFields point={point} autoFocus />
      <SwedishVersionFieldset idPrefix={id} state={swedish} />
      <SaveCancel saving={update.isPending} onCancel={onDone} className={styles.actions} />
    </form>
  );
}

/** A card with Edit, Delete and Reset Count; Edit turns it into a form in place. */
export function EditablePrayerCard({ point }: { point: PrayerPoint }) {
  const { t } = useLingui();
  const remove = useDeletePrayerPoint();
  const reset = useResetPrayerCount();
  const [editing, setEditing] = useState(false);

  if (editing) return <EditPrayerPointForm point={point} onDone={() => setEditing(false)} />;

  return (
    <PrayerCard
      point={point}
      actions={
        <ItemActions
          onEdit={() => setEditing(true)}
          confirmDelete={t`Delete this prayer point?`}
          onDelete={() => remove.mutate(point.id)}
          deleting={remove.isPending}
        >
          <Button disabled={reset.isPending} onClick={() => reset.mutate(point.id)}>
            <Trans>Reset Count</Trans>
          </Button>
        </ItemActions>
      }
    />
  );
}
