import type { Generated, Selectable } from 'kysely';
import type { Locale } from '#shared/i18n/locale.ts';
import type { CardDelivery, CardMotif, CardStatus, TributeKind } from '#shared/schemas/tributes.ts';
import type { TableColumnNames, Timestamp } from './columns.ts';

/** A one-time gift given in memory or in honour of someone, and its card (decision 026). */
export interface GiftTributesTable {
  id: Generated<number>;
  /** The gift (`donations.id`); one tribute per gift. */
  donation_id: number;
  kind: TributeKind;
  /** The person remembered or honoured. */
  person_name: string;
  /** What the card says (up to 500 characters, lines kept). */
  greeting: string;
  signed_by: string;
  /** 1 when the card shows the gift's amount. */
  show_amount: number;
  motif: CardMotif;
  delivery: CardDelivery;
  recipient_name: string;
  /** The card's address when e-mailed; null when posted. */
  recipient_email: string | null;
  /** The postal address when posted; null when e-mailed. */
  postal_street: string | null;
  postal_code: string | null;
  postal_city: string | null;
  postal_country: string | null;
  /** The gift's language: the card and its e-mail are written in it. */
  locale: Locale;
  status: CardStatus;
  /** When the card's e-mail was queued. */
  sent_at: Timestamp | null;
  posted_at: Timestamp | null;
  withdrawn_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type GiftTribute = Selectable<GiftTributesTable>;

export interface TributeTables {
  gift_tributes: GiftTributesTable;
}

export const tributeColumns = {
  gift_tributes: {
    id: true,
    donation_id: true,
    kind: true,
    person_name: true,
    greeting: true,
    signed_by: true,
    show_amount: true,
    motif: true,
    delivery: true,
    recipient_name: true,
    recipient_email: true,
    postal_street: true,
    postal_code: true,
    postal_city: true,
    postal_country: true,
    locale: true,
    status: true,
    sent_at: true,
    posted_at: true,
    withdrawn_at: true,
    created_at: true,
    updated_at: true,
  },
} satisfies TableColumnNames<TributeTables>;
