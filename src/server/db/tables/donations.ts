import type { Generated, Selectable } from 'kysely';
import type { DonationMethod } from '#shared/donations.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { DonationKind, DonationStatus } from '#shared/schemas/donations.ts';
import type { TableColumnNames, Timestamp } from './columns.ts';

/**
 * One payment of a gift: a one-time gift, or one month of a monthly gift. Rows change only on
 * what the payment provider reports (verified webhook events or retrievals).
 */
export interface DonationsTable {
  id: Generated<number>;
  /** 'stripe' or 'swish', or 'sandbox' for test payments taken without their keys. */
  provider: 'stripe' | 'sandbox' | 'swish';
  /**
   * The payment at the provider: the payment intent of a one-time gift, the invoice of a monthly
   * one, the payment request (its instruction UUID) of a Swish gift.
   */
  provider_ref: string;
  payment_intent_id: string | null;
  /** The provider's subscription, for monthly gifts. */
  subscription_id: string | null;
  kind: DonationKind;
  method: DonationMethod;
  amount_ore: number;
  currency: string;
  donor_name: string | null;
  donor_email: string | null;
  status: DonationStatus;
  failure_message: string | null;
  /** A one-way hash of the giver's address, to slow down card testing; nothing else reads it. */
  client_ref: string | null;
  /** The provider's time of the status (event or object creation), so older news never wins. */
  status_at: Timestamp;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** What the provider has given back so far, in öre (less than the amount after a partial refund). */
  refunded_ore: Generated<number>;
  /** The provider's state of a dispute about the payment (needs_response, won, lost…); null when none. */
  dispute_status: string | null;
  /** The language of the page it came from: the person's e-mails are written in it. */
  locale: Generated<Locale>;
  /** 1 when the giver asked for a tax reduction (0 otherwise). */
  tax_reduction: Generated<number>;
  /** The giver's personal identity number, sealed (AES-256-GCM, PERSONAL_DATA_KEY); null when none or erased. */
  personal_number: string | null;
  /** A keyed hash of the number: the same giver's gifts share it, and the report groups by it. */
  personal_number_hmac: string | null;
  /** Swish's reference of the payment once paid (the bank statement's); null for other methods. */
  payment_reference: string | null;
  /** The appeal the gift was given to, directly or through a fundraiser (migration 030). */
  appeal_id: number | null;
  /** The supporter's fundraiser the gift was given through. */
  fundraiser_id: number | null;
  /** 1 when the giver lets the appeal's page show their first name (else "Anonymous"). */
  show_name: Generated<number>;
  /** 1 when the giver lets the page (and a fundraiser's organiser) see the amount. */
  show_amount: Generated<number>;
  /** The giver's short message for the appeal's or fundraiser's page; null for none. */
  public_message: string | null;
}

/** A monthly gift's standing order at the provider. */
export interface DonationSubscriptionsTable {
  id: Generated<number>;
  provider: 'stripe' | 'sandbox';
  provider_ref: string;
  amount_ore: number;
  currency: string;
  donor_name: string | null;
  donor_email: string | null;
  /** The provider's status: incomplete, active, past_due, canceled… */
  status: string;
  status_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 1 when the giver asked for a tax reduction (0 otherwise). */
  tax_reduction: Generated<number>;
  /** The giver's personal identity number, sealed (AES-256-GCM, PERSONAL_DATA_KEY); null when none or erased. */
  personal_number: string | null;
  /** A keyed hash of the number: the same giver's gifts share it, and the report groups by it. */
  personal_number_hmac: string | null;
  /** When the provider will bill the next month (the end of the current period); null when none. */
  next_payment_at: Timestamp | null;
  /** Set while the donor has paused the gift: billing resumes at this time. */
  paused_until: Timestamp | null;
  /** The provider's time of the failed payment that left the gift past due; null when paid up. */
  past_due_since: Timestamp | null;
  /** The invoice whose payment failed (its donor is e-mailed once about it). */
  failed_invoice_id: string | null;
}

/** A sign-in link to "My gifts", sent by e-mail: single use, short-lived. */
export interface DonorSignInLinksTable {
  /** SHA-256 of the link's token: the database alone cannot sign anyone in. */
  token_hash: string;
  /** Lower-case. */
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A donor signed in by a link: sees and changes the gifts given from `email` only. */
export interface DonorSessionsTable {
  /** SHA-256 of the cookie token. */
  id: string;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface DonationTables {
  donations: DonationsTable;
  donation_subscriptions: DonationSubscriptionsTable;
  donor_sign_in_links: DonorSignInLinksTable;
  donor_sessions: DonorSessionsTable;
}

export const donationColumns = {
  donations: {
    id: true,
    provider: true,
    provider_ref: true,
    payment_intent_id: true,
    subscription_id: true,
    kind: true,
    method: true,
    amount_ore: true,
    currency: true,
    donor_name: true,
    donor_email: true,
    status: true,
    failure_message: true,
    client_ref: true,
    status_at: true,
    paid_at: true,
    created_at: true,
    updated_at: true,
    locale: true,
    refunded_ore: true,
    dispute_status: true,
    tax_reduction: true,
    personal_number: true,
    personal_number_hmac: true,
    payment_reference: true,
    appeal_id: true,
    fundraiser_id: true,
    show_name: true,
    show_amount: true,
    public_message: true,
  },
  donation_subscriptions: {
    id: true,
    provider: true,
    provider_ref: true,
    amount_ore: true,
    currency: true,
    donor_name: true,
    donor_email: true,
    status: true,
    status_at: true,
    created_at: true,
    updated_at: true,
    tax_reduction: true,
    personal_number: true,
    personal_number_hmac: true,
    next_payment_at: true,
    paused_until: true,
    past_due_since: true,
    failed_invoice_id: true,
  },
  donor_sign_in_links: {
    token_hash: true,
    email: true,
    created_at: true,
    expires_at: true,
    used_at: true,
  },
  donor_sessions: { id: true, email: true, created_at: true, expires_at: true },
} satisfies TableColumnNames<DonationTables>;

export type DonationRow = Selectable<DonationsTable>;
export type DonationSubscriptionRow = Selectable<DonationSubscriptionsTable>;
