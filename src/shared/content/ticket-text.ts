import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatSek } from '../donations.ts';
import type { Locale } from '../i18n/locale.ts';
import type { TicketType } from './events.ts';

/** The ticket types as a buyer reads them, in the page's or the order's language (`i18n._`). */
export const ticketTypeNames: Record<TicketType, MessageDescriptor> = {
  adult: msg`Adult (20+ years)`,
  youth: msg`Youth (13-19 years)`,
  child: msg`Child (4-12 years)`,
};

/**
 * A ticket price or total in SEK: as the ticket pages and e-mails have always written it in
 * English ("12.5 kr"), the Swedish way in Swedish ("12,50 kr").
 */
export const formatTicketKronor = (sek: number, locale: Locale): string =>
  locale === 'sv' ? formatSek(Math.round(sek * 100)) : `${sek} kr`;
