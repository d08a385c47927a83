import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '#shared/brand.ts';
import { loadConfig } from './config.ts';
import { databaseOptionsFromConfig } from './db/database.ts';

/** A value for each variable, as a deployment would set them. */
const givenValues = {
  PORT: '8080',
  HOST: '127.0.0.1',
  DATA_DIR: '/srv/charity',
  DATABASE_URL: 'postgresql://app@db/site',
  PUBLIC_URL: 'https://charity.example//',
  TRUST_PROXY: 'true',
  SMTP_URL: 'smtps://user:pass@mail.example:465',
  MAIL_FROM: 'Charity <info@charity.example>',
  ADMIN_USERNAME: 'alice',
  ADMIN_PASSWORD: 'a long enough password',
  SESSION_DAYS: '3',
  SESSION_IDLE_MINUTES: '10',
  ADMIN_TOTP_KEY: 'k'.repeat(32),
};

describe('loadConfig', () => {
  it('has defaults that start the site on a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      publicUrl: undefined,
      linkOrigin: 'http://localhost:3000',
      trustProxy: false,
      logLevel: 'info',
      smtpUrl: undefined,
      admin: undefined,
      sessionDays: 7,
      sessionIdleMinutes: 30,
      totpKey: undefined,
      passwordHashCost: 17,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.mailFrom).toContain(brand.email);
    expect(databaseOptionsFromConfig(config)).toEqual({
      kind: 'sqlite',
      file: path.resolve('data', 'site.db'),
    });
  });

  it('reads the values it is given', () => {
    const config = loadConfig(givenValues);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/charity',
      databaseUrl: 'postgresql://app@db/site',
      publicUrl: 'https://charity.example',
      linkOrigin: 'https://charity.example',
      trustProxy: 1,
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Charity <info@charity.example>',
      admin: { username: 'alice', password: 'a long enough password' },
      sessionDays: 3,
      sessionIdleMinutes: 10,
      totpKey: 'k'.repeat(32),
    });
    expect(databaseOptionsFromConfig(config)).toEqual({
      kind: 'postgres',
      url: 'postgresql://app@db/site',
    });
  });

  it('without PUBLIC_URL, points e-mailed links at the address the server listens on', () => {
    expect(loadConfig({ HOST: '::', PORT: '8080' }).linkOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '192.0.2.5' }).linkOrigin).toBe('http://192.0.2.5:3000');
    expect(loadConfig({ HOST: '2001:db8::5' }).linkOrigin).toBe('http://[2001:db8::5]:3000');
  });

  it.each([
    ['true', 1],
    ['yes', 1],
    ['2', 2],
    ['false', false],
    ['0', false],
    ['10.0.0.2, 192.168.0.0/16', ['10.0.0.2', '192.168.0.0/16']],
    ['::1', ['::1']],
  ])(
    'reads TRUST_PROXY=%s as %j: one proxy, a count, or their addresses, never every hop',
    (value, expected) => {
      expect(loadConfig({ TRUST_PROXY: value, HOST: '127.0.0.1' }).trustProxy).toEqual(expected);
    },
  );

  it.each(['true', '2'])(
    'refuses TRUST_PROXY=%s on a server that anyone can reach: they could choose their address',
    (value) => {
      for (const host of ['0.0.0.0', '::', '192.0.2.10']) {
        expect(() => loadConfig({ TRUST_PROXY: value, HOST: host })).toThrow(
          /TRUST_PROXY as a count .* believes X-Forwarded-For from anyone .*HOST=127\.0\.0\.1.*proxies' addresses/,
        );
      }
      for (const host of ['127.0.0.1', '::1', 'localhost']) {
        expect(loadConfig({ TRUST_PROXY: value, HOST: host }).trustProxy).toBe(Number(value) || 1);
      }
      // The proxies by address: only they are believed, wherever the server listens.
      expect(loadConfig({ TRUST_PROXY: '10.0.0.2', HOST: '0.0.0.0' }).trustProxy).toEqual([
        '10.0.0.2',
      ]);
    },
  );

  describe('with NODE_ENV=production', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    const totpKey = { ADMIN_TOTP_KEY: 't'.repeat(32) };

    it('refuses to start without PUBLIC_URL: no address may come from a request', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...stripe, ...totpKey })).toThrow(
        /set PUBLIC_URL .* when NODE_ENV=production/,
      );
    });

    it('refuses an http:// PUBLIC_URL, which drops the Secure cookies, except on this machine', () => {
      const site = { NODE_ENV: 'production', ...stripe, ...totpKey };
      expect(() => loadConfig({ ...site, PUBLIC_URL: 'http://charity.example' })).toThrow(
        /PUBLIC_URL must be an https:\/\/ address when NODE_ENV=production/,
      );
      expect(() => loadConfig({ ...site, PUBLIC_URL: 'http://10.0.0.5:3000' })).toThrow(
        /PUBLIC_URL must be an https:\/\//,
      );
      // Browsers treat loopback as secure: a production rehearsal on one machine.
      for (const rehearsal of [
        'http://127.0.0.1:3000',
        'http://localhost:8080',
        'http://[::1]:3000',
      ]) {
        expect(loadConfig({ ...site, PUBLIC_URL: rehearsal }).publicUrl).toBe(rehearsal);
      }
      expect(loadConfig({ ...site, PUBLIC_URL: 'https://charity.example' }).publicUrl).toBe(
        'https://charity.example',
      );
    });

    it('refuses to start without ADMIN_TOTP_KEY: a copy of the database must not make codes', () => {
      const site = { NODE_ENV: 'production', PUBLIC_URL: 'https://charity.example', ...stripe };
      expect(() => loadConfig(site)).toThrow(/set ADMIN_TOTP_KEY .* when NODE_ENV=production/);
      expect(loadConfig({ ...site, ...totpKey }).totpKey).toBe(totpKey.ADMIN_TOTP_KEY);
    });

    it('refuses pretend payments unless ALLOW_SANDBOX_PAYMENTS=true says they are meant', () => {
      const site = { NODE_ENV: 'production', PUBLIC_URL: 'https://charity.example', ...totpKey };
      expect(() => loadConfig(site)).toThrow(/NODE_ENV=production needs STRIPE_SECRET_KEY/);
      expect(loadConfig({ ...site, ALLOW_SANDBOX_PAYMENTS: 'true' })).toMatchObject({
        stripe: undefined,
        allowSandboxPayments: true,
      });
      expect(loadConfig({ ...site, ...stripe }).stripe).toBeDefined();
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['SMTP_URL', 'http://mail.example'],
    ['TRUST_PROXY', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
    ['SESSION_DAYS', '0'],
    ['NODE_ENV', 'staging'],
  ])('refuses %s=%s with a message that names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n {2}${name}: `),
    );
  });

  it('lists every invalid value at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT: .*\n.*LOG_LEVEL: /s);
  });

  it('refuses ADMIN_USERNAME without ADMIN_PASSWORD, and the reverse', () => {
    const message = /set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither/;
    expect(() => loadConfig({ ADMIN_USERNAME: 'alice' })).toThrow(message);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'a long enough password' })).toThrow(message);
  });

  it('refuses an ADMIN_PASSWORD shorter than 12 characters', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'alice', ADMIN_PASSWORD: 'short12345' })).toThrow(
      'ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 12 characters',
    );
  });

  it('treats empty values as unset', () => {
    // Every variable the test above gives, set to ''.
    const config = loadConfig(Object.fromEntries(Object.keys(givenValues).map((key) => [key, ''])));
    expect(config).toEqual(loadConfig({}));
  });

  describe('the tax reduction', () => {
    const key = 'ab'.repeat(32);
    const on = {
      TAX_REDUCTION_APPROVED_FROM: '2026-03-01',
      ORGANISATION_NUMBER: '5565727228',
      PERSONAL_DATA_KEY: key,
    };

    it('is off unless TAX_REDUCTION_APPROVED_FROM is set', () => {
      expect(loadConfig({}).taxReduction).toBeUndefined();
    });

    it('reads the approval date, the organisation number and a hex or base64 key', () => {
      const config = loadConfig(on);
      expect(config.taxReduction).toEqual({ approvedFrom: '2026-03-01' });
      expect(config.organisationNumber).toBe('556572-7228');
      expect(config.personalDataKey?.toString('hex')).toBe(key);
      const base64 = Buffer.from(key, 'hex').toString('base64');
      expect(loadConfig({ PERSONAL_DATA_KEY: base64 }).personalDataKey?.toString('hex')).toBe(key);
    });

    it('refuses to start without the key or the organisation number', () => {
      const needs = /TAX_REDUCTION_APPROVED_FROM needs PERSONAL_DATA_KEY/;
      expect(() => loadConfig({ ...on, PERSONAL_DATA_KEY: '' })).toThrow(needs);
      expect(() => loadConfig({ ...on, ORGANISATION_NUMBER: '' })).toThrow(needs);
    });

    it('refuses a short key, a wrong check digit and a date that is not one', () => {
      expect(() => loadConfig({ ...on, PERSONAL_DATA_KEY: 'c2hvcnQ=' })).toThrow(
        'PERSONAL_DATA_KEY must be 32 bytes',
      );
      expect(() => loadConfig({ ...on, ORGANISATION_NUMBER: '556572-7229' })).toThrow(
        'ORGANISATION_NUMBER has a wrong check digit',
      );
      expect(() => loadConfig({ ...on, TAX_REDUCTION_APPROVED_FROM: '2026-13-01' })).toThrow(
        'TAX_REDUCTION_APPROVED_FROM must be a date',
      );
    });
  });
});
