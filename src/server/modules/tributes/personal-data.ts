import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { emailMatches, type PersonalDataProvider } from '../personal-data/index.ts';

/**
 * The tributes a person is in: as the card's recipient (by the address it was e-mailed to), or
 * as the giver (by the gift's address). Must run before the gifts' own erasure, which removes
 * the giver's address from the gift.
 */
const ofPerson = (email: string) => (eb: ExpressionBuilder<Database, 'gift_tributes'>) =>
  eb.or([
    emailMatches<'gift_tributes'>('recipient_email', email)(eb),
    eb(
      'gift_tributes.donation_id',
      'in',
      eb
        .selectFrom('donations')
        .select('donations.id')
        .where(emailMatches<'donations'>('donations.donor_email', email)),
    ),
  ]);

/**
 * The cards' recipients (names, e-mail and postal addresses), the people remembered or honoured,
 * the greetings and signatures: all personal data. Erasure deletes the tribute (a card not yet
 * posted is not posted); the retention purge deletes tributes older than the period, and a gift
 * never paid takes its tribute with it.
 */
export const tributesData: PersonalDataProvider = {
  name: 'giftTributes',
  find: (db, email) =>
    db.selectFrom('gift_tributes').selectAll().where(ofPerson(email)).orderBy('id').execute(),
  async erase(db, email) {
    const result = await db.deleteFrom('gift_tributes').where(ofPerson(email)).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
  async purgeBefore(db, cutoff) {
    const result = await db
      .deleteFrom('gift_tributes')
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
