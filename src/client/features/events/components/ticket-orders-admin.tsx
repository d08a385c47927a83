import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import styles from '#client/components/admin/admin.module.css';
import { AdminData, AdminTable, PersonCell } from '#client/components/admin/admin-table.tsx';
import { AdminView, CsvDownload, failureMessage } from '#client/components/admin/admin-view.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { type Event, events, ticketLabels, ticketTypes } from '#shared/content/events.ts';
import { formatDateTime } from '#shared/format-date.ts';
import type { TicketOrderRow, TicketOrderStatus } from '#shared/schemas/tickets.ts';
import { fetchTicketOrders, ticketOrdersQueryKey, useSetSpots } from '../api/events-admin-api.ts';
import { useLiveEvents } from '../api/events-api.ts';

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

/** The ticket orders, newest first, and the spots left of each event. */
export function TicketOrdersAdmin() {
  const orders = useQuery({ queryKey: ticketOrdersQueryKey, queryFn: fetchTicketOrders });

  return (
    <AdminView
      title="Ticket orders"
      intro="Orders for paid events, newest first. An order awaiting payment holds its spots until the checkout is paid, cancelled or expires."
      actions={<CsvDownload href="/api/admin/export/ticket-orders.csv" />}
    >
      <SpotsEditor />
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

function SpotsEditor() {
  const live = useLiveEvents(events);
  return (
    <section className={styles.form} aria-label="Spots left">
      <h3>Spots left</h3>
      <div className={styles.formGrid}>
        {live.map((event) => (
          <SpotsForm key={event.id} event={event} />
        ))}
      </div>
    </section>
  );
}

function SpotsForm({ event }: { event: Event }) {
  const id = useId();
  const setSpots = useSetSpots();
  const [done, setDone] = useState('');

  function handleSubmit(submit: FormEvent<HTMLFormElement>) {
    submit.preventDefault();
    const spotsLeft = Number(new FormData(submit.currentTarget).get('spotsLeft'));
    setDone('');
    setSpots.mutate(
      { id: event.id, spotsLeft },
      {
        onSuccess: () => setDone('Saved.'),
        onError: (error) => setDone(failureMessage(error)),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit}>
      <label htmlFor={`${id}-spots`}>{event.title}</label>
      <div className={styles.rowActions}>
        <input
          key={event.spotsLeft}
          id={`${id}-spots`}
          name="spotsLeft"
          type="number"
          min={0}
          step={1}
          required
          defaultValue={event.spotsLeft}
          style={{ maxWidth: '8rem' }}
        />
        <Button
          type="submit"
          variant="primary"
          className={styles.small}
          disabled={setSpots.isPending}
        >
          Save
        </Button>
      </div>
      <p aria-live="polite" className={styles.meta}>
        {done}
      </p>
    </form>
  );
}
