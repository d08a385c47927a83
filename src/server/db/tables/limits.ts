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
