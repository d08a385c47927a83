import type { Generated, Insertable, Selectable } from 'kysely';
import type { TableColumnNames, Timestamp } from './columns.ts';

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The TOTP secret once two-factor sign-in is on (encrypted when ADMIN_TOTP_KEY is set). */
  totp_secret: string | null;
  /** A secret being set up, until the admin confirms it with a code. */
  totp_pending_secret: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  /** JSON array of the SHA-256 of each unused recovery code. */
  recovery_code_hashes: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked database does not leak live sessions. */
  id: string;
  admin_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Refreshed at most once a minute on use: the idle time-out counts from here. */
  last_seen_at: Timestamp;
}

/** Browsers an admin signed in from: their token skips the per-username slow-down. */
export interface KnownBrowsersTable {
  /** SHA-256 of the cookie token. */
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
  /** What `text_body` holds only as SECRET_MARK until the message is sent; then null. */
  secret: string | null;
  /** The HTML part, drawn from the text in the site's look; null for messages older than it. */
  html_body: string | null;
}

export interface FoundationTables {
  admins: AdminsTable;
  sessions: SessionsTable;
  known_browsers: KnownBrowsersTable;
  outbox: OutboxTable;
}

export const foundationColumns = {
  admins: {
    id: true,
    username: true,
    password_hash: true,
    created_at: true,
    updated_at: true,
    totp_secret: true,
    totp_pending_secret: true,
    totp_last_step: true,
    recovery_code_hashes: true,
  },
  sessions: { id: true, admin_id: true, created_at: true, expires_at: true, last_seen_at: true },
  known_browsers: { id: true, admin_id: true, created_at: true, expires_at: true },
  outbox: {
    id: true,
    dedupe_key: true,
    to_address: true,
    reply_to: true,
    subject: true,
    text_body: true,
    attachments: true,
    status: true,
    attempts: true,
    next_attempt_at: true,
    claimed_by: true,
    claimed_at: true,
    last_error: true,
    sent_at: true,
    created_at: true,
    secret: true,
    html_body: true,
  },
} satisfies TableColumnNames<FoundationTables>;

export type Admin = Selectable<AdminsTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;
