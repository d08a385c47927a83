import type { Migration } from 'kysely';
import * as foundation from './001-foundation.ts';
import * as managedContent from './002-managed-content.ts';
import * as contactVolunteers from './003-contact-volunteers.ts';
import * as donations from './004-donations.ts';
import * as events from './005-events.ts';
import * as rateCounters from './006-rate-counters.ts';
import * as ticketOrderClient from './007-ticket-order-client.ts';
import * as adminSecurity from './008-admin-security.ts';
import * as sandboxRecords from './009-sandbox-records.ts';
import * as contentVersions from './010-content-versions.ts';
import * as managedEvents from './011-managed-events.ts';
import * as stories from './012-stories.ts';
import * as messageLocale from './013-message-locale.ts';
import * as visitorLocale from './014-visitor-locale.ts';
import * as swedishVersions from './015-swedish-versions.ts';
import * as refundsAndDisputes from './016-refunds-and-disputes.ts';
import * as swishPayments from './017-swish-payments.ts';
import * as paymentAftercare from './018-payment-aftercare.ts';
import * as donorSelfService from './019-donor-self-service.ts';
import * as taxReduction from './020-tax-reduction.ts';
import * as outboxSecrets from './021-outbox-secrets.ts';
import * as appealsAndFundraisers from './030-appeals-and-fundraisers.ts';
import * as messagesRead from './031-messages-read.ts';
import * as outboxHtml from './040-outbox-html.ts';
import * as giftTributes from './041-gift-tributes.ts';

/**
 * Every migration, in order. Listed by hand rather than read from the folder so that the
 * bundled server carries them. Add new ones at the end; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '001-foundation': foundation,
  '002-managed-content': managedContent,
  '003-contact-volunteers': contactVolunteers,
  '004-donations': donations,
  '005-events': events,
  '006-rate-counters': rateCounters,
  '007-ticket-order-client': ticketOrderClient,
  '008-admin-security': adminSecurity,
  '009-sandbox-records': sandboxRecords,
  '010-content-versions': contentVersions,
  '011-managed-events': managedEvents,
  '012-stories': stories,
  '013-message-locale': messageLocale,
  '014-visitor-locale': visitorLocale,
  '015-swedish-versions': swedishVersions,
  '016-refunds-and-disputes': refundsAndDisputes,
  '017-swish-payments': swishPayments,
  '018-payment-aftercare': paymentAftercare,
  '019-donor-self-service': donorSelfService,
  '020-tax-reduction': taxReduction,
  '021-outbox-secrets': outboxSecrets,
  '030-appeals-and-fundraisers': appealsAndFundraisers,
  '031-messages-read': messagesRead,
  '040-outbox-html': outboxHtml,
  '041-gift-tributes': giftTributes,
};
