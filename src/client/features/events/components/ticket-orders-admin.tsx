import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import styles from '#client/components/admin/admin.module.css';
import { AdminData, AdminTable, PersonCell } from '#client/components/admin/admin-table.tsx';
import { AdminView, CsvDownload } from '#client/components/admin/admin-view.tsx';
import { PaymentAftercare } from '#client/components/admin/payment-aftercare.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { ticketTypes } from '#shared/content/events.ts';
import { ticketTypeNames } from '#shared/content/ticket-text.ts';
import type { TicketOrderRow, TicketOrderStatus } from '#shared/schemas/tickets.ts';
import { fetchTicketOrders, ticketOrdersQueryKey } from '../api/events-admin-api.ts';

const ORDER_COLUMNS = [
  msg`Event`,
  msg`Buyer`,
  msg`Tickets`,
  msg`Total`,
  msg`Status`,
  msg`Ordered`,
  msg`Reference`,
];

const statusLabels: Record<TicketOrderStatus, MessageDescriptor> = {
  pending: msg`Awaiting payment`,
  paid: msg`Paid`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
};

const ticketsText = (tickets: TicketOrderRow['tickets'], i18n: I18n) =>
  ticketTypes
    .filter((type) => tickets[type] > 0)
    .map((type) => `${tickets[type]} × ${i18n._(ticketTypeNames[type])}`)
    .join(', ');

/** The ticket orders, newest first (each event's spots left are set in the Events view). */
export function TicketOrdersAdmin() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const orders = useQuery({ queryKey: ticketOrdersQueryKey, queryFn: fetchTicketOrders });

  return (
    <AdminView
      title={t`Ticket orders`}
      intro={t`Orders for paid events, newest first. An order awaiting payment holds its spots until the checkout is paid, cancelled or expires.`}
      actions={<CsvDownload href="/api/admin/export/ticket-orders.csv" />}
    >
      <AdminData data={orders.data} error={orders.error} empty={t`No ticket orders yet.`}>
        {(items) => (
          <AdminTable label={t`Ticket orders`} columns={ORDER_COLUMNS}>
            {items.map((order) => (
              <tr key={order.reference}>
                <td>{order.eventTitle}</td>
                <td>
                  <PersonCell
                    name={order.name || t`(erased)`}
                    email={order.email}
                    phone={order.phone}
                  />
                </td>
                <td>{ticketsText(order.tickets, i18n)}</td>
                <td>
                  {format.amount(order.amount)}
                  <PaymentAftercare
                    refundedOre={order.refundedOre}
                    disputeStatus={order.disputeStatus}
                  />
                </td>
                <td>
                  <span
                    className={`${styles.status} ${order.status === 'paid' ? styles.statusSent : ''}`}
                  >
                    {i18n._(statusLabels[order.status])}
                  </span>
                </td>
                <td>{format.dateTime(order.createdAt)}</td>
                <td>{order.reference}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminData>
    </AdminView>
  );
}
