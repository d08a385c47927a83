import type { Generated, Insertable, Selectable } from 'kysely';
import type { ChallengeTables } from './tables/challenge.ts';
import type { ContentTables } from './tables/content.ts';
import type { DonationTables } from './tables/donations.ts';
import type { EventTables } from './tables/events.ts';
import type { LimitTables } from './tables/limits.ts';
import type { PeopleTables } from './tables/people.ts';

/** Timestamps are ISO 8601 strings in UTC, so they sort and compare the same on SQLite and PostgreSQL. */
export type Timestamp = string;

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked database does not leak live sessions. */
  id: string;
  admin_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  /** Set by callers that must send a message at most once (a receipt per payment, say). */
  dedupe_key: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  /** JSON array of { filename, contentType, content } with content in base64. */
  attachments: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  claimed_by: string | null;
  claimed_at: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}

export interface FoundationTables {
  admins: AdminsTable;
  sessions: SessionsTable;
  outbox: OutboxTable;
}

/**
 * Every table. Each domain keeps its table types in `tables/<domain>.ts` and adds its
 * interface here; `Timestamp` is shared from this file.
 */
export interface Database
  extends FoundationTables,
    ContentTables,
    PeopleTables,
    ChallengeTables,
    DonationTables,
    EventTables,
    LimitTables {}

export type Admin = Selectable<AdminsTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;
