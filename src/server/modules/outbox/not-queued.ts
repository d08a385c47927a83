import { type RawBuilder, sql } from 'kysely';

/**
 * A condition for a query of the rows a job e-mails about: no message keyed `prefix` + `key` (a
 * column expression of the row) is in the outbox yet. A repeated run then reads only the rows
 * still to tell, and the outbox's unique key keeps two racing runs to one message each.
 */
export const notQueued = (prefix: string, key: RawBuilder<string>) =>
  sql<boolean>`not exists (select 1 from outbox where outbox.dedupe_key = cast(${prefix} as text) || ${key})`;
