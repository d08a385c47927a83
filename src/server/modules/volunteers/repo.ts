import type { Db } from '../../db/database.ts';
import type {
  VolunteerApplicationRow,
  VolunteerRow,
  VolunteersTable,
} from '../../db/tables/people.ts';
import { createSubmissionRepo } from '../../lib/stored-form.ts';

export type VolunteerFields = Pick<VolunteersTable, 'full_name' | 'email' | 'phone' | 'address'>;

/** SQL for the applications and the admin's volunteer records. Pass a transaction as `db`. */
export function createVolunteerRepo(db: Db) {
  const applications = createSubmissionRepo(db, 'volunteer_applications');
  return {
    insertApplication: applications.insert,

    /** Newest first. */
    listApplications: applications.list,

    findApplication(id: number): Promise<VolunteerApplicationRow | undefined> {
      return db
        .selectFrom('volunteer_applications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Links the application to its volunteer record, unless it already is: false then. */
    async linkApplication(applicationId: number, volunteerId: number): Promise<boolean> {
      const result = await db
        .updateTable('volunteer_applications')
        .set({ volunteer_id: volunteerId })
        .where('id', '=', applicationId)
        .where('volunteer_id', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** In the order they were added. */
    listVolunteers(): Promise<VolunteerRow[]> {
      return db.selectFrom('volunteers').selectAll().orderBy('id').execute();
    },

    async insertVolunteer(fields: VolunteerFields, now: string): Promise<number> {
      const row = await db
        .insertInto('volunteers')
        .values({ ...fields, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateVolunteer(id: number, fields: VolunteerFields, now: string): Promise<boolean> {
      const result = await db
        .updateTable('volunteers')
        .set({ ...fields, updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async deleteVolunteer(id: number): Promise<boolean> {
      const result = await db.deleteFrom('volunteers').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
