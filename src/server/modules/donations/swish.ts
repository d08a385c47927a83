import { randomUUID } from 'node:crypto';
import { msg } from '@lingui/core/macro';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { brand } from '#shared/brand.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type {
  StartSwishResponse,
  SwishState,
  SwishStatusResponse,
  startSwishSchema,
} from '#shared/schemas/swish.ts';
import type { DonationRow } from '../../db/tables/donations.ts';
import { localizedError } from '../../lib/http-error.ts';
import { PaymentProviderError } from '../../payments/port.ts';
import { swishMessage } from '../../payments/swish/message.ts';
import {
  SWISH_CLOSE_AFTER_MS,
  type SwishPaymentRequest,
  type SwishProvider,
  swishStateOf,
} from '../../payments/swish/port.ts';
import type { LimitRule, Limits } from '../../plugins/rate-limits.ts';
import type { DonationReconciler } from './reconcile.ts';
import { createDonationsRepo } from './repo.ts';
import { pendingDonation } from './rows.ts';
import {
  type DonationService,
  type DonationServiceDeps,
  type donorFacts,
  MESSAGES,
} from './service.ts';
import { createSwishRepo } from './swish-repo.ts';

type StartInput = z.output<typeof startSwishSchema> & { locale: Locale };

/** Where the gift's page is: Swish calls back here, and the app returns the payer there. */
export interface SwishAddresses {
  callbackUrl: string;
  returnUrl(id: string): string;
}

/** Swish's code when the site closed a request nobody answered in time. */
const TIMED_OUT = 'TM01';

/** The page's state of a recorded gift: its Swish code is kept as the failure's words. */
export function swishStateOfRow(row: DonationRow): SwishState {
  if (row.status === 'succeeded') return 'paid';
  if (row.status === 'pending') return 'waiting';
  const code = row.failure_message ?? 'ERROR';
  return swishStateOf(code, code);
}

/** A new instruction UUID: 32 upper-case hex digits, as Swish wants it. */
const newInstructionId = () => randomUUID().replace(/-/g, '').toUpperCase();

type SwishDeps = Pick<DonationServiceDeps, 'db' | 'clock'> & {
  swish: SwishProvider;
  log: FastifyBaseLogger;
  limits: Pick<Limits, 'hit'>;
};

/**
 * How often one payment request may be asked about at Swish: for the page's polls, and apart
 * for callbacks, so that a callback just after a poll still fetches the news it brings. Neither
 * anyone polling from many addresses nor a flood of forged callbacks makes the site call Swish
 * more often.
 */
export const SWISH_ASKS = {
  poll: { name: 'swish-asks-poll', max: 1, windowMs: 3_000 },
  callback: { name: 'swish-asks-callback', max: 1, windowMs: 3_000 },
} satisfies Record<string, LimitRule>;

/**
 * Records what Swish itself answers about a request, never what a callback's body says: each
 * gift is one row, by its instruction UUID, whatever the number or order of callbacks and polls.
 */
function createSwishRecorder(deps: SwishDeps, reconciler: DonationReconciler) {
  const { swish, clock } = deps;
  const swishRepo = createSwishRepo(deps.db);
  const nowIso = () => clock.now().toISOString();

  /** Records Swish's answer about the request; the gift as it now stands. */
  async function settle(row: DonationRow, request: SwishPaymentRequest): Promise<DonationRow> {
    if (request.state === 'waiting') return row;
    if (request.state !== 'paid') {
      const change = { status: 'failed' as const, at: nowIso(), failureMessage: request.code };
      return reconciler.settle(row, change, deps.log);
    }
    if (request.amountOre !== row.amount_ore) {
      deps.log.error({ donationId: row.id, swishOre: request.amountOre }, 'Swish amount differs');
      return row;
    }
    if (request.paymentReference) {
      await swishRepo.setPaymentReference(row.id, request.paymentReference);
    }
    const at = request.paidAt ?? nowIso();
    return reconciler.settle(row, { status: 'succeeded', at }, deps.log);
  }

  /**
   * Asks Swish about a waiting gift and records the answer; one still open past Swish's time-out
   * (with a margin) is cancelled, and recorded as timed out unless it was paid meanwhile. With
   * `asking`, not when the gift was asked about under that rule a moment ago.
   */
  async function refresh(row: DonationRow, asking?: LimitRule): Promise<DonationRow> {
    if (row.status !== 'pending') return row;
    if (asking && !(await deps.limits.hit(asking, row.provider_ref))) return row;
    const request = await swish.retrievePaymentRequest(row.provider_ref);
    if (!request) return row;
    const age = clock.now().getTime() - Date.parse(row.created_at);
    if (request.state !== 'waiting' || age < SWISH_CLOSE_AFTER_MS) return settle(row, request);
    const closed = await swish.cancelPaymentRequest(row.provider_ref);
    if (!closed) return row;
    return settle(row, closed.state === 'cancelled' ? { ...closed, code: TIMED_OUT } : closed);
  }

  /** Closes the gifts nobody finished: asked about at Swish, and cancelled if still open. */
  async function sweep(): Promise<number> {
    const cutoff = new Date(clock.now().getTime() - SWISH_CLOSE_AFTER_MS).toISOString();
    const open = await swishRepo.listOpenBefore(cutoff);
    for (const row of open) await refresh(row);
    return open.length;
  }

  return { settle, refresh, sweep };
}

/** The page's answer when the request was made: the QR code and app link of its token. */
async function startAnswer(
  swish: SwishProvider,
  id: string,
  token: string | null,
  returnUrl: string,
): Promise<StartSwishResponse> {
  if (!token) return { id, qrSvg: null, appUrl: null };
  // `D` + token: unverified against Swish's QR specification, to confirm in MSS (decision 012).
  const qrSvg = await QRCode.toString(`D${token}`, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return { id, qrSvg, appUrl: swish.appUrl(token, returnUrl) };
}

/** Swish gifts: started here, then followed by the page's polls and Swish's callbacks. */
export function createSwishDonations(deps: SwishDeps, donations: DonationService) {
  const { swish, clock } = deps;
  const repo = createDonationsRepo(deps.db);
  const recorder = createSwishRecorder(deps, donations.reconciler);
  const nowIso = () => clock.now().toISOString();

  async function giftOf(id: string): Promise<DonationRow> {
    const row = await repo.findDonationBy('provider_ref', id);
    if (row?.method !== 'swish') throw localizedError(404, MESSAGES.unknownTransaction);
    return row;
  }

  const statusOf = (row: DonationRow): SwishStatusResponse => ({
    state: swishStateOfRow(row),
    amountOre: row.amount_ore,
  });

  /** The gift's row, waiting, before Swish hears of it. */
  function recordPending(id: string, giver: ReturnType<typeof donorFacts>) {
    const facts = {
      ...giver,
      provider: swish.kind,
      providerRef: id,
      paymentId: null,
      subscriptionId: null,
      kind: 'one_time' as const,
      method: 'swish' as const,
      statusAt: nowIso(),
    };
    return repo.recordDonation(pendingDonation(facts, nowIso()));
  }

  return {
    sweep: recorder.sweep,

    /** POST /api/donations/swish */
    async start(
      input: StartInput,
      clientRef: string,
      addresses: SwishAddresses,
    ): Promise<StartSwishResponse> {
      donations.ensureMethod('swish');
      const giver = await donations.admit(input, clientRef);
      const id = newInstructionId();
      const row = await recordPending(id, giver);
      if (input.tribute) await donations.recordTribute(row.id, input.tribute, input.locale);
      const { name } = brand;
      try {
        const { token } = await swish.createPaymentRequest({
          id,
          amountOre: input.amountOre,
          reference: id,
          message: swishMessage(i18nFor(input.locale)._(msg`Gift to ${name}`)),
          callbackUrl: addresses.callbackUrl,
          payer: input.payer,
        });
        return await startAnswer(swish, id, token, addresses.returnUrl(id));
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        const code = error.options.code ?? 'UNAVAILABLE';
        const change = { status: 'failed' as const, at: nowIso(), failureMessage: code };
        await donations.reconciler.settle(row, change);
        if (error.options.unavailable || !error.options.code) throw error;
        // Refused (e.g. the payer is not enrolled): the page reads why from the gift's status.
        return { id, qrSvg: null, appUrl: null };
      }
    },

    /** GET /api/donations/swish/:id: the page's poll; a waiting gift is asked about at Swish. */
    async status(id: string): Promise<SwishStatusResponse> {
      return statusOf(await recorder.refresh(await giftOf(id), SWISH_ASKS.poll));
    },

    /** DELETE /api/donations/swish/:id: the payer chose to stop (another method, or again). */
    async cancel(id: string): Promise<SwishStatusResponse> {
      const row = await giftOf(id);
      if (row.status !== 'pending') return statusOf(row);
      const request = await swish.cancelPaymentRequest(row.provider_ref);
      return statusOf(request ? await recorder.settle(row, request) : row);
    },

    /** POST /api/swish/callback: only the id is believed; Swish is asked what happened. */
    async callback(id: string | undefined): Promise<void> {
      const row = id ? await repo.findDonationBy('provider_ref', id) : undefined;
      if (row?.method === 'swish') await recorder.refresh(row, SWISH_ASKS.callback);
    },
  };
}

export type SwishDonations = ReturnType<typeof createSwishDonations>;
