import { emailRecordsProvider } from '../personal-data/index.ts';

/** Messages from the contact form: purged after the retention period. */
export const contactMessagesData = emailRecordsProvider({
  name: 'contactMessages',
  table: 'contact_messages',
  purge: true,
});
