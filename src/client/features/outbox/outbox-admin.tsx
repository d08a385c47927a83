import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import styles from '#client/components/admin/admin.module.css';
import {
  AdminView,
  failureMessage,
  LoadState,
  ScrollingTable,
} from '#client/components/admin/admin-view.tsx';
import { apiFetch } from '#client/lib/api-client.ts';
import { formatDateTime } from '#shared/format-date.ts';
import type { OutboxEntry, OutboxPage } from '#shared/schemas/outbox.ts';

const outboxKey = ['admin', 'outbox'] as const;

const fetchPage = (before: number | null) =>
  apiFetch<OutboxPage>(`/api/admin/outbox${before === null ? '' : `?before=${before}`}`);

const statusClass: Partial<Record<OutboxEntry['status'], string | undefined>> = {
  failed: styles.statusFailed,
  sent: styles.statusSent,
};

/** Every e-mail the site has queued, with its delivery status; a failed one can be sent again. */
export function OutboxAdmin() {
  const queryClient = useQueryClient();
  const outbox = useInfiniteQuery({
    queryKey: outboxKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
  const resend = useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/outbox/${id}/resend`, { method: 'POST' }),
    onError: (error) => window.alert(failureMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
  const entries = outbox.data?.pages.flatMap((page) => page.entries);

  return (
    <AdminView
      title="Outbox"
      intro="Every e-mail the site sends is kept here first. Pending ones are sent by the mail worker (with retries); a failed one can be sent again."
    >
      {!entries ? (
        <LoadState error={outbox.error} />
      ) : entries.length === 0 ? (
        <p>No e-mails yet.</p>
      ) : (
        <>
          <ScrollingTable label="E-mails">
            <table className={styles.table}>
              <caption className="visually-hidden">E-mails, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Created</th>
                  <th scope="col">To</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.createdAt)}</td>
                    <td>{entry.to}</td>
                    <td>
                      <details>
                        <summary>{entry.subject}</summary>
                        <p className={styles.pre}>{entry.text}</p>
                      </details>
                    </td>
                    <td>
                      <span className={`${styles.status} ${statusClass[entry.status] ?? ''}`}>
                        {entry.status}
                      </span>
                    </td>
                    <td>{entry.attempts}</td>
                    <td>{entry.lastError ?? ''}</td>
                    <td>
                      {entry.status === 'failed' && (
                        <button
                          type="button"
                          className={`button button-outline ${styles.small}`}
                          onClick={() => resend.mutate(entry.id)}
                          disabled={resend.isPending}
                        >
                          Resend<span className="visually-hidden"> to {entry.to}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
          {outbox.hasNextPage && (
            <button
              type="button"
              className="button button-outline"
              onClick={() => outbox.fetchNextPage()}
              disabled={outbox.isFetchingNextPage}
            >
              Show older e-mails
            </button>
          )}
        </>
      )}
    </AdminView>
  );
}
