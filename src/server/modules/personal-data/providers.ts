import { contactMessagesData } from '../contact/service.ts';
import { donationsData } from '../donations/personal-data.ts';
import { outboxData } from '../outbox/outbox-admin-repo.ts';
import { ticketOrdersData } from '../ticket-orders/personal-data.ts';
import { volunteerApplicationsData, volunteerRecordsData } from '../volunteers/service.ts';
import type { PersonalDataProvider } from './provider.ts';

/**
 * Every kind of record that holds personal data, in one place: the admin's export and erasure
 * of one e-mail address and the retention purge go through this list. A domain that stores
 * personal data adds its provider here (one line).
 */
export const personalDataProviders: PersonalDataProvider[] = [
  contactMessagesData,
  volunteerApplicationsData,
  volunteerRecordsData,
  ticketOrdersData,
  donationsData,
  outboxData,
];
