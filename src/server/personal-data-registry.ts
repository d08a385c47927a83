import { fundraisersData } from './modules/appeals/index.ts';
import { contactMessagesData } from './modules/contact/index.ts';
import { donationsData } from './modules/donations/index.ts';
import { donorSignInsData } from './modules/my-gifts/index.ts';
import { outboxData } from './modules/outbox/index.ts';
import type { PersonalDataProvider } from './modules/personal-data/index.ts';
import { ticketOrdersData } from './modules/ticket-orders/index.ts';
import { tributesData } from './modules/tributes/index.ts';
import { volunteerApplicationsData, volunteerRecordsData } from './modules/volunteers/index.ts';

/**
 * Every kind of record that holds personal data, in one place: the admin's export and erasure
 * of one e-mail address (`app.ts`) and the retention purge (`main.ts`) walk this list. A
 * module that stores personal data exports its provider from its `personal-data.ts` and is
 * added here (one line), so the personal-data module imports none of them.
 */
export const personalDataProviders: readonly PersonalDataProvider[] = [
  contactMessagesData,
  volunteerApplicationsData,
  volunteerRecordsData,
  ticketOrdersData,
  // Before the gifts: it finds a giver's tributes by the gift's address, which erasure removes.
  tributesData,
  donationsData,
  donorSignInsData,
  fundraisersData,
  outboxData,
];
