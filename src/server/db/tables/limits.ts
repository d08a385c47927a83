import type { TableColumnNames } from './columns.ts';

/** Rate-limit counters shared by every instance (see src/server/limits/). */
export interface RateCountersTable {
  key: string;
  count: number;
  /** When the current window ends, in milliseconds since the epoch. */
  reset_at: number;
}

export interface LimitTables {
  rate_counters: RateCountersTable;
}

export const limitColumns = {
  rate_counters: { key: true, count: true, reset_at: true },
} satisfies TableColumnNames<LimitTables>;
