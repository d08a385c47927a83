import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import styles from '#client/components/admin/admin.module.css';
import { AdminCard, AdminCardList } from '#client/components/admin/admin-table.tsx';
import { AdminView, CsvDownload } from '#client/components/admin/admin-view.tsx';
import { apiFetch } from '#client/lib/api-client.ts';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';

const fetchMessages = () => apiFetch<ContactMessage[]>('/api/admin/messages');

/** Messages sent through the contact form, newest first. */
export function MessagesAdmin() {
  const { t } = useLingui();
  const format = useFormat();
  const from = (name: string, when: string) => t`From ${name} on ${when}`;
  const messages = useQuery({ queryKey: ['admin', 'messages'], queryFn: fetchMessages });

  return (
    <AdminView
      title={t`Messages`}
      intro={t`Messages sent through the contact form, newest first. Each was also e-mailed to the organisation; reply from your e-mail.`}
      actions={<CsvDownload href="/api/admin/export/messages.csv" />}
    >
      <AdminCardList data={messages.data} error={messages.error} empty={t`No messages yet.`}>
        {(message) => (
          <AdminCard
            title={message.subject || t`No subject`}
            meta={from(message.name, format.dateTime(message.created_at))}
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
