// What the server tests' global setup (global-setup.ts) hands to every test file through `inject()`.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database each test's own is copied from (TEST_DATABASE_URL set). */
    postgresTemplate: string;
  }
}

export {};
