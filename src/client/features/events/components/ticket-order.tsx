import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import {
  type Event,
  type TicketQuantities,
  type TicketType,
  ticketCount,
  ticketsTotal,
  ticketTypes,
} from '#shared/content/events.ts';
import { formatTicketKronor, ticketTypeNames } from '#shared/content/ticket-text.ts';
import { CheckoutForm } from './checkout-form.tsx';
import styles from './events.module.css';

const NONE: TicketQuantities = { adult: 0, youth: 0, child: 0 };

/** The ticket selector, the total, and the checkout form once the visitor orders. */
export function TicketOrder({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const { locale, pluralForm } = useFormat();
  const kronor = (sek: number) => formatTicketKronor(sek, locale);
  const id = useId();
  const [quantities, setQuantities] = useState<TicketQuantities>(NONE);
  const [ordering, setOrdering] = useState(false);
  const total = ticketsTotal(event.ticketPrices, quantities);
  const totalText = kronor(total);
  const { spotsLeft } = event;
  const count = ticketCount(quantities);
  const spotsForm = pluralForm(spotsLeft);

  const setQuantity = (type: TicketType, value: number) =>
    setQuantities((current) => ({
      ...current,
      [type]: Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0,
    }));

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.panel}>
      <h2 id={`${id}-heading`}>
        <Trans>Tickets</Trans>
      </h2>
      <p className={styles.limit}>
        <Trans>
          Ticket limit for the event: <strong>{spotsLeft}</strong>
        </Trans>
      </p>
      <ul className={styles.ticketRows}>
        {ticketTypes.map((type) => {
          const ticket = i18n._(ticketTypeNames[type]);
          return (
            <li key={type} className={styles.ticketRow}>
              <label htmlFor={`${id}-${type}`}>
                {ticket}
                <span className={styles.unitPrice}>{kronor(event.ticketPrices[type])}</span>
              </label>
              <div className={styles.stepper}>
                <button
                  type="button"
                  aria-label={t`One ticket less: ${ticket}`}
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
                  aria-label={t`One ticket more: ${ticket}`}
                  onClick={() => setQuantity(type, quantities[type] + 1)}
                >
                  <Plus aria-hidden="true" size={18} />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>
        <Trans>Children 1-3 years enter free and need no ticket.</Trans>
      </p>
      {count > event.spotsLeft && (
        <p className={styles.warning} role="alert">
          {spotsLeft === 0
            ? t`This event is fully booked.`
            : i18n._(
                // English keeps the specification's words for every count; Swedish says "1 plats".
                msg({
                  message: select(spotsForm, {
                    one: `Only ${spotsLeft} spots are left for this event.`,
                    other: `Only ${spotsLeft} spots are left for this event.`,
                  }),
                }),
              )}
        </p>
      )}
      <p className={styles.total} aria-live="polite">
        <Trans>
          Total: <strong>{totalText}</strong>
        </Trans>
      </p>
      {total > 0 &&
        (ordering ? (
          <CheckoutForm event={event} quantities={quantities} total={total} />
        ) : (
          <Button variant="primary" onClick={() => setOrdering(true)}>
            <Trans>Order tickets</Trans>
          </Button>
        ))}
    </section>
  );
}
