import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import { useProofOfWork } from '#client/components/proof-of-work/use-proof-of-work.ts';
import { failureReason } from '#client/lib/api-client.ts';
import { useLocale, useLocalizedPath } from '#client/lib/i18n/use-locale.ts';
import { navigate } from '#client/lib/location.ts';
import type { Event, TicketQuantities } from '#shared/content/events.ts';
import { formatTicketKronor } from '#shared/content/ticket-text.ts';
import { createCheckoutSession } from '../api/events-api.ts';
import { storeOrder } from '../lib/order-storage.ts';
import styles from './events.module.css';

interface Props {
  event: Event;
  quantities: TicketQuantities;
  /** In SEK, as shown; the server computes its own and refuses a total that differs. */
  total: number;
}

const START_FAILED = msg`We could not start the payment. Please check your connection and try again.`;

/**
 * The buyer's details, then off to the payment provider's checkout page, which brings the buyer
 * back to the event's page in the page's language.
 */
export function CheckoutForm({ event, quantities, total }: Props) {
  const { t, i18n } = useLingui();
  const localizedPath = useLocalizedPath();
  const totalText = formatTicketKronor(total, useLocale());
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const proofOfWork = useProofOfWork();

  useEffect(() => {
    firstField.current?.focus();
    proofOfWork.prepare();
    // Back from the checkout page, restored from the back-forward cache: the form is usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [proofOfWork]);

  async function handleSubmit(submit: FormEvent<HTMLFormElement>) {
    submit.preventDefault();
    const form = new FormData(submit.currentTarget);
    const buyer = {
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      phone: String(form.get('phone') ?? ''),
    };
    const eventUrl = `${window.location.origin}${localizedPath(`/events/${event.id}`)}`;
    setBusy(true);
    setError('');
    try {
      const session = await createCheckoutSession({
        amount: total,
        eventTitle: event.title,
        successUrl: `${eventUrl}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${eventUrl}?cancelled=1`,
        eventId: event.id,
        tickets: quantities,
        ...buyer,
        altcha: await proofOfWork.solve(),
      });
      storeOrder({
        ...buyer,
        eventTitle: event.title,
        tickets: quantities,
        eventId: event.id,
        sessionId: session.sessionId,
      });
      navigate(session.url);
    } catch (failure) {
      console.error('Checkout session failed', failure);
      setError(failureReason(failure, i18n._(START_FAILED)));
      setBusy(false);
    }
  }

  return (
    <form className={styles.checkout} onSubmit={handleSubmit}>
      <h3>
        <Trans>Your details</Trans>
      </h3>
      <label htmlFor={`${id}-name`}>
        <Trans>Full name</Trans>
      </label>
      <input
        ref={firstField}
        id={`${id}-name`}
        name="name"
        autoComplete="name"
        required
        maxLength={200}
      />
      <label htmlFor={`${id}-email`}>
        <Trans>Email</Trans>
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
      />
      <label htmlFor={`${id}-phone`}>
        <Trans>Phone</Trans>
      </label>
      <input
        id={`${id}-phone`}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        maxLength={40}
      />
      <p className={styles.error} role="alert">
        {error}
      </p>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? t`Opening checkout…` : t`Continue to payment (${totalText})`}
      </Button>
    </form>
  );
}
