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
    send: (
      body: Record<string, unknown>,
      options: { altcha?: string | null; ip?: string; language?: string } = {},
    ) => postPublicForm(t.app, url, body, { ip, ...options }),
    stored,
    outbox,
    async expectNothingKept() {
      expect(await stored()).toEqual([]);
      expect(await outbox()).toEqual([]);
    },
  };
}

interface SubmissionsAdmin<Fields> {
  dialect: TestDialect;
  url: string;
  /** The fields each submission starts from. */
  fields: Fields;
  /** What the two submissions change, sent a minute apart: the earlier, then the later. */
  earlier: Partial<Fields>;
  later: Partial<Fields>;
}

/**
 * For the tests of the admin's view of a public form: a fresh app for each test, signed in,
 * that has received two submissions.
 */
export function submissionsAdminTest<Fields extends object>(setup: SubmissionsAdmin<Fields>) {
  let t: TestApp;
  let cookie: string;
  const submit = async (changes: Partial<Fields>) =>
    expect(
      (await postPublicForm(t.app, setup.url, { ...setup.fields, ...changes })).statusCode,
    ).toBe(200);

  beforeEach(async () => {
    t = await createTestApp({ dialect: setup.dialect });
    cookie = await t.login();
    await submit(setup.earlier);
    t.clock.advance(60_000);
    await submit(setup.later);
  });
  afterEach(() => t.close());

  return {
    get t() {
      return t;
    },
    /** The admin's session cookie. */
    get cookie() {
      return cookie;
    },
  };
}
