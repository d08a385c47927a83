import type { TableColumnNames, Timestamp } from './columns.ts';

/** The payments sandbox's pretend Stripe objects, shared by every instance (see payments/sandbox/). */
export interface SandboxRecordsTable {
  /** What the record is: 'intent', 'payment_method', 'subscription', 'invoice', 'checkout'... */
  kind: string;
  id: string;
  /** The object, as JSON. */
  data: string;
  created_at: Timestamp;
}

export interface SandboxTables {
  sandbox_records: SandboxRecordsTable;
}

export const sandboxColumns = {
  sandbox_records: { kind: true, id: true, data: true, created_at: true },
} satisfies TableColumnNames<SandboxTables>;
