import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import { toOre } from '#shared/donations.ts';
import type { Text } from '#shared/i18n/message.ts';
import type { StartSwishResponse, SwishState } from '#shared/schemas/swish.ts';
import type { Gift } from '../lib/flows.ts';
import { swishApi } from './swish-api.ts';
import { SWISH_MESSAGES } from './swish-messages.ts';

/** How often the page asks how the request stands. */
export const SWISH_POLL_MS = 2_000;

export type SwishPhase =
  | { kind: 'starting' }
  /** The request is open: its QR code and app link, unless it went to a phone number. */
  | { kind: 'waiting'; request: StartSwishResponse }
  /** The payer types the mobile number to send the request to. */
  | { kind: 'phone'; error: Text | null }
  | { kind: 'ended'; state: Exclude<SwishState, 'waiting'>; amountOre: number }
  | { kind: 'error'; text: Text };

const serverText = (caught: unknown, fallback: Text): Text =>
  caught instanceof ApiError && caught.status < 500 && caught.message ? caught.message : fallback;

/**
 * A Swish payment from the page: starts the request (with a solved proof-of-work), follows it
 * until Swish has an answer, and lets the payer switch to a phone number, stop, or start again.
 * `returnId`: the request the Swish app brought the payer back for.
 */
export function useSwishPayment(
  gift: Gift | null,
  returnId: string | null,
  solveChallenge: () => Promise<string>,
) {
  const [phase, setPhase] = useState<SwishPhase>(() =>
    returnId
      ? { kind: 'waiting', request: { id: returnId, qrSvg: null, appUrl: null } }
      : { kind: 'starting' },
  );
  const [amountOre, setAmountOre] = useState(gift ? (toOre(gift.amountSek) ?? 0) : 0);
  const [checkFailed, setCheckFailed] = useState(false);
  const started = useRef(false);

  const start = useCallback(
    async (payer?: string) => {
      setPhase(payer ? { kind: 'phone', error: null } : { kind: 'starting' });
      try {
        const request = await swishApi.start({
          amount: gift?.amountSek ?? amountOre / 100,
          donorName: gift?.name.trim() ?? '',
          donorEmail: gift?.email.trim() ?? '',
          personalNumber: gift?.personalNumber,
          tribute: gift?.tribute,
          payer,
          altcha: await solveChallenge(),
        });
        setPhase({ kind: 'waiting', request });
      } catch (caught) {
        console.error('Starting Swish failed', caught);
        const text = serverText(caught, SWISH_MESSAGES.startFailed);
        setPhase(payer ? { kind: 'phone', error: text } : { kind: 'error', text });
      }
    },
    [gift, amountOre, solveChallenge],
  );

  useEffect(() => {
    if (started.current || returnId) return;
    started.current = true;
    void start();
  }, [start, returnId]);

  const waitingId = phase.kind === 'waiting' ? phase.request.id : null;
  useEffect(() => {
    if (!waitingId) return;
    let stopped = false;
    const check = async () => {
      try {
        const status = await swishApi.status(waitingId);
        setCheckFailed(false);
        setAmountOre(status.amountOre);
        if (!stopped && status.state !== 'waiting') {
          setPhase({ kind: 'ended', state: status.state, amountOre: status.amountOre });
        }
      } catch (caught) {
        console.error('Checking the Swish payment failed', caught);
        setCheckFailed(true);
      }
    };
    void check();
    const timer = setInterval(() => void check(), SWISH_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [waitingId]);

  /** Stops the open request at Swish (best effort: an unanswered one times out anyway). */
  const stopOpen = useCallback(async () => {
    if (!waitingId) return;
    try {
      await swishApi.cancel(waitingId);
    } catch (caught) {
      console.error('Cancelling the Swish payment failed', caught);
    }
  }, [waitingId]);

  return {
    phase,
    amountOre,
    checkFailed,
    /** Anew, with a QR code and app link. */
    retry: () => void start(),
    /** To the phone-number form, stopping the open request. */
    usePhone: () => {
      void stopOpen();
      setPhase({ kind: 'phone', error: null });
    },
    sendToPhone: (payer: string) => void start(payer),
    cancel: async () => {
      await stopOpen();
      setPhase({ kind: 'ended', state: 'cancelled', amountOre });
    },
    stopOpen,
  };
}
