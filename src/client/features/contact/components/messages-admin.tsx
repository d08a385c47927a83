import { useQuery } from '@tanstack/react-query';
import styles from '#client/components/admin/admin.module.css';
import { AdminView, CsvDownload, LoadState } from '#client/components/admin/admin-view.tsx';
import { apiFetch } from '#client/lib/api-client.ts';
import { formatDateTime } from '#shared/format-date.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';

const fetchMessages = () => apiFetch<ContactMessage[]>('/api/admin/messages');

/** Messages sent through the contact form, newest first. */
export function MessagesAdmin() {
  const messages = useQuery({ queryKey: ['admin', 'messages'], queryFn: fetchMessages });

  return (
    <AdminView
      title="Messages"
      intro="Messages sent through the contact form, newest first. Each was also e-mailed to the organisation; reply from your e-mail."
      actions={<CsvDownload href="/api/admin/export/messages.csv" />}
    >
      {!messages.data ? (
        <LoadState error={messages.error} />
      ) : messages.data.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ul className={styles.cards}>
          {messages.data.map((message) => (
            <li key={message.id}>
              <article className={styles.card} aria-labelledby={`message-${message.id}`}>
                <h3 id={`message-${message.id}`}>{message.subject || 'No subject'}</h3>
                <p className={styles.meta}>
                  From {message.name} on {formatDateTime(message.created_at)}
                </p>
                <dl className={styles.facts}>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${message.email}`}>{message.email}</a>
                  </dd>
                  <dt>Phone</dt>
                  <dd>{message.phone || '-'}</dd>
                </dl>
                <p className={styles.pre}>{message.message}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </AdminView>
  );
}
