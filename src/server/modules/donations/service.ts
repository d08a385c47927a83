import { randomUUID } from 'node:crypto';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { brand } from '#shared/brand.ts';
import type { DonationMethod } from '#shared/donations.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { DECLINE_MESSAGES, declineMessage } from '#shared/payments/decline-messages.ts';
import type { GiftTargetInput } from '#shared/schemas/appeals.ts';
import type {
  CreateRecurringDonationResponse,
  createPaymentIntentSchema,
  createRecurringDonationSchema,
  DonationListItem,
  DonationsReport,
  DonationTotals,
  GivingOverview,
} from '#shared/schemas/donations.ts';
import type { AppDeps } from '../../deps.ts';
import type { Clock } from '../../lib/clock.ts';
import { type HttpError, localizedError } from '../../lib/http-error.ts';
import {
  createPersonalNumbers,
  type TaxReductionColumns,
} from '../../lib/personal-numbers/personal-numbers.ts';
import {
  type CreatePaymentParams,
  type CreateSubscriptionParams,
  PaymentProviderError,
} from '../../payments/port.ts';
import { CLIENT_REF_TTL_MS } from '../payments/index.ts';
import { createTributesService } from '../tributes/index.ts';
import { createDeclineGuard, DECLINE_LIMIT_MESSAGE, type DeclineLimits } from './declines.ts';
import { type GiftTarget, type GiftTargets, noGiftTargets, targetMetadata } from './gift-target.ts';
import { givingOverview, givingStart } from './giving.ts';
import { createDonationReconciler, PURPOSE } from './reconcile.ts';
import { createDonationsRepo } from './repo.ts';
import { pendingDonation, toListItem, toPastDueGift } from './rows.ts';

export { DECLINE_LIMIT } from './declines.ts';

export const MESSAGES = {
  declineLimit: DECLINE_LIMIT_MESSAGE,
  methodUnavailable: msg`This payment method is not available.`,
  startFailed: msg`Unable to start payment.`,
  monthlyFailed: msg`Unable to set up a monthly donation.`,
  unknownTransaction: msg`We could not find this payment.`,
  notPaid: msg`This payment has not been completed, so no receipt was sent.`,
  verifyFailed: msg`Unable to verify payment status.`,
  taxReductionOff: msg`A tax reduction is not offered for gifts to us.`,
} as const;

/** `locale`: the language of the page the gift is given from. */
type OneTimeInput = z.output<typeof createPaymentIntentSchema> & { locale: Locale };
type MonthlyInput = z.output<typeof createRecurringDonationSchema> & { locale: Locale };

export type DonationServiceDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'mailer'> & {
  config: Pick<
    AppDeps['config'],
    'notifyEmail' | 'paymentMethods' | 'taxReduction' | 'personalDataKey'
  >;
  /** The shared counters (`app.limits`): declines are counted across instances. */
  limits: DeclineLimits;
  /** Appeals and fundraisers a gift may go to (the appeals module); none when left out. */
  targets?: GiftTargets;
};

/** What the service is made of: the gifts' SQL, their tributes, the reconciler, the decline guard. */
function serviceParts(deps: DonationServiceDeps) {
  const tributes = createTributesService(deps);
  const { notifyEmail } = deps.config;
  return {
    repo: createDonationsRepo(deps.db),
    tributes,
    reconciler: createDonationReconciler({ ...deps, notifyEmail, tributes }),
    declines: createDeclineGuard(deps),
    personalNumbers: givenPersonalNumbers(deps.config),
  };
}

export function createDonationService(deps: DonationServiceDeps) {
  const { clock, payments, config } = deps;
  const { repo, tributes, reconciler, declines, personalNumbers } = serviceParts(deps);
  const targets = deps.targets ?? noGiftTargets;
  const nowIso = () => clock.now().toISOString();

  /**
   * The giver's facts, once a number not taken, an appeal or fundraiser that takes no gifts and a
   * payer over the decline limit are refused.
   */
  async function admit(input: GiverInput, clientRef: string) {
    const taxReduction = personalNumbers.columnsOf(input);
    const target = await targets.resolve(input);
    await declines.refuseIfOver({ clientRef, email: input.donorEmail });
    const cutoff = new Date(clock.now().getTime() - CLIENT_REF_TTL_MS).toISOString();
    await repo.clearClientRefsBefore(cutoff); // the addresses whose hour has passed
    return { ...donorFacts(input, clientRef, taxReduction), target };
  }

  function ensureMethod(method: DonationMethod) {
    if (!config.paymentMethods.includes(method)) {
      throw localizedError(400, MESSAGES.methodUnavailable);
    }
  }

  return {
    reconciler,
    declines,
    admit,
    ensureMethod,
    recordTribute: tributes.record, // in memory or in honour of someone, with a one-time gift

    /** POST /api/create-payment-intent */
    async startOneTime(input: OneTimeInput, clientRef: string): Promise<{ clientSecret: string }> {
      ensureMethod(input.paymentMethodType);
      const giver = await admit(input, clientRef);
      const payment = await payments.createPayment(oneTimePayment(input, giver.target), {
        idempotencyKey: `donation-intent:${randomUUID()}`,
      });
      const facts = {
        ...giver,
        provider: payments.kind,
        providerRef: payment.id,
        paymentId: payment.id,
        subscriptionId: null,
        kind: 'one_time' as const,
        method: input.paymentMethodType,
        statusAt: payment.createdAt,
      };
      const gift = await repo.recordDonation(pendingDonation(facts, nowIso()));
      if (input.tribute) await tributes.record(gift.id, input.tribute, input.locale);
      if (!payment.clientSecret) {
        throw new PaymentProviderError('The payment has no client secret.');
      }
      return { clientSecret: payment.clientSecret };
    },

    /** POST /api/create-recurring-donation */
    async startMonthly(
      input: MonthlyInput,
      clientRef: string,
    ): Promise<CreateRecurringDonationResponse> {
      const giver = await admit(input, clientRef);
      const params = monthlySubscription(input, giver.target);
      const created = await payments.createMonthlySubscription(params, {
        idempotencyKey: `donation-subscription:${randomUUID()}`,
      });
      const { subscription, invoiceId, payment } = created;
      await reconciler.trackSubscription(subscription, subscription.createdAt, giver.taxReduction);
      if (invoiceId && payment) {
        const facts = {
          ...giver,
          provider: payments.kind,
          providerRef: invoiceId,
          paymentId: payment.id,
          subscriptionId: subscription.id,
          kind: 'monthly' as const,
          method: 'card' as const,
          statusAt: payment.createdAt,
        };
        const donation = await repo.recordDonation(pendingDonation(facts, nowIso()));
        const settled = await reconciler.settleFromPayment(donation, payment, nowIso());
        if (settled.status === 'failed') {
          // The first month was declined: no standing order is left waiting for a card.
          await payments.cancelSubscription(subscription.id);
          throw declined(payment.failureCode);
        }
      }
      const requiresAction = payment?.status === 'actionRequired';
      return {
        subscriptionId: subscription.id,
        status: subscription.status,
        requiresAction,
        clientSecret: requiresAction ? (payment?.clientSecret ?? null) : null,
        paymentIntentId: payment?.id ?? null,
      };
    },

    /**
     * POST /api/send-donation-emails: asks the provider whether the payment went through, records
     * it, and queues the e-mails (once). Nothing is sent for a payment that is not paid.
     */
    async confirmAndSendReceipts(transactionId: string): Promise<{ sent: true }> {
      const payment = await payments.retrievePayment(transactionId);
      const donation = payment ? await reconciler.donationForPayment(payment) : undefined;
      if (!payment || !donation) throw localizedError(404, MESSAGES.unknownTransaction);
      const settled = await reconciler.settleFromPayment(donation, payment, nowIso());
      if (settled.status !== 'succeeded') throw localizedError(409, MESSAGES.notPaid);
      return { sent: true };
    },

    ...adminViews(repo, clock, personalNumbers),
  };
}

/** What the admin reads of the gifts. */
function adminViews(
  repo: ReturnType<typeof createDonationsRepo>,
  clock: Clock,
  personalNumbers: ReturnType<typeof givenPersonalNumbers>,
) {
  return {
    /** The admin dashboard's giving at a glance: 24 months, the monthly donors, the year so far. */
    async overview(): Promise<GivingOverview> {
      const now = clock.now();
      const hours = await repo.netByHour(givingStart(now));
      return givingOverview(hours, await repo.countSubscriptionsByStatus(), now);
    },

    /** The admin's view of [from, to) (ISO times). */
    async report(from: string, to: string): Promise<Omit<DonationsReport, 'from' | 'to'>> {
      const donations = (await repo.listDonations(from, to)).map((row) =>
        toListItem(row, personalNumbers.masked(row.personal_number)),
      );
      const pastDue = (await repo.listPastDue()).map(toPastDueGift);
      const totals = totalsOf(donations, await repo.countActiveSubscriptions());
      return { donations, totals, pastDue };
    },
  };
}

export type DonationService = ReturnType<typeof createDonationService>;

/** The givers' personal identity numbers, taken only when the tax reduction is offered. */
function givenPersonalNumbers(config: DonationServiceDeps['config']) {
  const personalNumbers = createPersonalNumbers(config.personalDataKey);
  return {
    ...personalNumbers,
    /** The gift's tax-reduction columns when the giver asked for one (refused when not offered). */
    columnsOf(input: { personalNumber?: string }): TaxReductionColumns | undefined {
      if (input.personalNumber === undefined) return undefined;
      if (!config.taxReduction) {
        throw localizedError(400, MESSAGES.taxReductionOff, 'personalNumber');
      }
      return personalNumbers.columnsFor(input.personalNumber);
    },
  };
}

const donorMetadata = (input: { donorName: string; donorEmail: string; locale: Locale }) => ({
  purpose: PURPOSE,
  donor_name: input.donorName,
  donor_email: input.donorEmail,
  locale: input.locale,
});

function oneTimePayment(input: OneTimeInput, target: GiftTarget): CreatePaymentParams {
  return {
    amountOre: input.amountOre,
    currency: 'sek',
    methodType: input.paymentMethodType,
    description: `Donation to ${brand.name}`,
    metadata: { ...donorMetadata(input), ...targetMetadata(target) },
  };
}

function monthlySubscription(input: MonthlyInput, target: GiftTarget): CreateSubscriptionParams {
  return {
    amountOre: input.amountOre,
    currency: 'sek',
    interval: 'month',
    paymentMethodId: input.paymentMethodId,
    customer: { name: input.donorName || null, email: input.donorEmail || null },
    productName: `Monthly donation to ${brand.name}`,
    metadata: {
      ...donorMetadata(input),
      ...targetMetadata(target),
      amount_ore: String(input.amountOre),
    },
  };
}

/** The report's sums: paid gifts only; the kinds' sums are net of refunds. */
function totalsOf(donations: DonationListItem[], activeMonthlyDonors: number): DonationTotals {
  const paid = donations.filter((d) => d.status === 'succeeded');
  const gross = paid.reduce((total, d) => total + d.amountOre, 0);
  const refunded = paid.reduce((total, d) => total + d.refundedOre, 0);
  const sum = (items: DonationListItem[]) =>
    items.reduce((total, d) => total + d.amountOre - d.refundedOre, 0);
  return {
    succeededOre: gross,
    refundedOre: refunded,
    netOre: gross - refunded,
    succeededCount: paid.length,
    oneTimeOre: sum(paid.filter((d) => d.kind === 'one_time')),
    monthlyOre: sum(paid.filter((d) => d.kind === 'monthly')),
    activeMonthlyDonors,
  };
}

/** The gift's facts that come from the giver's own request. */
/** What every payment start says of the gift and its giver. */
type GiverInput = GiftTargetInput & {
  amountOre: number;
  donorName: string;
  donorEmail: string;
  locale: Locale;
  personalNumber?: string | undefined;
};

export function donorFacts(
  input: GiverInput,
  clientRef: string,
  taxReduction: TaxReductionColumns | undefined,
) {
  return {
    amountOre: input.amountOre,
    currency: 'sek',
    donorName: input.donorName,
    donorEmail: input.donorEmail,
    clientRef,
    locale: input.locale,
    taxReduction,
  };
}

/** A declined payment as a 402, in our words for its decline code and the request's language. */
const declined = (code: string | null | undefined): HttpError =>
  localizedError(
    402,
    declineMessage({ decline_code: code ?? undefined }) ?? DECLINE_MESSAGES.declined,
  );

/**
 * What the browser hears when the provider says no: a decline in our words for its code, a
 * refused request as the spec's message (logged: it is our mistake). An outage stays a 500.
 */
export function providerFailure(
  error: unknown,
  log: FastifyBaseLogger,
  fallback: MessageDescriptor,
): unknown {
  if (!(error instanceof PaymentProviderError) || error.options.unavailable) return error;
  if (error.options.declined) return declined(error.options.code);
  log.error({ err: error }, 'payment provider refused the call');
  return localizedError(400, fallback);
}
