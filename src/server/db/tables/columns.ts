/** Timestamps are ISO 8601 strings in UTC, so they sort and compare the same on SQLite and PostgreSQL. */
export type Timestamp = string;

/**
 * Every column name of a table type, each mapped to `true`. Written as an object literal with
 * `satisfies ColumnNames<XTable>`, the compiler refuses a missing or an extra name, so the
 * list cannot drift from the interface; `table-types.test.ts` then compares the lists with
 * the columns the migrations create, which closes the loop between types and SQL.
 */
export type ColumnNames<Table> = Record<keyof Table, true>;

/** The column lists of a group of tables, one entry per table, none missing or extra. */
export type TableColumnNames<Tables> = { [Name in keyof Tables]: ColumnNames<Tables[Name]> };
