import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { emailMatches, type PersonalDataProvider } from '../personal-data/index.ts';

/** E-mails to the person, and the organisation's copies of what they sent (reply-to them). */
const toOrFrom = (email: string) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.or([emailMatches('to_address', email)(eb), emailMatches('reply_to', email)(eb)]);

/** The outbox keeps copies of what people wrote and of what we wrote to them. */
export const outboxData: PersonalDataProvider = {
  name: 'emails',
  find: (db, email) =>
    db
      .selectFrom('outbox')
      .select(['id', 'to_address', 'reply_to', 'subject', 'text_body', 'status', 'created_at'])
      .where(toOrFrom(email))
      .orderBy('id')
      .execute(),
  erase: async (db, email) => {
    const result = await db.deleteFrom('outbox').where(toOrFrom(email)).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
  purgeBefore: async (db, cutoff) => {
    const result = await db
      .deleteFrom('outbox')
      .where('created_at', '<', cutoff)
      // Sent, failed, or never sent at all (no SMTP server); not one a worker is sending now.
      .where('status', '!=', 'sending')
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
