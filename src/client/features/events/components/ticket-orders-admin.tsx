import { useQuery } from '@tanstack/react-query';
import styles from '#client/components/admin/admin.module.css';
import { AdminData, AdminTable, PersonCell } from '#client/components/admin/admin-table.tsx';
import { AdminView, CsvDownload } from '#client/components/admin/admin-view.tsx';
import { ticketLabels, ticketTypes } from '#shared/content/events.ts';
import { formatDateTime } from '#shared/format-date.ts';
import type { TicketOrderRow, TicketOrderStatus } from '#shared/schemas/tickets.ts';
import { fetchTicketOrders, ticketOrdersQueryKey } from '../api/events-admin-api.ts';

const ORDER_COLUMNS = ['Event', 'Buyer', 'Tickets', 'Total', 'Status', 'Ordered', 'Reference'];

const statusLabels: Record<TicketOrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const ticketsText = (tickets: TicketOrderRow['tickets']) =>
  ticketTypes
    .filter((type) => tickets[type] > 0)
    .map((type) => `${tickets[type]} × ${ticketLabels[type]}`)
    .join(', ');

/** The ticket orders, newest first (each event's spots left are set in the Events view). */
export function TicketOrdersAdmin() {
  const orders = useQuery({ queryKey: ticketOrdersQueryKey, queryFn: fetchTicketOrders });

  return (
    <AdminView
      title="Ticket orders"
      intro="Orders for paid events, newest first. An order awaiting payment holds its spots until the checkout is paid, cancelled or expires."
      actions={<CsvDownload href="/api/admin/export/ticket-orders.csv" />}
    >
      <AdminData data={orders.data} error={orders.error} empty="No ticket orders yet.">
        {(items) => (
          <AdminTable label="Ticket orders" columns={ORDER_COLUMNS}>
            {items.map((order) => (
              <tr key={order.reference}>
                <td>{order.eventTitle}</td>
                <td>
                  <PersonCell
                    name={order.name || '(erased)'}
                    email={order.email}
                    phone={order.phone}
                  />
                </td>
                <td>{ticketsText(order.tickets)}</td>
                <td>{order.amount / 100} kr</td>
                <td>
                  <span
                    className={`${styles.status} ${order.status === 'paid' ? styles.statusSent : ''}`}
                  >
                    {statusLabels[order.status]}
                  </span>
                </td>
                <td>{formatDateTime(order.createdAt)}</td>
                <td>{order.reference}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminData>
    </AdminView>
  );
}
