import type { Generated, Selectable } from 'kysely';
import type { Locale } from '#shared/i18n/locale.ts';
import type { AppealStatus, FundraiserKind, FundraiserStatus } from '#shared/schemas/appeals.ts';
import type { TableColumnNames, Timestamp } from './columns.ts';

/** An appeal the admin runs: a goal, a page, a progress bar (migration 030). */
export interface AppealsTable {
  id: Generated<number>;
  /** The readable slug of its URL, /appeals/{slug}. */
  slug: string;
  title: string;
  /** One or two sentences: the appeal's card on Home and its link previews. */
  summary: string;
  /** Its text and pictures: a JSON array of the stories' blocks. */
  blocks: string;
  cover_image: string;
  cover_alt: string;
  goal_ore: number;
  /** YYYY-MM-DD, Stockholm's days, both included. */
  starts_on: string;
  ends_on: string;
  status: AppealStatus;
  /** The Swedish version's texts as JSON, null for none (decision 010). */
  sv: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A supporter's own fundraiser: public once its organiser confirmed the address and the admin approved it. */
export interface FundraisersTable {
  id: Generated<number>;
  slug: string;
  kind: FundraiserKind;
  title: string;
  /** A memorial fundraiser's person; null for other kinds. */
  in_memory_of: string | null;
  story: string;
  /** Null once erased (GDPR) or purged. */
  organiser_name: string | null;
  organiser_email: string | null;
  image_id: number | null;
  /** Null: no goal (a memorial may have none). */
  goal_ore: number | null;
  /** YYYY-MM-DD, Stockholm's day, included. */
  ends_on: string;
  appeal_id: number | null;
  status: FundraiserStatus;
  decline_reason: string | null;
  /** 1 when the organiser wants an e-mail for each gift. */
  email_per_gift: Generated<number>;
  /** The organiser's language: their e-mails are written in it. */
  locale: Generated<Locale>;
  confirmed_at: Timestamp | null;
  reviewed_at: Timestamp | null;
  /** Set when the organiser closed it early. */
  closed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A thank-you or news from the organiser, shown on the fundraiser's page. */
export interface FundraiserUpdatesTable {
  id: Generated<number>;
  fundraiser_id: number;
  text: string;
  created_at: Timestamp;
}

/** "Report this page": for the admin to look at. */
export interface FundraiserReportsTable {
  id: Generated<number>;
  fundraiser_id: number;
  reason: string;
  created_at: Timestamp;
  handled_at: Timestamp | null;
}

export interface AppealTables {
  appeals: AppealsTable;
  fundraisers: FundraisersTable;
  fundraiser_updates: FundraiserUpdatesTable;
  fundraiser_reports: FundraiserReportsTable;
}

export const appealColumns = {
  appeals: {
    id: true,
    slug: true,
    title: true,
    summary: true,
    blocks: true,
    cover_image: true,
    cover_alt: true,
    goal_ore: true,
    starts_on: true,
    ends_on: true,
    status: true,
    sv: true,
    created_at: true,
    updated_at: true,
  },
  fundraisers: {
    id: true,
    slug: true,
    kind: true,
    title: true,
    in_memory_of: true,
    story: true,
    organiser_name: true,
    organiser_email: true,
    image_id: true,
    goal_ore: true,
    ends_on: true,
    appeal_id: true,
    status: true,
    decline_reason: true,
    email_per_gift: true,
    locale: true,
    confirmed_at: true,
    reviewed_at: true,
    closed_at: true,
    created_at: true,
    updated_at: true,
  },
  fundraiser_updates: { id: true, fundraiser_id: true, text: true, created_at: true },
  fundraiser_reports: {
    id: true,
    fundraiser_id: true,
    reason: true,
    created_at: true,
    handled_at: true,
  },
} satisfies TableColumnNames<AppealTables>;

export type AppealRow = Selectable<AppealsTable>;
export type FundraiserRow = Selectable<FundraisersTable>;
