import type { PersonalDataProvider } from '../personal-data/provider.ts';
import * as repo from './repo.ts';
import { toRow } from './service.ts';

/** Ticket buyers' contact details: paid orders are kept for the books, without them. */
export const ticketOrdersData: PersonalDataProvider = {
  name: 'ticketOrders',
  find: async (db, email) => (await repo.findByEmail(db, email)).map(toRow),
  erase: repo.eraseByEmail,
  purgeBefore: repo.deleteUnpaidBefore,
};
