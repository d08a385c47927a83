import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import adminStyles from '#client/components/admin/admin.module.css';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import { AdminData, AdminTable } from '#client/components/admin/admin-table.tsx';
import { AdminView, failureMessage } from '#client/components/admin/admin-view.tsx';
import { PreviewLanguage } from '#client/components/admin/preview-language.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { useLocale, useLocalizedPath } from '#client/lib/i18n/use-locale.ts';
import { formatEventWhen } from '#shared/content/events.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { AdminEvent } from '#shared/schemas/events.ts';
import {
  adminEventsQueryKey,
  eventsAdminScope,
  fetchAdminEvents,
  useDeleteEvent,
  useSetEventStatus,
} from '../api/events-admin-api.ts';
import { EventCard } from './event-card.tsx';
import { EventDetails } from './event-details.tsx';
import { EventForm } from './event-form.tsx';
import styles from './events-admin.module.css';

const COLUMNS = [msg`Event`, msg`Date`, msg`Status`, msg`Spots left`, msg`Actions`];

type Dialog =
  | { kind: 'edit'; event: AdminEvent | null }
  | { kind: 'preview'; event: AdminEvent }
  | { kind: 'delete'; event: AdminEvent };

/** The events: a table of all of them, drafts too, and their editing, preview and removal. */
export function EventsAdmin() {
  const { t } = useLingui();
  const events = useQuery({ queryKey: adminEventsQueryKey, queryFn: fetchAdminEvents });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState('');
  const close = () => setDialog(null);

  return (
    <AdminView
      title={t`Events`}
      intro={t`Drafts are seen only here; published events are on /events until the day after they end, and keep their page.`}
      actions={
        <Button variant="primary" onClick={() => setDialog({ kind: 'edit', event: null })}>
          <Trans>New event</Trans>
        </Button>
      }
    >
      <p role="status" aria-live="polite" className={adminStyles.meta}>
        {notice}
      </p>
      <AdminAnnouncer scope={eventsAdminScope} />
      <AdminData data={events.data} error={events.error} empty={t`No events yet.`}>
        {(items) => (
          <AdminTable label={t`All events`} columns={COLUMNS}>
            {items.map((event) => (
              <EventRow key={event.id} event={event} open={setDialog} onDone={setNotice} />
            ))}
          </AdminTable>
        )}
      </AdminData>
      {dialog?.kind === 'edit' && (
        <EventForm
          event={dialog.event}
          onClose={(saved) => {
            if (saved) {
              const { title } = saved;
              setNotice(t`Saved “${title}”.`);
            }
            close();
          }}
        />
      )}
      {dialog?.kind === 'preview' && <DraftPreview event={dialog.event} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDelete event={dialog.event} onClose={close} onDeleted={setNotice} />
      )}
    </AdminView>
  );
}

interface RowProps {
  event: AdminEvent;
  open(dialog: Dialog): void;
  onDone(notice: string): void;
}

function EventRow({ event, open, onDone }: RowProps) {
  const { t } = useLingui();
  const { title } = event;
  const localized = useLocalizedPath();
  const locale = useLocale();
  const setStatus = useSetEventStatus();
  const published = event.status === 'published';
  const toggle = () =>
    setStatus.mutate(
      { id: event.id, status: published ? 'draft' : 'published' },
      {
        onSuccess: (saved) => {
          const { title } = saved;
          onDone(
            saved.status === 'published' ? t`“${title}” is published.` : t`“${title}” is a draft.`,
          );
        },
      },
    );
  return (
    <tr>
      <th scope="row">{event.title}</th>
      <td>
        {formatEventWhen(event, locale)}
        {event.past && (
          <span className={styles.past}>
            {' '}
            <Trans>(has taken place)</Trans>
          </span>
        )}
      </td>
      <td>
        <span className={`${adminStyles.status} ${published ? adminStyles.statusSent : ''}`}>
          {published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
        </span>
      </td>
      <td>{event.spotsLeft}</td>
      <td>
        <div className={adminStyles.rowActions}>
          <Button
            className={adminStyles.small}
            aria-label={t`Edit ${title}`}
            onClick={() => open({ kind: 'edit', event })}
          >
            <Trans>Edit</Trans>
          </Button>
          {published ? (
            <a
              className={`button button-outline ${adminStyles.small}`}
              href={localized(`/events/${encodeURIComponent(event.id)}`)}
              target="_blank"
              rel="noopener"
              aria-label={t`Preview ${title} (opens a new tab)`}
            >
              <Trans>Preview</Trans>
            </a>
          ) : (
            <Button
              className={adminStyles.small}
              aria-label={t`Preview ${title}`}
              onClick={() => open({ kind: 'preview', event })}
            >
              <Trans>Preview</Trans>
            </Button>
          )}
          <Button
            className={adminStyles.small}
            aria-label={published ? t`Unpublish ${title}` : t`Publish ${title}`}
            disabled={setStatus.isPending}
            onClick={toggle}
          >
            {published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
          </Button>
          <Button
            className={`${adminStyles.small} ${adminStyles.danger}`}
            aria-label={t`Delete ${title}`}
            onClick={() => open({ kind: 'delete', event })}
          >
            <Trans>Delete</Trans>
          </Button>
        </div>
      </td>
    </tr>
  );
}

/**
 * The event as the page in `locale` shows it: on the Swedish page, its Swedish version's title
 * and description where it has one (marked Swedish), else the English (marked English).
 */
const eventIn = (event: AdminEvent, locale: Locale): AdminEvent =>
  locale === 'sv' && event.sv ? { ...event, ...event.sv, lang: 'sv' } : { ...event, lang: 'en' };

/** A draft as visitors will see it, in English or Swedish: its card on /events and its own page. */
function DraftPreview({ event, onClose }: { event: AdminEvent; onClose(): void }) {
  const titleId = useId();
  const [locale, setLocale] = useState<Locale>('en');
  const { title } = event;
  const shown = eventIn(event, locale);
  return (
    <ModalDialog className={styles.previewDialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.form}>
        <h2 id={titleId}>
          <Trans>Preview of “{title}” (draft)</Trans>
        </h2>
        <Button onClick={onClose}>
          <Trans>Close preview</Trans>
        </Button>
        <PreviewLanguage
          value={locale}
          onChange={setLocale}
          missing={locale === 'sv' && !event.sv}
        />
        <h3>
          <Trans>On the events page</Trans>
        </h3>
        <div className={styles.previewCard}>
          <EventCard event={shown} loading={{ eager: true, first: false }} />
        </div>
        <h3>
          <Trans>Its own page</Trans>
        </h3>
        <div className={styles.previewPage}>
          <EventDetails event={shown} preview />
        </div>
      </div>
    </ModalDialog>
  );
}

interface ConfirmDeleteProps {
  event: AdminEvent;
  onClose(): void;
  onDeleted(notice: string): void;
}

/** Asks before deleting; a refusal (tickets were ordered) is shown in the dialog. */
function ConfirmDelete({ event, onClose, onDeleted }: ConfirmDeleteProps) {
  const { t, i18n } = useLingui();
  const { title } = event;
  const titleId = useId();
  const remove = useDeleteEvent();
  const [refusal, setRefusal] = useState('');
  const confirm = () =>
    remove.mutate(event.id, {
      onSuccess: () => {
        onDeleted(t`Deleted “${title}”.`);
        onClose();
      },
      onError: (error) => setRefusal(failureMessage(error, i18n)),
    });
  return (
    <ModalDialog aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.form}>
        <h2 id={titleId}>
          <Trans>Delete “{title}”?</Trans>
        </h2>
        <p>
          <Trans>The event and its page are removed for good.</Trans>
        </p>
        {refusal && (
          <p role="alert" className={adminStyles.error}>
            {refusal}
          </p>
        )}
        <div className={adminStyles.rowActions}>
          <Button variant="primary" disabled={remove.isPending} onClick={confirm}>
            <Trans>Delete</Trans>
          </Button>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
