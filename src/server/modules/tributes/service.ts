import { msg } from '@lingui/core/macro';
import { formatSek } from '#shared/donations.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { CardToPost, Tribute } from '#shared/schemas/tributes.ts';
import type { DonationRow } from '../../db/tables/donations.ts';
import type { GiftTribute } from '../../db/tables/tributes.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { cardEmail } from './card-email.ts';
import { type CardContent, renderCardPdf, renderCardsToPostPdf } from './card-pdf.ts';
import { type CardToPostRow, createTributesRepo } from './repo.ts';

export type TributeDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>;

/** What the giver's receipt says of the card (nothing when it was withdrawn). */
export interface CardNote {
  kind: GiftTribute['kind'];
  personName: string;
  recipientName: string;
  delivery: GiftTribute['delivery'];
}

/** The tribute as its row, before the gift is paid. */
export function tributeRow(
  donationId: number,
  tribute: Tribute,
  locale: Locale,
  now: string,
): Omit<GiftTribute, 'id'> {
  const { delivery } = tribute;
  const address = delivery.method === 'post' ? delivery.address : undefined;
  return {
    donation_id: donationId,
    kind: tribute.kind,
    person_name: tribute.personName,
    greeting: tribute.greeting,
    signed_by: tribute.signedBy,
    show_amount: tribute.showAmount ? 1 : 0,
    motif: tribute.motif,
    delivery: delivery.method,
    recipient_name: delivery.recipientName,
    recipient_email: delivery.method === 'email' ? delivery.recipientEmail : null,
    postal_street: address?.street ?? null,
    postal_code: address?.postalCode ?? null,
    postal_city: address?.city ?? null,
    postal_country: address?.country ?? null,
    locale,
    status: 'waiting',
    sent_at: null,
    posted_at: null,
    withdrawn_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** What the card says, from the tribute and its gift. */
export const cardContent = (tribute: GiftTribute, amountOre: number): CardContent => ({
  kind: tribute.kind,
  personName: tribute.person_name,
  greeting: tribute.greeting,
  signedBy: tribute.signed_by,
  amount: tribute.show_amount ? formatSek(amountOre) : undefined,
  motif: tribute.motif,
  locale: tribute.locale,
});

const isReversed = (gift: Pick<DonationRow, 'refunded_ore' | 'amount_ore' | 'dispute_status'>) =>
  gift.refunded_ore >= gift.amount_ore || gift.dispute_status === 'lost';

/**
 * Gifts in memory or in honour of someone: the tribute kept with the gift, its card e-mailed
 * or listed for posting once the gift is paid, and withdrawn when the gift is refunded.
 */
export function createTributesService({ db, clock, mailer }: TributeDeps) {
  const repo = createTributesRepo(db);
  const nowIso = () => clock.now().toISOString();

  return {
    /** Keeps the tribute given with a gift that is not paid yet. */
    async record(donationId: number, tribute: Tribute, locale: Locale): Promise<void> {
      await repo.insert(tributeRow(donationId, tribute, locale, nowIso()));
    },

    /**
     * Sends the paid gift's card: e-mailed (the outbox takes it once, by its key) or listed to
     * post. Safe to call again, from any instance: the e-mail is queued before the card is marked
     * sent, so a failure between the two only queues it again, which the outbox refuses.
     */
    async deliver(gift: DonationRow): Promise<CardNote | undefined> {
      if (gift.status !== 'succeeded') return undefined;
      let tribute = await repo.findByDonation(gift.id);
      if (!tribute) return undefined;
      if (tribute.status === 'waiting') {
        const now = nowIso();
        if (isReversed(gift)) {
          await repo.move(tribute.id, ['waiting'], 'withdrawn', now, 'withdrawn_at');
        } else if (tribute.delivery === 'email' && tribute.recipient_email) {
          const card = cardContent(tribute, gift.amount_ore);
          const pdf = await renderCardPdf(card);
          const recipient = { ...tribute, recipient_email: tribute.recipient_email };
          await mailer.send(cardEmail(recipient, card, pdf));
          await repo.move(tribute.id, ['waiting'], 'emailed', now, 'sent_at');
        } else {
          await repo.move(tribute.id, ['waiting'], 'to_post', now);
        }
        tribute = (await repo.findByDonation(gift.id)) ?? tribute;
      }
      if (tribute.status === 'withdrawn') return undefined;
      return {
        kind: tribute.kind,
        personName: tribute.person_name,
        recipientName: tribute.recipient_name,
        delivery: tribute.delivery,
      };
    },

    /** A payment refunded in full or lost in a dispute: its card, unless sent, is withdrawn. */
    withdrawReversed: (paymentId: string) => repo.withdrawReversed(paymentId, nowIso()),

    /** GET /api/admin/cards */
    async listToPost(): Promise<CardToPost[]> {
      return (await repo.listToPost()).map(toCardToPost);
    },

    /** How many cards wait to be posted (the admin's overview). */
    countToPost: () => repo.countToPost(),

    /** GET /api/admin/cards.pdf: every card to post, then the envelopes' addresses. */
    async cardsToPostPdf(): Promise<Buffer> {
      const cards = (await repo.listToPost()).map((row) => {
        const listed = toCardToPost(row);
        return {
          ...cardContent(row, row.amount_ore),
          reference: row.id,
          recipientName: listed.recipientName,
          address: listed.address,
        };
      });
      return renderCardsToPostPdf(cards);
    },

    /** POST /api/admin/cards/:id/posted */
    async markPosted(id: number): Promise<string> {
      const now = nowIso();
      if (await repo.move(id, ['to_post'], 'posted', now, 'posted_at')) return now;
      const tribute = await repo.postingState(id);
      if (!tribute || tribute.status === 'waiting')
        throw notFound('There is no such card to post.');
      if (tribute.status === 'posted' && tribute.posted_at) return tribute.posted_at;
      throw new HttpError(409, 'This card is not waiting to be posted.');
    },
  };
}

export type TributesService = ReturnType<typeof createTributesService>;

function toCardToPost(row: CardToPostRow): CardToPost {
  return {
    id: row.id,
    kind: row.kind,
    personName: row.person_name,
    greeting: row.greeting,
    signedBy: row.signed_by,
    showAmount: row.show_amount === 1,
    motif: row.motif,
    locale: row.locale,
    recipientName: row.recipient_name,
    address: {
      street: row.postal_street ?? '',
      postalCode: row.postal_code ?? '',
      city: row.postal_city ?? '',
      country: row.postal_country ?? '',
    },
    amountOre: row.amount_ore,
    giverName: row.donor_name,
    paidAt: row.paid_at,
    disputeStatus: row.dispute_status,
  };
}

/** The receipt's line about the card, in the giver's language. */
export function cardReceiptLine(note: CardNote, locale: Locale): string {
  const i18n = i18nFor(locale);
  const person = note.personName;
  const recipient = note.recipientName;
  if (note.delivery === 'email') {
    return note.kind === 'memory'
      ? i18n._(msg`Your card in memory of ${person} has been sent to ${recipient} by e-mail.`)
      : i18n._(msg`Your card in honour of ${person} has been sent to ${recipient} by e-mail.`);
  }
  return note.kind === 'memory'
    ? i18n._(
        msg`Your card in memory of ${person} is on its way to ${recipient}: we post it within a few days.`,
      )
    : i18n._(
        msg`Your card in honour of ${person} is on its way to ${recipient}: we post it within a few days.`,
      );
}
