import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

describe.each(testDialects)('the admin outbox on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  const call = (method: 'GET' | 'POST', url: string, withCookie = true) =>
    t.app.inject({ method, url, headers: withCookie ? { cookie } : {} });
  const queue = (count: number) => {
    const mailer = createOutboxMailer(t.db, t.clock);
    return Promise.all(
      Array.from({ length: count }, (_, i) =>
        mailer.send({ to: `person${i}@example.org`, subject: `Message ${i}`, text: `Body ${i}` }),
      ),
    );
  };
  const markFailed = (id: number) =>
    t.db
      .updateTable('outbox')
      .set({ status: 'failed', attempts: 8, last_error: 'Mailbox unavailable' })
      .where('id', '=', id)
      .execute();

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  it('lists every e-mail newest first, with both parts, status, attempts and the last error', async () => {
    const [first] = await queue(2);
    await markFailed(first!.id);
    const response = await call('GET', '/api/admin/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { entries, nextBefore } = response.json();
    expect(nextBefore).toBeNull();
    expect(entries.map((e: { subject: string }) => e.subject)).toEqual(['Message 1', 'Message 0']);
    expect(entries[1]).toEqual({
      id: first!.id,
      to: 'person0@example.org',
      replyTo: null,
      subject: 'Message 0',
      text: 'Body 0',
      html: expect.stringMatching(/^<!DOCTYPE html.*<p[^>]*><span>Body 0<\/span><\/p>.*<\/html>$/s),
      status: 'failed',
      attempts: 8,
      lastError: 'Mailbox unavailable',
      createdAt: '2026-01-15T10:00:00.000Z',
      sentAt: null,
    });
  });

  it('pages through a long outbox 50 at a time', async () => {
    await queue(120);
    const first = (await call('GET', '/api/admin/outbox')).json();
    expect(first.entries).toHaveLength(50);
    const second = (await call('GET', `/api/admin/outbox?before=${first.nextBefore}`)).json();
    expect(second.entries).toHaveLength(50);
    const third = (await call('GET', `/api/admin/outbox?before=${second.nextBefore}`)).json();
    expect(third.entries).toHaveLength(20);
    expect(third.nextBefore).toBeNull();
    const ids = [...first.entries, ...second.entries, ...third.entries].map(
      (e: { id: number }) => e.id,
    );
    expect(new Set(ids).size).toBe(120);
    expect((await call('GET', '/api/admin/outbox?before=zero')).statusCode).toBe(400);
  });

  it('puts a failed e-mail back in the queue, and only a failed one', async () => {
    const [failed, pending] = await queue(2);
    await markFailed(failed!.id);
    t.clock.advance(60_000);
    const response = await call('POST', `/api/admin/outbox/${failed!.id}/resend`);
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', failed!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      next_attempt_at: '2026-01-15T10:01:00.000Z',
    });

    const notFailed = await call('POST', `/api/admin/outbox/${pending!.id}/resend`);
    expect([notFailed.statusCode, notFailed.json()]).toEqual([
      409,
      { error: 'Only a failed e-mail can be sent again.' },
    ]);
    const missing = await call('POST', '/api/admin/outbox/9999/resend');
    expect(missing.statusCode).toBe(404);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const [failed] = await queue(1);
    await markFailed(failed!.id);
    for (const [method, url] of [
      ['GET', '/api/admin/outbox'],
      ['POST', `/api/admin/outbox/${failed!.id}/resend`],
    ] as const) {
      const response = await call(method, url, false);
      expect([response.statusCode, response.json()]).toEqual([
        401,
        { error: 'Please sign in as an admin.' },
      ]);
    }
    const row = await t.db.selectFrom('outbox').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });
});
