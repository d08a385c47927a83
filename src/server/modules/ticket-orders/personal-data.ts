import type { PersonalDataProvider } from '../personal-data/index.ts';
import { createTicketOrdersRepo } from './repo.ts';
import { toRow } from './rows.ts';

/** Ticket buyers' contact details: paid orders are kept for the books, without them. */
export const ticketOrdersData: PersonalDataProvider = {
  name: 'ticketOrders',
  find: async (db, email) => (await createTicketOrdersRepo(db).findByEmail(email)).map(toRow),
  erase: (db, email) => createTicketOrdersRepo(db).eraseByEmail(email),
  purgeBefore: (db, cutoff) => createTicketOrdersRepo(db).deleteUnpaidBefore(cutoff),
};
