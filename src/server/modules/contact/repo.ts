import type { Db } from '../../db/database.ts';
import { createSubmissionRepo } from '../../lib/stored-form.ts';

/** SQL for the contact messages: add one, list them newest first. */
export function createContactRepo(db: Db) {
  return createSubmissionRepo(db, 'contact_messages');
}
