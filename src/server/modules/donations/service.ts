import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { brand } from '#shared/brand.ts';
import type { PaymentMethodType } from '#shared/donations.ts';
import type {
  CreateRecurringDonationResponse,
  createPaymentIntentSchema,
  createRecurringDonationSchema,
  DonationListItem,
  DonationStatus,
  DonationsReport,
} from '#shared/schemas/donations.ts';
import type { Db } from '../../db/database.ts';
import type { DonationRow } from '../../db/tables/donations.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, notFound, tooManyRequests } from '../../lib/http-error.ts';
import {
  type InvoiceObject,
  invoicePaymentIntentId,
  invoiceSubscription,
  type PaymentEvent,
  type PaymentIntentObject,
  PaymentProviderError,
  type PaymentsProvider,
  type SubscriptionObject,
} from '../../payments/port.ts';
import type { Mailer } from '../outbox/mailer.ts';
import { queueDonationEmails } from './receipts.ts';
import {
  applyDonationStatus,
  applySubscriptionStatus,
  countActiveSubscriptions,
  countFailuresSince,
  findDonation,
  findDonationByPaymentIntent,
  findDonationByRef,
  listDonations,
  recordDonation,
  recordSubscription,
} from './repo.ts';

/** Card testers try card after card: this many failed payments in an hour stop new attempts. */
export const DECLINE_LIMIT = { failures: 5, windowMs: 60 * 60_000 } as const;

export const MESSAGES = {
  declineLimit:
    'Several payments from your connection were declined. Please wait an hour before trying again.',
  methodUnavailable: 'This payment method is not available.',
  startFailed: 'Unable to start payment.',
  monthlyFailed: 'Unable to set up a monthly donation.',
  unknownTransaction: 'We could not find this payment.',
  notPaid: 'This payment has not been completed, so no receipt was sent.',
  verifyFailed: 'Unable to verify payment status.',
} as const;

/** Every payment carries this metadata, so events about other payments (tickets) are left alone. */
const PURPOSE = 'donation';

type OneTimeInput = z.output<typeof createPaymentIntentSchema>;
type MonthlyInput = z.output<typeof createRecurringDonationSchema>;

export interface DonationServiceDeps {
  db: Db;
  clock: Clock;
  payments: PaymentsProvider;
  mailer: Mailer;
  notifyEmail: string;
  paymentMethods: PaymentMethodType[];
}

/** A one-way hash of the client's address: enough to count its declines, useless for anything else. */
export function clientRefOf(ip: string): string {
  return createHash('sha256').update(`donation-client:${ip}`).digest('base64url').slice(0, 22);
}

const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

/** How a payment intent's status reads as a gift's status. */
function donationStatusOf(intent: PaymentIntentObject): DonationStatus {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'canceled') return 'failed';
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'failed';
  return 'pending';
}

export function createDonationService(deps: DonationServiceDeps) {
  const { db, clock, payments, mailer } = deps;
  const nowIso = () => clock.now().toISOString();

  async function refuseRepeatedDeclines(clientRef: string) {
    const since = new Date(clock.now().getTime() - DECLINE_LIMIT.windowMs).toISOString();
    if ((await countFailuresSince(db, clientRef, since)) >= DECLINE_LIMIT.failures) {
      throw tooManyRequests(MESSAGES.declineLimit);
    }
  }

  function donorMetadata(input: { donorName: string; donorEmail: string }) {
    return { purpose: PURPOSE, donor_name: input.donorName, donor_email: input.donorEmail };
  }

  /**
   * Sets the gift's status from the provider's word; a success queues the e-mails (once). With
   * `log` (a webhook), a failure to queue them is logged rather than failing the delivery: the
   * payment is recorded, and the browser's receipt call or a later event queues them again.
   */
  async function settle(
    donation: DonationRow,
    change: { status: DonationStatus; at: string; failureMessage?: string | null },
    log?: FastifyBaseLogger,
  ): Promise<DonationRow> {
    const changed = await applyDonationStatus(db, donation.id, { ...change, now: nowIso() });
    const current = changed ? await findDonation(db, donation.id) : donation;
    if (current.status !== 'succeeded') return current;
    try {
      await queueDonationEmails(mailer, current, deps.notifyEmail);
    } catch (error) {
      if (!log) throw error;
      log.error({ err: error, donationId: current.id }, 'donation e-mails not queued');
    }
    return current;
  }

  function settleFromIntent(
    donation: DonationRow,
    intent: PaymentIntentObject,
    at: string,
    log?: FastifyBaseLogger,
  ) {
    const failureMessage = intent.last_payment_error?.message ?? null;
    return settle(donation, { status: donationStatusOf(intent), at, failureMessage }, log);
  }

  /** The gift a payment intent belongs to; one-time gifts unknown so far are recorded from it. */
  async function donationForIntent(intent: PaymentIntentObject): Promise<DonationRow | undefined> {
    const known = await findDonationByPaymentIntent(db, intent.id);
    if (known || intent.metadata.purpose !== PURPOSE) return known;
    const now = nowIso();
    return recordDonation(db, {
      provider: payments.kind,
      provider_ref: intent.id,
      payment_intent_id: intent.id,
      subscription_id: null,
      kind: 'one_time',
      method: (intent.payment_method_types[0] ?? 'card') as PaymentMethodType,
      amount_ore: intent.amount,
      currency: intent.currency,
      donor_name: intent.metadata.donor_name || null,
      donor_email: intent.metadata.donor_email || null,
      status: 'pending',
      failure_message: null,
      client_ref: null,
      status_at: isoFromSeconds(intent.created),
      paid_at: null,
      created_at: now,
      updated_at: now,
    });
  }

  /** The month's payment an invoice stands for; recorded from the invoice when it is new to us. */
  async function donationForInvoice(invoice: InvoiceObject): Promise<DonationRow | undefined> {
    const subscription = invoiceSubscription(invoice);
    if (!subscription || subscription.metadata.purpose !== PURPOSE) return undefined;
    const known = await findDonationByRef(db, invoice.id);
    if (known) return known;
    const now = nowIso();
    return recordDonation(db, {
      provider: payments.kind,
      provider_ref: invoice.id,
      payment_intent_id: invoicePaymentIntentId(invoice),
      subscription_id: subscription.id,
      kind: 'monthly',
      method: 'card',
      amount_ore: invoice.amount_paid || invoice.amount_due,
      currency: invoice.currency,
      donor_name: subscription.metadata.donor_name || invoice.customer_name || null,
      donor_email: subscription.metadata.donor_email || invoice.customer_email || null,
      status: 'pending',
      failure_message: null,
      client_ref: null,
      status_at: isoFromSeconds(invoice.created),
      paid_at: null,
      created_at: now,
      updated_at: now,
    });
  }

  async function trackSubscription(subscription: SubscriptionObject, at: string) {
    const metadata = subscription.metadata;
    const amountOre = Number(metadata.amount_ore);
    if (metadata.purpose !== PURPOSE || !Number.isInteger(amountOre)) return;
    const now = nowIso();
    await recordSubscription(db, {
      provider: payments.kind,
      provider_ref: subscription.id,
      amount_ore: amountOre,
      currency: 'sek',
      donor_name: metadata.donor_name || null,
      donor_email: metadata.donor_email || null,
      status: subscription.status,
      status_at: at,
      created_at: now,
      updated_at: now,
    });
    await applySubscriptionStatus(db, subscription.id, { status: subscription.status, at, now });
  }

  function ensureMethod(method: PaymentMethodType) {
    if (!deps.paymentMethods.includes(method)) throw new HttpError(400, MESSAGES.methodUnavailable);
  }

  return {
    /** POST /api/create-payment-intent */
    async startOneTime(input: OneTimeInput, clientRef: string): Promise<{ clientSecret: string }> {
      ensureMethod(input.paymentMethodType);
      await refuseRepeatedDeclines(clientRef);
      const intent = await payments.createPaymentIntent(
        {
          amountOre: input.amount,
          currency: 'sek',
          methodType: input.paymentMethodType,
          description: `Donation to ${brand.name}`,
          metadata: donorMetadata(input),
        },
        { idempotencyKey: `donation-intent:${randomUUID()}` },
      );
      const now = nowIso();
      await recordDonation(db, {
        provider: payments.kind,
        provider_ref: intent.id,
        payment_intent_id: intent.id,
        subscription_id: null,
        kind: 'one_time',
        method: input.paymentMethodType,
        amount_ore: input.amount,
        currency: 'sek',
        donor_name: input.donorName || null,
        donor_email: input.donorEmail || null,
        status: 'pending',
        failure_message: null,
        client_ref: clientRef,
        status_at: isoFromSeconds(intent.created),
        paid_at: null,
        created_at: now,
        updated_at: now,
      });
      if (!intent.client_secret)
        throw new PaymentProviderError('The payment has no client secret.');
      return { clientSecret: intent.client_secret };
    },

    /** POST /api/create-recurring-donation */
    async startMonthly(
      input: MonthlyInput,
      clientRef: string,
    ): Promise<CreateRecurringDonationResponse> {
      await refuseRepeatedDeclines(clientRef);
      const metadata = { ...donorMetadata(input), amount_ore: String(input.amount) };
      const created = await payments.createMonthlySubscription(
        {
          amountOre: input.amount,
          currency: 'sek',
          interval: 'month',
          paymentMethodId: input.paymentMethodId,
          customer: { name: input.donorName || null, email: input.donorEmail || null },
          productName: `Monthly donation to ${brand.name}`,
          metadata,
        },
        { idempotencyKey: `donation-subscription:${randomUUID()}` },
      );
      const { subscription, invoiceId, paymentIntent: intent } = created;
      await trackSubscription(subscription, isoFromSeconds(subscription.created));
      if (invoiceId && intent) {
        const now = nowIso();
        const donation = await recordDonation(db, {
          provider: payments.kind,
          provider_ref: invoiceId,
          payment_intent_id: intent.id,
          subscription_id: subscription.id,
          kind: 'monthly',
          method: 'card',
          amount_ore: input.amount,
          currency: 'sek',
          donor_name: input.donorName || null,
          donor_email: input.donorEmail || null,
          status: 'pending',
          failure_message: null,
          client_ref: clientRef,
          status_at: isoFromSeconds(intent.created),
          paid_at: null,
          created_at: now,
          updated_at: now,
        });
        const settled = await settleFromIntent(donation, intent, nowIso());
        if (settled.status === 'failed') {
          // The first month was declined: no standing order is left waiting for a card.
          await payments.cancelSubscription(subscription.id);
          throw new HttpError(402, intent.last_payment_error?.message ?? 'Your card was declined.');
        }
      }
      const requiresAction =
        intent?.status === 'requires_action' || intent?.status === 'requires_confirmation';
      return {
        subscriptionId: subscription.id,
        status: subscription.status,
        requiresAction,
        clientSecret: requiresAction ? (intent?.client_secret ?? null) : null,
        paymentIntentId: intent?.id ?? null,
      };
    },

    /**
     * POST /api/send-donation-emails: asks the provider whether the payment went through, records
     * it, and queues the e-mails (once). Nothing is sent for a payment that is not paid.
     */
    async confirmAndSendReceipts(transactionId: string): Promise<{ sent: true }> {
      const intent = await payments.retrievePaymentIntent(transactionId);
      const donation = intent ? await donationForIntent(intent) : undefined;
      if (!intent || !donation) throw notFound(MESSAGES.unknownTransaction);
      const settled = await settleFromIntent(donation, intent, nowIso());
      if (settled.status !== 'succeeded') throw new HttpError(409, MESSAGES.notPaid);
      return { sent: true };
    },

    /** payment_intent.succeeded / .processing / .payment_failed / .canceled */
    async onPaymentIntentEvent(
      event: PaymentEvent,
      intent: PaymentIntentObject,
      log: FastifyBaseLogger,
    ) {
      const donation = await donationForIntent(intent);
      if (donation) await settleFromIntent(donation, intent, isoFromSeconds(event.created), log);
    },

    /** invoice.paid / invoice.payment_failed: one month of a monthly gift. */
    async onInvoiceEvent(
      event: PaymentEvent,
      invoice: InvoiceObject,
      paid: boolean,
      log: FastifyBaseLogger,
    ) {
      const donation = await donationForInvoice(invoice);
      if (!donation) return;
      const at = isoFromSeconds(event.created);
      const failureMessage = paid ? null : "The month's payment failed.";
      await settle(donation, { status: paid ? 'succeeded' : 'failed', at, failureMessage }, log);
    },

    /** customer.subscription.created / .updated / .deleted */
    async onSubscriptionEvent(event: PaymentEvent, subscription: SubscriptionObject) {
      await trackSubscription(subscription, isoFromSeconds(event.created));
    },

    /** The admin's view of [from, to) (ISO times). */
    async report(from: string, to: string): Promise<Omit<DonationsReport, 'from' | 'to'>> {
      const rows = await listDonations(db, from, to);
      const donations = rows.map(toListItem);
      const paid = donations.filter((d) => d.status === 'succeeded');
      const sum = (items: DonationListItem[]) => items.reduce((total, d) => total + d.amountOre, 0);
      return {
        donations,
        totals: {
          succeededOre: sum(paid),
          succeededCount: paid.length,
          oneTimeOre: sum(paid.filter((d) => d.kind === 'one_time')),
          monthlyOre: sum(paid.filter((d) => d.kind === 'monthly')),
          activeMonthlyDonors: await countActiveSubscriptions(db),
        },
      };
    },
  };
}

export type DonationService = ReturnType<typeof createDonationService>;

export function toListItem(row: DonationRow): DonationListItem {
  return {
    id: row.id,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    donorName: row.donor_name,
    donorEmail: row.donor_email,
    amountOre: row.amount_ore,
    currency: row.currency,
    kind: row.kind,
    method: row.method,
    status: row.status,
    providerRef: row.provider_ref,
    subscriptionId: row.subscription_id,
    test: row.provider === 'sandbox',
  };
}

/**
 * What the browser hears when the provider says no: a decline in the provider's own words, a
 * refused request as the spec's message (logged: it is our mistake). An outage stays a 500.
 */
export function providerFailure(error: unknown, log: FastifyBaseLogger, fallback: string): unknown {
  if (!(error instanceof PaymentProviderError) || error.options.unavailable) return error;
  if (error.options.declined) return new HttpError(402, error.message);
  log.error({ err: error }, 'payment provider refused the call');
  return new HttpError(400, fallback);
}
