import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, InputField } from '#client/components/form-fields.tsx';
import { formatSek } from '#shared/donations.ts';
import { type Text, translate } from '#shared/i18n/message.ts';
import { swishPayerSchema } from '#shared/schemas/swish-payer.ts';
import formStyles from '../components/donation-form.module.css';
import { cardNoteAfterReturn, cardNoteMessage, cardNoteOf } from '../lib/card-note.ts';
import type { Gift } from '../lib/flows.ts';
import styles from './swish.module.css';
import { SWISH_ENDINGS, SWISH_MESSAGES, swishThanks } from './swish-messages.ts';
import { type SwishPhase, useSwishPayment } from './use-swish-payment.ts';

export interface SwishPaymentProps {
  /** The Swish button: focus goes back to it when the panel closes. */
  buttonId: string;
  /** The gift to pay by Swish, once chosen; null on the return from the app. */
  gift: Gift | null;
  /** The request the Swish app returned the payer for (`?swish=`), if any. */
  returnId: string | null;
  solveChallenge(): Promise<string>;
  onClose(): void;
}

/** A phone or tablet: the Swish app is on this device, so its link comes first. */
const onPhone = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * Swish's panel in the donation form: on a phone the link that opens the Swish app, on a computer
 * the QR code to scan with it (each offering the other), or a request sent to a mobile number;
 * then the outcome as Swish reports it, with a way to try again or choose another method.
 */
export default function SwishPayment({
  buttonId,
  gift,
  returnId,
  solveChallenge,
  onClose: close,
}: SwishPaymentProps) {
  const { i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const swish = useSwishPayment(gift, returnId, solveChallenge);
  const [card] = useState(() =>
    gift?.tribute ? cardNoteOf(gift.tribute) : returnId ? cardNoteAfterReturn() : undefined,
  );
  const { phase } = swish;
  const amount = formatSek(swish.amountOre);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (phase.kind === 'waiting' && phase.request.qrSvg) performance.mark('swish:ready');
  }, [phase]);

  const paid = phase.kind === 'ended' && phase.state === 'paid';
  const ended =
    phase.kind === 'ended' && phase.state !== 'paid' ? SWISH_ENDINGS[phase.state] : null;
  const failure = phase.kind === 'error' ? phase.text : ended;
  const status =
    phase.kind === 'starting'
      ? SWISH_MESSAGES.starting
      : phase.kind === 'waiting'
        ? swish.checkFailed
          ? SWISH_MESSAGES.lostTrack
          : SWISH_MESSAGES.waiting
        : phase.kind === 'ended' && phase.state === 'paid'
          ? swishThanks(formatSek(phase.amountOre))
          : null;

  const onClose = () => {
    close();
    document.getElementById(buttonId)?.focus();
  };
  const chooseOther = () => {
    void swish.stopOpen();
    onClose();
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        <Trans>Pay with Swish</Trans>
      </h3>
      {swish.amountOre > 0 && (
        <p className={styles.amount}>
          <Trans>Amount: {amount}</Trans>
        </p>
      )}
      {phase.kind === 'waiting' && <OpenRequest phase={phase} onUsePhone={swish.usePhone} />}
      {phase.kind === 'phone' && <PhoneNumber error={phase.error} onSend={swish.sendToPhone} />}
      <p role="status" className={phase.kind === 'ended' ? styles.success : styles.status}>
        {status ? translate(i18n, status) : ''}
        {paid && card && <span className={formStyles.note}>{i18n._(cardNoteMessage(card))}</span>}
      </p>
      <p role="alert" className={styles.error}>
        {failure ? translate(i18n, failure) : ''}
      </p>
      <div className={styles.actions}>
        {phase.kind === 'waiting' && (
          <Button onClick={() => void swish.cancel()}>
            <Trans>Cancel payment</Trans>
          </Button>
        )}
        {failure && (
          <Button variant="primary" onClick={swish.retry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        {paid ? (
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        ) : (
          <Button onClick={chooseOther}>
            <Trans>Choose another method</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}

/** The open request: the app link and the QR code, the one that suits the device first. */
function OpenRequest({
  phase,
  onUsePhone,
}: {
  phase: Extract<SwishPhase, { kind: 'waiting' }>;
  onUsePhone(): void;
}) {
  const { t } = useLingui();
  const [qrFirst, setQrFirst] = useState(() => !onPhone());
  const { qrSvg, appUrl } = phase.request;
  if (!qrSvg || !appUrl) {
    return (
      <p>
        <Trans>Open the Swish app on your phone and approve the payment there.</Trans>
      </p>
    );
  }
  const appLink = (
    <a className={qrFirst ? undefined : `button button-primary ${styles.open}`} href={appUrl}>
      {qrFirst ? <Trans>Open Swish on this device</Trans> : <Trans>Open Swish</Trans>}
    </a>
  );
  if (!qrFirst) {
    return (
      <>
        {appLink}
        <p>
          <Trans>Approve the payment in the Swish app, then come back here.</Trans>
        </p>
        <Button className={styles.link} onClick={() => setQrFirst(true)}>
          <Trans>Pay from another device with a QR code</Trans>
        </Button>
      </>
    );
  }
  return (
    <>
      <div
        className={styles.qr}
        role="img"
        aria-label={t`QR code for Swish`}
        // The SVG is drawn on our own server from the request's token (qrcode), never elsewhere.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our server's SVG of the token
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p>
        <Trans>Open the Swish app on your phone, tap Scan QR code and scan this code.</Trans>
      </p>
      <p className={styles.alternatives}>
        {appLink}
        <Button className={styles.link} onClick={onUsePhone}>
          <Trans>Pay with my mobile number instead</Trans>
        </Button>
      </p>
    </>
  );
}

/** The payer's mobile number: Swish then asks their app directly (no nested form: Enter sends). */
function PhoneNumber({ error, onSend }: { error: Text | null; onSend(payer: string): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [payer, setPayer] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = () => {
    const parsed = swishPayerSchema.safeParse(payer);
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) onSend(parsed.data);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    send();
  };
  // A zod message carries its catalog id (`m()`), translated here like the server's texts.
  const errorText = invalid ? i18n._(invalid) : error ? translate(i18n, error) : undefined;
  return (
    <div className={styles.phone}>
      <InputField
        id={`${id}-payer`}
        label={t`Your mobile number (Swish)`}
        error={errorText}
        type="tel"
        autoComplete="tel"
        value={payer}
        onChange={(event) => setPayer(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button variant="primary" onClick={send}>
        <Trans>Send to my Swish app</Trans>
      </Button>
    </div>
  );
}
