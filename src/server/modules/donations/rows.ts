import type { DonationMethod } from '#shared/donations.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locale.ts';
import type { DonationKind, DonationListItem, PastDueGift } from '#shared/schemas/donations.ts';
import type {
  DonationRow,
  DonationSubscriptionRow,
  DonationsTable,
} from '../../db/tables/donations.ts';
import type { TaxReductionColumns } from '../../lib/personal-numbers/personal-numbers.ts';
import type { Invoice, Payment, PaymentsProvider } from '../../payments/port.ts';
import { type GiftTarget, NO_TARGET, targetOf } from './gift-target.ts';
import type { NewDonation } from './repo.ts';

/** What the site knows of a gift when it first hears of it. */
export interface DonationFacts {
  provider: DonationsTable['provider'];
  /** The payment's id for a one-time gift, the invoice's for a month of a monthly one. */
  providerRef: string;
  paymentId: string | null;
  subscriptionId: string | null;
  kind: DonationKind;
  method: DonationMethod;
  amountOre: number;
  currency: string;
  donorName: string | null | undefined;
  donorEmail: string | null | undefined;
  /** The giver's hashed address, when the gift started here (not from an event). */
  clientRef: string | null;
  /** When the provider created the payment: the status "pending" holds as of then. */
  statusAt: string;
  /** The language of the page the gift was given from: its receipts are written in it. */
  locale: Locale;
  /** The giver asked for a tax reduction with this (sealed) number. */
  taxReduction?: TaxReductionColumns | undefined;
  /** The appeal or fundraiser it was given to, and what its page may show (issue 31). */
  target?: GiftTarget | undefined;
}

/**
 * The gift's language as its payment or subscription carries it (`donorMetadata`), so a gift
 * first heard of from the provider, and every month of a monthly one, keeps it too.
 */
export const localeOf = (metadata: Record<string, string>): Locale =>
  isLocale(metadata.locale) ? metadata.locale : DEFAULT_LOCALE;

/** A one-time gift first heard of from its payment: its donor is in the payment's metadata. */
export function paymentFacts(payment: Payment, provider: PaymentsProvider['kind']): DonationFacts {
  return {
    provider,
    providerRef: payment.id,
    paymentId: payment.id,
    subscriptionId: null,
    kind: 'one_time',
    method: payment.methodType,
    amountOre: payment.amountOre,
    currency: payment.currency,
    donorName: payment.metadata.donor_name,
    donorEmail: payment.metadata.donor_email,
    clientRef: null,
    statusAt: payment.createdAt,
    locale: localeOf(payment.metadata),
    target: targetOf(payment.metadata),
  };
}

/** A month of a monthly gift first heard of from its invoice. */
export function invoiceFacts(
  invoice: Invoice,
  subscription: NonNullable<Invoice['subscription']>,
  provider: PaymentsProvider['kind'],
): DonationFacts {
  return {
    provider,
    providerRef: invoice.id,
    paymentId: invoice.paymentId,
    subscriptionId: subscription.id,
    kind: 'monthly',
    method: 'card',
    amountOre: invoice.amountOre,
    currency: invoice.currency,
    donorName: subscription.metadata.donor_name || invoice.customer.name,
    donorEmail: subscription.metadata.donor_email || invoice.customer.email,
    clientRef: null,
    statusAt: invoice.createdAt,
    locale: localeOf(subscription.metadata),
    target: targetOf(subscription.metadata),
  };
}

/** A new, pending gift's row. */
export function pendingDonation(facts: DonationFacts, now: string): NewDonation {
  return {
    provider: facts.provider,
    provider_ref: facts.providerRef,
    payment_intent_id: facts.paymentId,
    subscription_id: facts.subscriptionId,
    kind: facts.kind,
    method: facts.method,
    amount_ore: facts.amountOre,
    currency: facts.currency,
    donor_name: facts.donorName || null,
    donor_email: facts.donorEmail || null,
    status: 'pending',
    failure_message: null,
    client_ref: facts.clientRef,
    status_at: facts.statusAt,
    paid_at: null,
    created_at: now,
    updated_at: now,
    locale: facts.locale,
    ...facts.taxReduction,
    ...(facts.target ?? NO_TARGET),
  };
}

/** `personalNumber`: the giver's number as the reader may see it (masked for the admin). */
export function toListItem(row: DonationRow, personalNumber: string | null): DonationListItem {
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
    paymentReference: row.payment_reference,
    subscriptionId: row.subscription_id,
    test: row.provider === 'sandbox',
    personalNumber,
    refundedOre: row.refunded_ore,
    disputeStatus: row.dispute_status,
  };
}

export function toPastDueGift(row: DonationSubscriptionRow): PastDueGift {
  return {
    subscriptionId: row.provider_ref,
    donorName: row.donor_name,
    donorEmail: row.donor_email,
    amountOre: row.amount_ore,
    since: row.past_due_since ?? row.status_at,
    test: row.provider === 'sandbox',
  };
}
