import { type AppealTables, appealColumns } from './tables/appeals.ts';
import { type ChallengeTables, challengeColumns } from './tables/challenge.ts';
import type { TableColumnNames } from './tables/columns.ts';
import { type ContentTables, contentColumns } from './tables/content.ts';
import { type DonationTables, donationColumns } from './tables/donations.ts';
import { type EventTables, eventColumns } from './tables/events.ts';
import { type FoundationTables, foundationColumns } from './tables/foundation.ts';
import { type LimitTables, limitColumns } from './tables/limits.ts';
import { type PaymentEventTables, paymentEventColumns } from './tables/payment-events.ts';
import { type PeopleTables, peopleColumns } from './tables/people.ts';
import { type SandboxTables, sandboxColumns } from './tables/sandbox.ts';
import { type StoryTables, storyColumns } from './tables/stories.ts';
import { type TributeTables, tributeColumns } from './tables/tributes.ts';

export type { Timestamp } from './tables/columns.ts';
export type {
  Admin,
  AdminsTable,
  NewOutboxMessage,
  OutboxMessage,
  OutboxStatus,
  OutboxTable,
  SessionsTable,
} from './tables/foundation.ts';

/**
 * Every table. Each domain keeps its table types, and their column names, in
 * `tables/<domain>.ts`; this file only puts them together.
 */
export interface Database
  extends FoundationTables,
    ContentTables,
    PeopleTables,
    ChallengeTables,
    DonationTables,
    EventTables,
    LimitTables,
    PaymentEventTables,
    SandboxTables,
    StoryTables,
    TributeTables,
    AppealTables {}

/** The column names of every table, checked against the migrations by `table-types.test.ts`. */
export const databaseColumns = {
  ...foundationColumns,
  ...contentColumns,
  ...peopleColumns,
  ...challengeColumns,
  ...donationColumns,
  ...eventColumns,
  ...limitColumns,
  ...paymentEventColumns,
  ...sandboxColumns,
  ...storyColumns,
  ...tributeColumns,
  ...appealColumns,
} satisfies TableColumnNames<Database>;
