import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

const TOTP_KEY = 'a test key for the totp secrets, 32+ chars';

describe.each(testDialects)('two-factor sign-in on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp({ dialect, env: { ADMIN_TOTP_KEY: TOTP_KEY } });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const codeFor = (secret: string) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  const login = (extra: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { ...TEST_ADMIN, ...extra } });
  /** Sets two-factor up and returns the secret and the recovery codes. */
  async function turnOn() {
    const setup = (await call('POST', '/api/admin/two-factor')).json();
    const confirmed = await call('POST', '/api/admin/two-factor/confirmations', {
      code: await codeFor(setup.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    return { secret: setup.secret as string, recoveryCodes: confirmed.json().recoveryCodes };
  }

  it('is only for a signed-in admin', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/admin/two-factor' });
      expect(response.statusCode).toBe(401);
    }
  });

  it('sets up with an otpauth URI, a confirming code and 10 recovery codes', async () => {
    expect((await call('GET', '/api/admin/two-factor')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = await call('POST', '/api/admin/two-factor');
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, uri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*admin\?secret=[A-Z2-7]+&issuer=/);
    // Pending only: sign-in still needs no code, and a wrong code does not turn it on.
    expect((await login()).statusCode).toBe(200);
    const wrong = await call('POST', '/api/admin/two-factor/confirmations', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'That code is not right. Please try again.' });

    const confirmed = await call('POST', '/api/admin/two-factor/confirmations', {
      code: await codeFor(secret),
    });
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await call('GET', '/api/admin/two-factor')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // At rest: the secret is sealed with ADMIN_TOTP_KEY, the codes are hashed.
    const row = await t.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret);
    for (const code of recoveryCodes) expect(JSON.stringify(row)).not.toContain(code);
  });

  it('asks for the code after the right password, and takes each code once', async () => {
    const { secret } = await turnOn();
    const noCode = await login();
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ success: false, twoFactorRequired: true });
    expect(noCode.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // A wrong password still says only that.
    expect((await login({ password: 'wrong', code: '123456' })).json()).toEqual({
      success: false,
      error: 'Invalid username or password',
    });

    const wrong = await login({ code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, twoFactorRequired: true });

    t.clock.advance(30_000);
    const code = await codeFor(secret);
    const right = await login({ code });
    expect(right.statusCode).toBe(200);
    expect(right.cookies.find((c) => c.name === 'sid')).toBeDefined();
    expect((await login({ code })).statusCode).toBe(401);
  });

  it('takes a recovery code once instead of the app code', async () => {
    const { recoveryCodes } = await turnOn();
    const [first] = recoveryCodes;
    expect((await login({ code: first.toUpperCase() })).statusCode).toBe(200);
    expect((await login({ code: first })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/two-factor')).json().recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes as failed sign-ins', async () => {
    await turnOn();
    for (let i = 0; i < 10; i++) expect((await login({ code: '000000' })).statusCode).toBe(401);
    // Without a known-browser cookie, that pair of username and client is now slowed down.
    expect((await login({ code: '000000' })).statusCode).toBe(429);
  });

  it('turns off with a current code only', async () => {
    const { secret } = await turnOn();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/two-factor',
      headers: { cookie },
      payload: { code: '000000' },
    });
    expect(refused.statusCode).toBe(400);
    t.clock.advance(30_000);
    const off = await call('DELETE', '/api/admin/two-factor', { code: await codeFor(secret) });
    expect(off.json()).toEqual({ success: true });
    expect((await login()).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/two-factor')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
  });
});

describe('two-factor secrets without ADMIN_TOTP_KEY', () => {
  it('are stored as they are (documented), and still work', async () => {
    const t = await createTestApp();
    try {
      const cookie = await t.login();
      const setup = await t.app.inject({
        method: 'POST',
        url: '/api/admin/two-factor',
        headers: { cookie },
      });
      const { secret } = setup.json();
      const row = await t.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
      expect(row.totp_pending_secret).toBe(secret);
    } finally {
      await t.close();
    }
  });
});
