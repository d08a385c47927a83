import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '#client/components/button-link.tsx';
import { type Event, ticketLabels, ticketTypes } from '#shared/content/events.ts';
import type { TicketOrderStatus } from '#shared/schemas/tickets.ts';
import { sendTicketEmail } from '../api/events-api.ts';
import { readOrder, removeOrder } from '../lib/order-storage.ts';
import styles from './events.module.css';

type Answer = TicketOrderStatus | 'unknown';

/**
 * The return from a paid checkout: asks the server to send the tickets (it does so once, and only
 * for a payment the provider confirmed), then forgets the order the browser kept.
 */
export function OrderConfirmation({ sessionId, event }: { sessionId: string; event: Event }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [order] = useState(() => readOrder(sessionId));
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    heading.current?.focus();
    let current = true;
    sendTicketEmail(sessionId, order)
      .then((result) => {
        removeOrder();
        if (current) setAnswer(result.status);
      })
      .catch((error: unknown) => {
        console.error('Ticket e-mail request failed', error);
        if (current) setAnswer('unknown');
      });
    return () => {
      current = false;
    };
  }, [sessionId, order]);

  const notCompleted = answer === 'expired' || answer === 'cancelled';
  return (
    <section className={`${styles.panel} ${styles.confirmation}`} aria-live="polite">
      <h2 ref={heading} tabIndex={-1}>
        {notCompleted ? 'Your order was not completed.' : 'Thank you for your order!'}
      </h2>
      {order && !notCompleted && (
        <ul>
          {ticketTypes
            .filter((type) => order.tickets[type] > 0)
            .map((type) => (
              <li key={type}>
                {order.tickets[type]} × {ticketLabels[type]}
              </li>
            ))}
        </ul>
      )}
      <p>{statusText(answer, order?.email, event.title)}</p>
      <ButtonLink to={`/events/${event.id}`}>
        {notCompleted ? 'Try again' : 'Order more tickets'}
      </ButtonLink>
    </section>
  );
}

function statusText(answer: Answer | null, email: string | undefined, title: string): string {
  switch (answer) {
    case null:
      return 'We are confirming your payment…';
    case 'paid':
      return `Your tickets for ${title} are on their way to ${email ?? 'your e-mail address'}.`;
    case 'pending':
      return 'Your payment is being confirmed. Your tickets will come by e-mail as soon as it is.';
    case 'expired':
    case 'cancelled':
      return 'The checkout was closed before payment, so no tickets were bought and nothing was charged.';
    default:
      return 'We could not check your order just now. If your payment went through, your tickets will still come by e-mail.';
  }
}
