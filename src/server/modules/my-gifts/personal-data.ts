import { emailMatches, type PersonalDataProvider } from '../personal-data/index.ts';

/** "My gifts" sign-ins: the links e-mailed to a donor and the sessions they opened (hashes only). */
export const donorSignInsData: PersonalDataProvider = {
  name: 'donor sign-ins',
  async find(db, email) {
    const links = await db
      .selectFrom('donor_sign_in_links')
      .select(['email', 'created_at', 'expires_at', 'used_at'])
      .where(emailMatches('email', email))
      .orderBy('created_at')
      .execute();
    const sessions = await db
      .selectFrom('donor_sessions')
      .select(['email', 'created_at', 'expires_at'])
      .where(emailMatches('email', email))
      .orderBy('created_at')
      .execute();
    return [...links.map((link) => ({ link })), ...sessions.map((session) => ({ session }))];
  },
  async erase(db, email) {
    const links = await db
      .deleteFrom('donor_sign_in_links')
      .where(emailMatches('email', email))
      .executeTakeFirst();
    const sessions = await db
      .deleteFrom('donor_sessions')
      .where(emailMatches('email', email))
      .executeTakeFirst();
    return Number(links.numDeletedRows) + Number(sessions.numDeletedRows);
  },
};
