import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe("the admin's answers", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it.each([
    '/api/volunteers',
    '/api/admin/applications',
    '/api/admin/messages',
    '/api/admin/donations',
    '/api/admin/ticket-orders',
    '/api/admin/outbox',
    '/api/admin/two-factor',
    '/api/sample-content',
    '/api/admin/export/messages.csv',
    '/api/admin/export/donations.csv',
    '/api/admin/export/ticket-orders.csv',
  ])('%s carries personal data: cache-control no-store', async (url) => {
    const cookie = await t.login();
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
