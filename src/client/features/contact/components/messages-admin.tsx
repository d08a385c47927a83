import { useQuery } from '@tanstack/react-query';
import styles from '#client/components/admin/admin.module.css';
import { AdminCard, AdminCardList } from '#client/components/admin/admin-table.tsx';
import { AdminView, CsvDownload } from '#client/components/admin/admin-view.tsx';
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
      <AdminCardList data={messages.data} error={messages.error} empty="No messages yet.">
        {(message) => (
          <AdminCard
            title={message.subject || 'No subject'}
            meta={`From ${message.name} on ${formatDateTime(message.created_at)}`}
            id={`message-${message.id}`}
            sender={message}
          >
            <p className={styles.pre}>{message.message}</p>
          </AdminCard>
        )}
      </AdminCardList>
    </AdminView>
  );
}
