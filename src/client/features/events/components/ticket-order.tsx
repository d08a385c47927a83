import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import {
  type Event,
  type TicketQuantities,
  type TicketType,
  ticketCount,
  ticketLabels,
  ticketsTotal,
  ticketTypes,
} from '#shared/content/events.ts';
import { CheckoutForm } from './checkout-form.tsx';
import styles from './events.module.css';

const NONE: TicketQuantities = { adult: 0, youth: 0, child: 0 };

/** The ticket selector, the total, and the checkout form once the visitor orders. */
export function TicketOrder({ event }: { event: Event }) {
  const id = useId();
  const [quantities, setQuantities] = useState<TicketQuantities>(NONE);
  const [ordering, setOrdering] = useState(false);
  const total = ticketsTotal(event.ticketPrices, quantities);
  const count = ticketCount(quantities);

  const setQuantity = (type: TicketType, value: number) =>
    setQuantities((current) => ({
      ...current,
      [type]: Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0,
    }));

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.panel}>
      <h2 id={`${id}-heading`}>Tickets</h2>
      <p className={styles.limit}>
        Ticket limit for the event: <strong>{event.spotsLeft}</strong>
      </p>
      <ul className={styles.ticketRows}>
        {ticketTypes.map((type) => (
          <li key={type} className={styles.ticketRow}>
            <label htmlFor={`${id}-${type}`}>
              {ticketLabels[type]}
              <span className={styles.unitPrice}>{event.ticketPrices[type]} kr</span>
            </label>
            <div className={styles.stepper}>
              <button
                type="button"
                aria-label={`One ticket less: ${ticketLabels[type]}`}
                disabled={quantities[type] === 0}
                onClick={() => setQuantity(type, quantities[type] - 1)}
              >
                <Minus aria-hidden="true" size={18} />
              </button>
              <input
                id={`${id}-${type}`}
                type="number"
                inputMode="numeric"
                min={0}
                value={quantities[type]}
                onChange={(change) => setQuantity(type, change.target.valueAsNumber)}
              />
              <button
                type="button"
                aria-label={`One ticket more: ${ticketLabels[type]}`}
                onClick={() => setQuantity(type, quantities[type] + 1)}
              >
                <Plus aria-hidden="true" size={18} />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.note}>Children 1-3 years enter free and need no ticket.</p>
      {count > event.spotsLeft && (
        <p className={styles.warning} role="alert">
          {event.spotsLeft === 0
            ? 'This event is fully booked.'
            : `Only ${event.spotsLeft} spots are left for this event.`}
        </p>
      )}
      <p className={styles.total} aria-live="polite">
        Total: <strong>{total} kr</strong>
      </p>
      {total > 0 &&
        (ordering ? (
          <CheckoutForm event={event} quantities={quantities} total={total} />
        ) : (
          <Button variant="primary" onClick={() => setOrdering(true)}>
            Order tickets
          </Button>
        ))}
    </section>
  );
}
