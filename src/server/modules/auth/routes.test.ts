import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const INVALID = { success: false, error: 'Invalid username or password' };
const RATE_LIMITED = {
  success: false,
  error: 'Too many login attempts. Please wait 15 minutes and try again.',
};

describe.each(testDialects)('admin sign-in on %s', (dialect) => {
  let t: TestApp;

  const login = (payload: unknown, remoteAddress = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress });
  const wrongPassword = (remoteAddress?: string) =>
    login({ username: TEST_ADMIN.username, password: 'not the password' }, remoteAddress);
  const checkSession = async (cookie?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/check-session',
        headers: cookie ? { cookie } : {},
      })
    ).json();
  const adminOnly = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/test-admin-only',
      headers: cookie ? { cookie } : {},
    });
  const startApp = async () => {
    t = await createTestApp({ dialect });
    // A throwaway admin-only route, registered before the app is ready.
    t.app.get('/api/test-admin-only', { preHandler: t.app.requireAdmin }, async (request) => ({
      adminId: request.adminId,
    }));
  };

  // One app for the tests that neither move the clock nor come near a rate limit.
  describe('with one app', () => {
    beforeAll(startApp);
    afterAll(() => t.close());

    describe('GET /api/check-session', () => {
      it('says signed out without a cookie, and is never cached', async () => {
        const response = await t.app.inject({ method: 'GET', url: '/api/check-session' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ loggedIn: false });
        expect(response.headers['cache-control']).toBe('no-store');
      });

      it('says signed in with the cookie of a login', async () => {
        expect(await checkSession(await t.login())).toEqual({ loggedIn: true });
      });

      it('says signed out with a cookie that is not a session', async () => {
        expect(await checkSession('sid=forged-token')).toEqual({ loggedIn: false });
      });
    });

    describe('POST /api/login', () => {
      it('signs in with an HttpOnly, SameSite=Lax session cookie, not Secure over plain HTTP', async () => {
        const response = await login(TEST_ADMIN);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true });
        const cookie = response.cookies.find((c) => c.name === 'sid');
        expect(cookie).toMatchObject({
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          maxAge: 7 * 24 * 60 * 60,
        });
        expect(cookie?.secure).toBeFalsy();
        expect(await checkSession(`sid=${cookie?.value}`)).toEqual({ loggedIn: true });
      });

      it('does not trust X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: TEST_ADMIN,
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
      });

      it('stores a hash of the session token, not the token', async () => {
        const token = (await t.login()).replace(/^sid=/, '');
        const ids = (await t.db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
        expect(ids).toContain(createHash('sha256').update(token).digest('hex'));
        expect(ids).not.toContain(token);
      });

      it('refuses a wrong password and an unknown user with the same 401 and message', async () => {
        const sessionsBefore = await t.db.selectFrom('sessions').selectAll().execute();
        const wrong = await wrongPassword();
        const unknown = await login({ username: 'nobody', password: TEST_ADMIN.password });
        for (const response of [wrong, unknown]) {
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual(INVALID);
          expect(response.headers['set-cookie']).toBeUndefined();
        }
        expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual(sessionsBefore);
      });

      it.each([
        ['no body', undefined, /username/i],
        ['no username', { password: 'x' }, /username/i],
        ['an empty username', { username: ' ', password: 'x' }, /Username is required/],
        ['no password', { username: 'admin' }, /password/i],
        ['an empty password', { username: 'admin', password: '' }, /Password is required/],
        ['a username too long', { username: 'a'.repeat(65), password: 'x' }, /too long/],
        ['a password too long', { username: 'admin', password: 'x'.repeat(257) }, /too long/],
        ['a username of the wrong type', { username: 42, password: 'x' }, /username/i],
      ])('answers 400 { error } to %s', async (_name, payload, message) => {
        const response = await login(payload);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json())).toEqual(['error']);
        expect(response.json().error).toMatch(message);
      });
    });

    describe('the admin guard', () => {
      it.each([
        ['no cookie', undefined],
        ['a bogus cookie', 'sid=bogus'],
        ['another cookie only', 'theme=dark'],
      ])('answers 401 { error } with %s', async (_name, cookie) => {
        const response = await adminOnly(cookie);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'Please sign in as an admin.' });
      });

      it('lets a signed-in admin through and tells the route who it is', async () => {
        const response = await adminOnly(await t.login());
        expect(response.statusCode).toBe(200);
        const admin = await t.db
          .selectFrom('admins')
          .select('id')
          .where('username', '=', TEST_ADMIN.username)
          .executeTakeFirstOrThrow();
        expect(response.json()).toEqual({ adminId: admin.id });
      });
    });
  });

  describe('with a fresh app each', () => {
    beforeEach(startApp);
    afterEach(() => t.close());

    it('allows 20 attempts per client in 15 minutes, then answers 429', async () => {
      // The test admin's failures: ten refused as wrong, then nine as a blocked username.
      for (let i = 0; i < 19; i++) {
        expect((await wrongPassword()).statusCode).toBe(i < 10 ? 401 : 429);
      }
      expect((await login({ username: 'nobody', password: 'x' })).json()).toEqual(INVALID);
      const refused = await login({ username: 'somebody', password: 'x' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(RATE_LIMITED);

      expect((await login({ username: 'somebody', password: 'x' }, '203.0.113.2')).json()).toEqual(
        INVALID,
      );
      t.clock.advance(15 * MINUTE);
      expect((await login(TEST_ADMIN)).statusCode).toBe(200);
    });

    it('never blocks a username for everyone: failures elsewhere do not refuse the right password', async () => {
      for (let i = 0; i < 12; i++) {
        expect((await wrongPassword(`198.51.100.${i}`)).statusCode).toBe(401);
      }
      const response = await login(TEST_ADMIN, '198.51.100.200');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    });

    it('slows down one username from one client after 10 failures, and that pair only', async () => {
      for (let i = 0; i < 10; i++) expect((await wrongPassword()).statusCode).toBe(401);
      const refused = await login(TEST_ADMIN);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(RATE_LIMITED);
      expect(refused.headers['set-cookie']).toBeUndefined();
      // Another username from that client, and the admin from another client, go on as usual.
      expect((await login({ username: 'nobody', password: 'x' })).json()).toEqual(INVALID);
      expect((await login(TEST_ADMIN, '198.51.100.201')).statusCode).toBe(200);

      t.clock.advance(15 * MINUTE);
      expect((await login(TEST_ADMIN)).statusCode).toBe(200);
    });

    it('keeps a slowed-down username slowed down however many counters strangers fill', async () => {
      for (let i = 0; i < 10; i++) expect((await wrongPassword()).statusCode).toBe(401);
      // 10,000 strangers, each counted by a limit of their own (a form, a prayer).
      const form = { name: 'some-form', max: 8, windowMs: 15 * MINUTE };
      for (let i = 0; i < 10_001; i++) await t.app.limits.hit(form, `stranger-${i}`);
      expect((await login(TEST_ADMIN)).statusCode).toBe(429);
    });

    it('lets the admin in from a known browser even while its address is slowed down', async () => {
      const first = await login(TEST_ADMIN);
      const known = first.cookies.find((c) => c.name === 'known');
      expect(known).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(known?.maxAge).toBeGreaterThanOrEqual(90 * 24 * 60 * 60);
      const stored = await t.db.selectFrom('known_browsers').select('id').execute();
      expect(stored).toEqual([{ id: createHash('sha256').update(known!.value).digest('hex') }]);

      // Someone on the same network (one address) guesses at the admin's password.
      for (let i = 0; i < 10; i++) await wrongPassword();
      expect((await login(TEST_ADMIN)).statusCode).toBe(429);
      const withCookie = (value: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: TEST_ADMIN,
          remoteAddress: '203.0.113.1',
          headers: { cookie: `known=${value}` },
        });
      expect((await withCookie('forged')).statusCode).toBe(429);
      const again = await withCookie(known!.value);
      expect(again.statusCode).toBe(200);
      // A known browser keeps its token: no second one is issued.
      expect(again.cookies.find((c) => c.name === 'known')).toBeUndefined();
    });

    it('e-mails the admin once per window when its username is being guessed at', async () => {
      for (let i = 0; i < 10; i++) await wrongPassword(`198.51.100.${i}`);
      expect(await t.outbox()).toEqual([]);
      for (let i = 10; i < 16; i++) await wrongPassword(`198.51.100.${i}`);
      const [alert, ...more] = await t.outbox();
      expect(more).toEqual([]);
      expect(alert).toMatchObject({ to_address: t.config.notifyEmail });
      expect(alert?.subject).toContain('"admin"');
      expect(alert?.text_body).toContain('More than 10');
      expect(alert?.text_body).toContain('2026-01-15T10:00:00.000Z');
      expect(alert?.text_body).not.toContain('not the password');

      // Unknown usernames send nothing; a new window may send one more.
      for (let i = 0; i < 12; i++)
        await login({ username: 'nobody', password: 'x' }, `192.0.2.${i}`);
      expect(await t.outbox()).toHaveLength(1);
      t.clock.advance(15 * MINUTE);
      for (let i = 0; i < 11; i++) await wrongPassword(`198.51.100.${i}`);
      expect(await t.outbox()).toHaveLength(2);
    });

    it('rehashes a password stored at a lower cost on the next sign-in', async () => {
      await t.close();
      t = await createTestApp({ dialect, env: { PASSWORD_HASH_COST: '11' } });
      const storedHash = async () =>
        (await t.db.selectFrom('admins').select('password_hash').executeTakeFirstOrThrow())
          .password_hash;
      expect(await storedHash()).toMatch(/^scrypt\$1024\$/);
      expect((await wrongPassword()).statusCode).toBe(401);
      expect(await storedHash()).toMatch(/^scrypt\$1024\$/);
      expect((await login(TEST_ADMIN)).statusCode).toBe(200);
      expect(await storedHash()).toMatch(/^scrypt\$2048\$8\$1\$/);
      expect((await login(TEST_ADMIN)).statusCode).toBe(200);
    });

    it('forgets the failures of a username once it signs in', async () => {
      for (let i = 0; i < 9; i++) {
        expect((await wrongPassword(`198.51.100.${i}`)).statusCode).toBe(401);
      }
      expect((await login(TEST_ADMIN)).statusCode).toBe(200);
      expect((await wrongPassword()).statusCode).toBe(401);
      // Ten failures in the window, but nine of them came before the success.
      expect((await login(TEST_ADMIN)).statusCode).toBe(200);
    });

    it('ends the session on logout: the cookie no longer works', async () => {
      const cookie = await t.login();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const cleared = response.cookies.find((c) => c.name === 'sid');
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

      expect(await checkSession(cookie)).toEqual({ loggedIn: false });
      expect((await adminOnly(cookie)).statusCode).toBe(401);
      expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);

      const again = await t.app.inject({ method: 'POST', url: '/api/logout' });
      expect(again.statusCode).toBe(200);
    });

    it('ends a session after SESSION_DAYS (7 by default), however busy', async () => {
      const cookie = await t.login();
      for (let elapsed = 0; elapsed < 7 * DAY - 20 * MINUTE; elapsed += 20 * MINUTE) {
        t.clock.advance(20 * MINUTE);
        if (elapsed % DAY === 0) expect(await checkSession(cookie)).toEqual({ loggedIn: true });
        else await t.app.sessionStore.find(cookie.replace(/^sid=/, ''));
      }
      expect((await adminOnly(cookie)).statusCode).toBe(200);
      t.clock.advance(20 * MINUTE);
      expect(await checkSession(cookie)).toEqual({ loggedIn: false });
      expect((await adminOnly(cookie)).statusCode).toBe(401);
      expect((await adminOnly(cookie)).json()).toEqual({ error: 'Please sign in as an admin.' });
    });

    it('ends a session after SESSION_IDLE_MINUTES (30 by default) without use', async () => {
      const cookie = await t.login();
      t.clock.advance(29 * MINUTE);
      expect((await adminOnly(cookie)).statusCode).toBe(200);
      t.clock.advance(29 * MINUTE);
      expect(await checkSession(cookie)).toEqual({ loggedIn: true });
      t.clock.advance(30 * MINUTE);
      expect((await adminOnly(cookie)).statusCode).toBe(401);
      expect(await checkSession(cookie)).toEqual({ loggedIn: false });
    });
  });
});

describe('the session cookie when PUBLIC_URL is https', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://charity.example' } });
  });
  afterEach(() => t.close());

  it('is __Host-sid: Secure, Path=/, no Domain; a plain sid cookie is not read', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === '__Host-sid');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(response.cookies.find((c) => c.name === '__Host-known')?.secure).toBe(true);
    const check = (header: string) =>
      t.app.inject({ method: 'GET', url: '/api/check-session', headers: { cookie: header } });
    expect((await check(`__Host-sid=${cookie?.value}`)).json()).toEqual({ loggedIn: true });
    expect((await check(`sid=${cookie?.value}`)).json()).toEqual({ loggedIn: false });
  });
});

describe('the session cookie behind a reverse proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', HOST: '127.0.0.1' } });
  });
  afterEach(() => t.close());

  it('is Secure when the proxy says the visitor came over HTTPS', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: TEST_ADMIN,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.7' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === '__Host-sid')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('counts attempts per visitor address, not per proxy address', async () => {
    const attempt = (username: string, visitor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'wrong' },
        headers: { 'x-forwarded-for': visitor },
      });
    for (let i = 0; i < 20; i++) await attempt(TEST_ADMIN.username, '192.0.2.7');
    expect((await attempt('nobody', '192.0.2.7')).statusCode).toBe(429);
    expect((await attempt('nobody', '192.0.2.8')).statusCode).toBe(401);
  });
});
