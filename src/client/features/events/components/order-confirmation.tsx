import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '#client/components/button-link.tsx';
import { type Event, ticketTypes } from '#shared/content/events.ts';
import { ticketTypeNames } from '#shared/content/ticket-text.ts';
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
  const { i18n } = useLingui();
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
        {notCompleted ? (
          <Trans>Your order was not completed.</Trans>
        ) : (
          <Trans>Thank you for your order!</Trans>
        )}
      </h2>
      {order && !notCompleted && (
        <ul>
          {ticketTypes
            .filter((type) => order.tickets[type] > 0)
            .map((type) => (
              <li key={type}>
                {order.tickets[type]} × {i18n._(ticketTypeNames[type])}
              </li>
            ))}
        </ul>
      )}
      <p>{statusText(i18n, answer, order?.email, event.title)}</p>
      <ButtonLink to={`/events/${event.id}`}>
        {notCompleted ? <Trans>Try again</Trans> : <Trans>Order more tickets</Trans>}
      </ButtonLink>
    </section>
  );
}

function statusText(
  i18n: I18n,
  answer: Answer | null,
  email: string | undefined,
  title: string,
): string {
  switch (answer) {
    case null:
      return i18n._(msg`We are confirming your payment…`);
    case 'paid':
      return email
        ? i18n._(msg`Your tickets for ${title} are on their way to ${email}.`)
        : i18n._(msg`Your tickets for ${title} are on their way to your e-mail address.`);
    case 'pending':
      return i18n._(
        msg`Your payment is being confirmed. Your tickets will come by e-mail as soon as it is.`,
      );
    case 'expired':
    case 'cancelled':
      return i18n._(
        msg`The checkout was closed before payment, so no tickets were bought and nothing was charged.`,
      );
    default:
      return i18n._(
        msg`We could not check your order just now. If your payment went through, your tickets will still come by e-mail.`,
      );
  }
}
