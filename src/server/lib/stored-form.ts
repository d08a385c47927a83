import type { Insertable, Selectable } from 'kysely';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { isoNow } from './clock.ts';

/** What a public form's service needs: its table, the clock, the outbox and where to notify. */
export type FormDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;

interface Mail {
  subject: string;
  text: string;
  /** The reader's language (the organisation's copy is in English). */
  locale?: Locale;
}

/**
 * What a public form does with what it receives: stores it first, stamped with the time
 * (nothing is lost if mail fails), then queues it for the organisation, reply-to the sender,
 * and a receipt for the sender. Returns the stored row's id.
 */
export async function storeThenNotify(
  { clock, mailer, config }: Omit<FormDeps, 'db'>,
  submission: {
    store: (createdAt: string) => Promise<number>;
    senderEmail: string;
    organisation: Mail;
    receipt: Mail;
  },
): Promise<number> {
  const id = await submission.store(isoNow(clock));
  await mailer.send({
    to: config.notifyEmail,
    replyTo: submission.senderEmail,
    ...submission.organisation,
  });
  await mailer.send({ to: submission.senderEmail, ...submission.receipt });
  return id;
}

/** The tables where public forms keep what they receive. */
type SubmissionTable = 'contact_messages' | 'volunteer_applications';

/** SQL shared by the submission tables: add one, list them newest first. */
export function createSubmissionRepo<T extends SubmissionTable>(db: Db, table: T) {
  return {
    async insert(submission: Insertable<Database[T]>): Promise<number> {
      const row = await db
        .insertInto(table as SubmissionTable)
        .values(submission as Insertable<Database[SubmissionTable]>)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    list(): Promise<Selectable<Database[T]>[]> {
      return db
        .selectFrom(table as SubmissionTable)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute() as Promise<Selectable<Database[T]>[]>;
    },
  };
}
