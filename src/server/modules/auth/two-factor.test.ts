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
  const login = (extra: object = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...TEST_ADMIN, ...extra },
      remoteAddress,
    });
  const password = TEST_ADMIN.password;
  /** Sets two-factor up and returns the secret and the recovery codes. */
  async function turnOn() {
    const setup = (await call('POST', '/api/admin/two-factor', { password })).json();
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
    const setup = await call('POST', '/api/admin/two-factor', { password });
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

  it('counts wrong codes per username from anywhere: many addresses get no more guesses', async () => {
    const { secret } = await turnOn();
    for (let i = 0; i < 10; i++) {
      expect((await login({ code: '000000' }, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    t.clock.advance(30_000);
    const refused = await login({ code: await codeFor(secret) }, '198.51.100.77');
    expect(refused.statusCode).toBe(429);
    t.clock.advance(15 * 60_000);
    expect((await login({ code: await codeFor(secret) }, '198.51.100.78')).statusCode).toBe(200);
  });

  it('lets no stranger lock the second factor: only a right password reaches the code', async () => {
    const { secret } = await turnOn();
    for (let i = 0; i < 20; i++) {
      const guess = { password: 'not the password', code: '000000' };
      expect((await login(guess, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    t.clock.advance(30_000);
    expect((await login({ code: await codeFor(secret) }, '198.51.100.99')).statusCode).toBe(200);
  });

  it('hashes the recovery codes like passwords: scrypt, each with its own salt', async () => {
    const { recoveryCodes } = await turnOn();
    const row = await t.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    const hashes: string[] = JSON.parse(row.recovery_code_hashes ?? '[]');
    expect(hashes).toHaveLength(10);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    const salts = hashes.map((hash) => hash.split('$')[4]);
    expect(new Set(salts).size).toBe(10);
    expect((await login({ code: recoveryCodes[3] })).statusCode).toBe(200);
  });

  it('needs the password to set up, and the password and a current code for a new authenticator', async () => {
    expect((await call('POST', '/api/admin/two-factor', {})).statusCode).toBe(400);
    const wrongPassword = await call('POST', '/api/admin/two-factor', { password: 'not it' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ error: 'The password is not right.' });
    const { secret } = await turnOn();

    // A signed-in cookie alone replaces nothing: the admin's own app keeps working.
    const noCode = await call('POST', '/api/admin/two-factor', { password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({
      error: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
    });
    const wrongCode = await call('POST', '/api/admin/two-factor', { password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ error: 'That code is not right. Please try again.' });
    t.clock.advance(30_000);
    const again = await call('POST', '/api/admin/two-factor', {
      password,
      code: await codeFor(secret),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().secret).not.toBe(secret);
  });

  it('makes new recovery codes only with the password and a current code', async () => {
    const { secret } = await turnOn();
    t.clock.advance(30_000);
    const code = await codeFor(secret);
    const url = '/api/admin/two-factor/recovery-codes';
    expect((await call('POST', url, { code })).statusCode).toBe(400);
    const made = await call('POST', url, { password, code });
    expect(made.statusCode).toBe(200);
    expect(made.json().recoveryCodes).toHaveLength(10);
  });

  it('e-mails the admin about each change and ends their other sessions, not this one', async () => {
    const other = await t.login();
    const { secret } = await turnOn();
    const signedIn = async (session: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/check-session',
          headers: { cookie: session },
        })
      ).json().loggedIn;
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(cookie)).toBe(true);
    const notices = (await t.outbox()).filter((m) => m.subject.startsWith('Admin account'));
    expect(notices).toEqual([
      expect.objectContaining({
        to_address: t.config.notifyEmail,
        subject: 'Admin account "admin": two-factor sign-in turned on',
      }),
    ]);
    expect(notices[0]?.text_body).toContain('If this was not you');

    const third = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...TEST_ADMIN, code: await codeFor(secret) },
    });
    const thirdCookie = `sid=${third.cookies.find((c) => c.name === 'sid')?.value}`;
    t.clock.advance(30_000);
    const off = await call('DELETE', '/api/admin/two-factor', {
      password,
      code: await codeFor(secret),
    });
    expect(off.statusCode).toBe(200);
    expect(await signedIn(thirdCookie)).toBe(false);
    expect(await signedIn(cookie)).toBe(true);
    expect((await t.outbox()).map((m) => m.subject)).toContain(
      'Admin account "admin": two-factor sign-in turned off',
    );
  });

  it('changes the password with the current one and a current code, and ends other sessions', async () => {
    const other = await t.login();
    const { secret } = await turnOn();
    const newPassword = 'a brand new long password';
    const change = (payload: object) => call('POST', '/api/admin/password', payload);
    expect((await change({ password, newPassword })).statusCode).toBe(400);
    expect((await change({ password: 'wrong', newPassword, code: '000000' })).statusCode).toBe(400);
    t.clock.advance(30_000);
    const tooShort = await change({ password, newPassword: 'short', code: await codeFor(secret) });
    expect(tooShort.statusCode).toBe(400);
    const changed = await change({ password, newPassword, code: await codeFor(secret) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true });

    t.clock.advance(30_000);
    const code = await codeFor(secret);
    expect((await login({ code })).statusCode).toBe(401);
    expect((await login({ password: newPassword, code })).statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/check-session',
      headers: { cookie: other },
    });
    expect(check.json()).toEqual({ loggedIn: false });
    expect((await t.outbox()).map((m) => m.subject)).toContain(
      'Admin account "admin": password changed',
    );
  });

  it('turns off with the password and a current code', async () => {
    const { secret } = await turnOn();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/two-factor',
      headers: { cookie },
      payload: { password, code: '000000' },
    });
    expect(refused.statusCode).toBe(400);
    t.clock.advance(30_000);
    const code = await codeFor(secret);
    expect((await call('DELETE', '/api/admin/two-factor', { code })).statusCode).toBe(400);
    const off = await call('DELETE', '/api/admin/two-factor', { password, code });
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
        payload: { password: TEST_ADMIN.password },
      });
      const { secret } = setup.json();
      const row = await t.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
      expect(row.totp_pending_secret).toBe(secret);
    } finally {
      await t.close();
    }
  });
});
