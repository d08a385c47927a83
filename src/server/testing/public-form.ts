import { afterEach, beforeEach, expect } from 'vitest';
import { postPublicForm } from './challenge.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { TestDialect } from './test-db.ts';

interface PublicForm {
  dialect: TestDialect;
  url: string;
  /** Where the form keeps what it receives. */
  table: 'contact_messages' | 'volunteer_applications';
  /** The sender's address. */
  ip: string;
  notifyEmail: string;
}

/**
 * For a public form's tests: a fresh app for each test, and the form posted as a browser
 * would, with what it stored and queued.
 */
export function publicFormTest({ dialect, url, table, ip, notifyEmail }: PublicForm) {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect, env: { NOTIFY_EMAIL: notifyEmail } });
  });
  afterEach(() => t.close());

  const stored = () => t.db.selectFrom(table).selectAll().orderBy('id').execute();
  const outbox = () => t.outbox();
  return {
    get t() {
      return t;
    },
    send: (body: Record<string, unknown>, options: { altcha?: string | null; ip?: string } = {}) =>
      postPublicForm(t.app, url, body, { ip, ...options }),
    stored,
    outbox,
    async expectNothingKept() {
      expect(await stored()).toEqual([]);
      expect(await outbox()).toEqual([]);
    },
  };
}
