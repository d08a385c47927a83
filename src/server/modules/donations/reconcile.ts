import type { FastifyBaseLogger } from 'fastify';
import type { DonationStatus } from '#shared/schemas/donations.ts';
import type { DonationRow } from '../../db/tables/donations.ts';
import type { AppDeps } from '../../deps.ts';
import type { TaxReductionColumns } from '../../lib/personal-numbers/personal-numbers.ts';
import type { Invoice, Payment, Subscription } from '../../payments/port.ts';
import {
  type PaymentEventDispatcher,
  raiseRefunded,
  recordDisputeStatus,
} from '../payments/index.ts';
import type { TributesService } from '../tributes/index.ts';
import type { DeclineGuard } from './declines.ts';
import type { GiftTargets } from './gift-target.ts';
import { createPastDueTracker } from './past-due.ts';
import { queueDonationEmails } from './receipts.ts';
import { createDonationsRepo } from './repo.ts';
import { invoiceFacts, paymentFacts, pendingDonation } from './rows.ts';

/** Every payment carries this metadata, so events about other payments (tickets) are left alone. */
export const PURPOSE = 'donation';

export type ReconcileDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'mailer'> & {
  notifyEmail: string;
  /** A paid gift's card in memory or in honour of someone goes out before its receipt. */
  tributes: Pick<TributesService, 'deliver'>;
  /** What follows a paid gift to an appeal or fundraiser (the organiser's e-mail). */
  targets?: Pick<GiftTargets, 'onPaid'>;
};

/** How a payment's status reads as a gift's status. */
const donationStatusOf = (payment: Payment): DonationStatus =>
  payment.status === 'actionRequired' ? 'pending' : payment.status;

/**
 * Keeps the gifts in step with the provider's word, wherever it comes from: the answer to a
 * call, the browser's receipt request, or a webhook event (delivered at least once, in any order).
 */
export function createDonationReconciler(deps: ReconcileDeps) {
  const { clock, payments, mailer } = deps;
  const repo = createDonationsRepo(deps.db);
  const nowIso = () => clock.now().toISOString();

  /**
   * Sets the gift's status from the provider's word; a success sends its card, if it has one, and
   * queues the e-mails (each once). With
   * `log` (a webhook), a failure to queue them is logged rather than failing the delivery: the
   * payment is recorded, and the browser's receipt call or a later event queues them again.
   */
  async function settle(
    donation: DonationRow,
    change: { status: DonationStatus; at: string; failureMessage?: string | null },
    log?: FastifyBaseLogger,
  ): Promise<DonationRow> {
    const changed = await repo.applyDonationStatus(donation.id, { ...change, now: nowIso() });
    const current = changed ? await repo.findDonation(donation.id) : donation;
    if (current.status !== 'succeeded') return current;
    try {
      const card = await deps.tributes.deliver(current);
      await queueDonationEmails(mailer, current, deps.notifyEmail, card);
      await deps.targets?.onPaid(current, log);
    } catch (error) {
      if (!log) throw error;
      log.error({ err: error, donationId: current.id }, 'donation e-mails not queued');
    }
    return current;
  }

  function settleFromPayment(
    donation: DonationRow,
    payment: Payment,
    at: string,
    log?: FastifyBaseLogger,
  ) {
    const change = {
      status: donationStatusOf(payment),
      at,
      failureMessage: payment.failureMessage,
    };
    return settle(donation, change, log);
  }

  /** The gift a payment belongs to; one-time gifts unknown so far are recorded from it. */
  async function donationForPayment(payment: Payment): Promise<DonationRow | undefined> {
    const known = await repo.findDonationBy('payment_intent_id', payment.id);
    if (known || payment.metadata.purpose !== PURPOSE) return known;
    const facts = paymentFacts(payment, payments.kind);
    return repo.recordDonation(pendingDonation(facts, nowIso()));
  }

  /** The month's payment an invoice stands for; recorded from the invoice when it is new to us. */
  async function donationForInvoice(invoice: Invoice): Promise<DonationRow | undefined> {
    const subscription = invoice.subscription;
    if (!subscription || subscription.metadata.purpose !== PURPOSE) return undefined;
    const known = await repo.findDonationBy('provider_ref', invoice.id);
    if (known) return known;
    const facts = invoiceFacts(invoice, subscription, payments.kind);
    // Each month is its own gift occasion, with the standing order's number (never in metadata).
    const taxReduction = await repo.subscriptionTaxReduction(subscription.id);
    return repo.recordDonation(pendingDonation({ ...facts, taxReduction }, nowIso()));
  }

  /**
   * The subscription as the provider now describes it: status, amount, next payment, pause.
   * `taxReduction`: the number the giver gave when starting it here (never in the metadata).
   */
  async function trackSubscription(
    subscription: Subscription,
    at: string,
    taxReduction?: TaxReductionColumns,
  ) {
    const metadata = subscription.metadata;
    const amountOre = subscription.amountOre ?? Number(metadata.amount_ore);
    if (metadata.purpose !== PURPOSE || !Number.isInteger(amountOre)) return;
    const now = nowIso();
    const standing = {
      status: subscription.status,
      amount_ore: amountOre,
      next_payment_at: subscription.nextPaymentAt,
      paused_until: subscription.pausedUntil,
    };
    await repo.recordSubscription({
      ...standing,
      provider: payments.kind,
      provider_ref: subscription.id,
      currency: 'sek',
      donor_name: metadata.donor_name || null,
      donor_email: metadata.donor_email || null,
      status_at: at,
      created_at: now,
      updated_at: now,
    });
    if (taxReduction) await repo.setSubscriptionTaxReduction(subscription.id, taxReduction);
    await repo.applySubscriptionStatus(subscription.id, { ...standing, at, now });
  }

  return { settle, settleFromPayment, donationForPayment, donationForInvoice, trackSubscription };
}

export type DonationReconciler = ReturnType<typeof createDonationReconciler>;

/** The payment events that move a gift; anything about other payments is left to its domain. */
export function registerDonationEvents(
  events: PaymentEventDispatcher,
  { reconciler, declines }: { reconciler: DonationReconciler; declines: DeclineGuard },
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
) {
  const { db, clock } = deps;
  const pastDue = createPastDueTracker(deps);
  events.on('payment', async ({ id, payment, at, declined }, log) => {
    const donation = await reconciler.donationForPayment(payment);
    if (!donation) return;
    await reconciler.settleFromPayment(donation, payment, at, log);
    if (declined) await declines.onDecline(id, donation, payment.declinedCardFingerprint, log);
  });

  // One month of a monthly gift.
  events.on('invoice', async ({ invoice, paid, at }, log) => {
    const donation = await reconciler.donationForInvoice(invoice);
    if (!donation) return;
    const failureMessage = paid ? null : "The month's payment failed.";
    const month = await reconciler.settle(
      donation,
      { status: paid ? 'succeeded' : 'failed', at, failureMessage },
      log,
    );
    if (paid) await pastDue.onMonthPaid(month, invoice);
    // A first month declined at sign-up is told in the browser, and leaves no standing order.
    else if (invoice.renewal) await pastDue.onMonthFailed(month, at, log);
  });

  events.on('subscription', ({ subscription, at }) =>
    reconciler.trackSubscription(subscription, at),
  );

  events.on('refund', async ({ refund }) => {
    await raiseRefunded(db, 'donations', { ...refund, now: clock.now().toISOString() });
  });

  events.on('dispute', async ({ dispute }) => {
    const change = { paymentId: dispute.paymentId, status: dispute.status };
    await recordDisputeStatus(db, 'donations', { ...change, now: clock.now().toISOString() });
  });
}
