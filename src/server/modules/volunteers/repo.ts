import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  VolunteerApplicationRow,
  VolunteerApplicationsTable,
  VolunteerRow,
  VolunteersTable,
} from '../../db/tables/people.ts';
import { emailMatches } from '../personal-data/provider.ts';

export type VolunteerFields = Pick<VolunteersTable, 'full_name' | 'email' | 'phone' | 'address'>;

// Applications

export async function insertApplication(
  db: Db,
  application: Insertable<VolunteerApplicationsTable>,
): Promise<number> {
  const row = await db
    .insertInto('volunteer_applications')
    .values(application)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first. */
export function listApplications(db: Db): Promise<VolunteerApplicationRow[]> {
  return db
    .selectFrom('volunteer_applications')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findApplication(db: Db, id: number): Promise<VolunteerApplicationRow | undefined> {
  return db
    .selectFrom('volunteer_applications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Links the application to its volunteer record, unless it already is: false then. */
export async function linkApplicationToVolunteer(
  db: Db,
  applicationId: number,
  volunteerId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('volunteer_applications')
    .set({ volunteer_id: volunteerId })
    .where('id', '=', applicationId)
    .where('volunteer_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findApplicationsByEmail(db: Db, email: string) {
  return db
    .selectFrom('volunteer_applications')
    .selectAll()
    .where(emailMatches('email', email))
    .orderBy('id')
    .execute();
}

export async function deleteApplicationsByEmail(db: Db, email: string): Promise<number> {
  const result = await db
    .deleteFrom('volunteer_applications')
    .where(emailMatches('email', email))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteApplicationsBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('volunteer_applications')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Volunteer records

/** In the order they were added. */
export function listVolunteers(db: Db): Promise<VolunteerRow[]> {
  return db.selectFrom('volunteers').selectAll().orderBy('id').execute();
}

export async function insertVolunteer(db: Db, fields: VolunteerFields, now: string) {
  const row = await db
    .insertInto('volunteers')
    .values({ ...fields, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVolunteer(
  db: Db,
  id: number,
  fields: VolunteerFields,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('volunteers')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteVolunteer(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('volunteers').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function findVolunteersByEmail(db: Db, email: string): Promise<VolunteerRow[]> {
  return db
    .selectFrom('volunteers')
    .selectAll()
    .where(emailMatches('email', email))
    .orderBy('id')
    .execute();
}

export async function deleteVolunteersByEmail(db: Db, email: string): Promise<number> {
  const result = await db
    .deleteFrom('volunteers')
    .where(emailMatches('email', email))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
