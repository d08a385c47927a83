import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TicketType } from './events.ts';

/** The ticket types as a buyer reads them, in the page's or the order's language (`i18n._`). */
export const ticketTypeNames: Record<TicketType, MessageDescriptor> = {
  adult: msg`Adult (20+ years)`,
  youth: msg`Youth (13-19 years)`,
  child: msg`Child (4-12 years)`,
};
