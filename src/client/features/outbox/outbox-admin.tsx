import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import styles from '#client/components/admin/admin.module.css';
import { AdminData, AdminTable } from '#client/components/admin/admin-table.tsx';
import { AdminView, failureMessage } from '#client/components/admin/admin-view.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { apiFetch } from '#client/lib/api-client.ts';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { OutboxEntry, OutboxPage } from '#shared/schemas/outbox.ts';
import { EmailParts } from './email-parts.tsx';

const outboxKey = ['admin', 'outbox'] as const;

const fetchPage = (before: number | null) =>
  apiFetch<OutboxPage>(`/api/admin/outbox${before === null ? '' : `?before=${before}`}`);

const OUTBOX_COLUMNS = [
  msg`Created`,
  msg`To`,
  msg`Subject`,
  msg`Status`,
  msg`Attempts`,
  msg`Last error`,
  msg`Actions`,
];
const statusLabels: Record<OutboxEntry['status'], MessageDescriptor> = {
  pending: msg`pending`,
  sending: msg`sending`,
  sent: msg`sent`,
  failed: msg`failed`,
};
const statusClass: Partial<Record<OutboxEntry['status'], string | undefined>> = {
  failed: styles.statusFailed,
  sent: styles.statusSent,
};

/** Every e-mail the site has queued, with its delivery status; a failed one can be sent again. */
export function OutboxAdmin() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const outbox = useInfiniteQuery({
    queryKey: outboxKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
  const resend = useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/outbox/${id}/resend`, { method: 'POST' }),
    onError: (error) => window.alert(failureMessage(error, i18n)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
  const entries = outbox.data?.pages.flatMap((page) => page.entries);

  return (
    <AdminView
      title={t`Outbox`}
      intro={t`Every e-mail the site sends is kept here first. Pending ones are sent by the mail worker (with retries); a failed one can be sent again.`}
    >
      <AdminData data={entries} error={outbox.error} empty={t`No e-mails yet.`}>
        {(items) => (
          <>
            <AdminTable
              label={t`E-mails`}
              caption={t`E-mails, newest first`}
              columns={OUTBOX_COLUMNS}
            >
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td>{format.dateTime(entry.createdAt)}</td>
                  <td>{entry.to}</td>
                  <td>
                    <details>
                      <summary>{entry.subject}</summary>
                      <EmailParts entry={entry} />
                    </details>
                  </td>
                  <td>
                    <span className={`${styles.status} ${statusClass[entry.status] ?? ''}`}>
                      {i18n._(statusLabels[entry.status])}
                    </span>
                  </td>
                  <td>{entry.attempts}</td>
                  <td>{entry.lastError ?? ''}</td>
                  <td>
                    {entry.status === 'failed' && (
                      <Button
                        className={styles.small}
                        onClick={() => resend.mutate(entry.id)}
                        disabled={resend.isPending}
                      >
                        <Trans>
                          Resend<span className="visually-hidden"> to {entry.to}</span>
                        </Trans>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
            {outbox.hasNextPage && (
              <Button onClick={() => outbox.fetchNextPage()} disabled={outbox.isFetchingNextPage}>
                <Trans>Show older e-mails</Trans>
              </Button>
            )}
          </>
        )}
      </AdminData>
    </AdminView>
  );
}
