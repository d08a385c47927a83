import { isIP, isIPv6 } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { brand } from '#shared/brand.ts';
import { DONATION_METHODS } from '#shared/donations.ts';
import { passesLuhn } from '#shared/luhn.ts';

/** The Swish Commerce API in production; Swish's test environment (MSS) is in the README. */
const SWISH_PRODUCTION_URL = 'https://cpc.getswish.net/swish-cpcapi';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A 32-byte key written as 64 hex digits or in base64. */
const keyFromEnv = (name: string) =>
  z
    .string()
    .transform((text) =>
      /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64'),
    )
    .refine((key) => key.length === 32, `${name} must be 32 bytes, in hex (64 digits) or base64`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform(trustedProxies)
    .pipe(
      z.union([z.literal(false), z.number().int().min(1).max(10), z.array(z.string())], {
        error: 'TRUST_PROXY must be false, true, a number of proxies, or proxy addresses',
      }),
    ),
  ALLOW_SANDBOX_PAYMENTS: booleanFromEnv.default(false),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_INSECURE: booleanFromEnv.default(false),
  MAIL_FROM: z.string().min(3).optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  ADMIN_TOTP_KEY: z.string().min(32, 'ADMIN_TOTP_KEY must be at least 32 characters').optional(),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  SEED_SAMPLE_CONTENT: booleanFromEnv.default(true),
  CLIENT_REF_KEY: z.string().min(32, 'CLIENT_REF_KEY must be at least 32 characters').optional(),
  CHALLENGE_HMAC_KEY: z
    .string()
    .min(32, 'CHALLENGE_HMAC_KEY must be at least 32 characters')
    .optional(),
  DONOR_LINK_KEY: z.string().min(32, 'DONOR_LINK_KEY must be at least 32 characters').optional(),
  NOTIFY_EMAIL: z.email('NOTIFY_EMAIL must be an e-mail address').optional(),
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must start with sk_test_, sk_live_ or rk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  ORGANISATION_NUMBER: z
    .string()
    .regex(/^\d{6}-?\d{4}$/, 'ORGANISATION_NUMBER must be written NNNNNN-NNNN')
    .transform((text) => text.replace('-', ''))
    .refine(passesLuhn, 'ORGANISATION_NUMBER has a wrong check digit')
    .transform((digits) => `${digits.slice(0, 6)}-${digits.slice(6)}`)
    .optional(),
  TAX_REDUCTION_APPROVED_FROM: z.iso
    .date('TAX_REDUCTION_APPROVED_FROM must be a date, YYYY-MM-DD')
    .optional(),
  PERSONAL_DATA_KEY: keyFromEnv('PERSONAL_DATA_KEY').optional(),
  SWISH_API_URL: z.url('SWISH_API_URL must be a URL').default(SWISH_PRODUCTION_URL),
  SWISH_PAYEE_ALIAS: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{10}$/, 'SWISH_PAYEE_ALIAS must be the 10-digit Swish number (123 90x xx xx)'),
    )
    .optional(),
  SWISH_CERT: z.string().min(1).optional(),
  SWISH_KEY: z.string().min(1).optional(),
  SWISH_P12: z.string().min(1).optional(),
  SWISH_P12_PASSPHRASE: z.string().optional(),
  SWISH_CA: z.string().min(1).optional(),
  PAYMENT_METHODS: z
    .string()
    .default('card,paypal,klarna,swish')
    .transform((value) => [...new Set(value.split(',').map((item) => item.trim().toLowerCase()))])
    .pipe(
      z
        .array(z.enum(DONATION_METHODS, 'PAYMENT_METHODS may list card, paypal, klarna, swish'))
        .refine((methods) => methods.includes('card'), 'PAYMENT_METHODS must include card'),
    ),
});

/**
 * The whole configuration: the variables checked one by one, then (only when they all pass)
 * the rules that concern several at once, then the shape the server reads. The cross-variable
 * rules throw their own message rather than adding an issue, since no one variable is wrong.
 */
const configSchema = envSchema.transform((e) => {
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error(
      'Invalid configuration: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither',
    );
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new Error(
      'Invalid configuration: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none of them (sandbox payments)',
    );
  }
  if (e.NODE_ENV === 'production') refuseUnsafeProduction(e);
  refuseProxyCountOnOpenAddress(e);
  const s3Settings = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Settings.some(Boolean) && !s3Settings.every(Boolean)) {
    throw new Error(
      'Invalid configuration: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or none of them (uploads in DATA_DIR)',
    );
  }
  if (e.TAX_REDUCTION_APPROVED_FROM && !(e.PERSONAL_DATA_KEY && e.ORGANISATION_NUMBER)) {
    throw new Error(
      "Invalid configuration: TAX_REDUCTION_APPROVED_FROM needs PERSONAL_DATA_KEY (to encrypt the givers' personal identity numbers) and ORGANISATION_NUMBER",
    );
  }
  return {
    env: e.NODE_ENV,
    /** Swish Handel: the 90-number and its certificate; undefined: Swish only in the sandbox. */
    swish: swishSettings(e),
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    /**
     * Where every e-mailed link points: PUBLIC_URL's origin, else the address this server
     * listens on. Never a request's Host, which anyone sending the request chooses.
     */
    linkOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : listeningOrigin(e.HOST, e.PORT),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    /** Rate-limit counters in Redis, shared by every instance; unset: the database (or memory). */
    redisUrl: e.REDIS_URL,
    /** Uploaded images in an S3-compatible bucket; undefined: in DATA_DIR/uploads. */
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    /** Pretend payments in production, said on purpose; every page and e-mail says so. */
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    /** smtp:// without STARTTLS allowed: only for a relay on the same machine. */
    smtpInsecure: e.SMTP_INSECURE,
    mailFrom: e.MAIL_FROM ?? `${brand.name} <${brand.email}>`,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    sessionDays: e.SESSION_DAYS,
    /** A session unused this long ends, whatever its absolute lifetime. */
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    /** Encrypts the admins' TOTP secrets at rest; undefined: they are stored as they are. */
    totpKey: e.ADMIN_TOTP_KEY,
    /** log2 of scrypt's N for new password hashes; lower only in tests, to keep them fast. */
    passwordHashCost: e.PASSWORD_HASH_COST,
    /** Create sample news, gallery, testimonials, leaders and prayer points on first start. */
    seedSampleContent: e.SEED_SAMPLE_CONTENT,
    /** Signs the proof-of-work challenges; undefined: a random key per process (one instance only). */
    challengeHmacKey: e.CHALLENGE_HMAC_KEY,
    /** Keys the hash of a payer's address kept for an hour; undefined: a random key per process. */
    clientRefKey: e.CLIENT_REF_KEY,
    /** Signs the "My gifts" sign-in links; undefined: a random key per process (one instance only). */
    donorLinkKey: e.DONOR_LINK_KEY,
    /** Where contact messages and volunteer applications are sent. */
    notifyEmail: e.NOTIFY_EMAIL ?? brand.email,
    /** Applications and contact messages older than this are deleted. */
    retentionMonths: e.RETENTION_MONTHS,
    /** Stripe's keys; undefined: the built-in sandbox provider takes payments (test mode). */
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    /** The organisation's number (NNNNNN-NNNN), for Skatteverket's reports and the givers' statements. */
    organisationNumber: e.ORGANISATION_NUMBER,
    /** Encrypts personal data kept at rest (the givers' personal identity numbers). */
    personalDataKey: e.PERSONAL_DATA_KEY,
    /**
     * The tax reduction for gifts (skattereduktion), from the day Skatteverket approved the
     * organisation; undefined: not offered.
     */
    taxReduction: e.TAX_REDUCTION_APPROVED_FROM
      ? { approvedFrom: e.TAX_REDUCTION_APPROVED_FROM }
      : undefined,
    /**
     * The payment methods offered; card always, PayPal, Klarna and Swish each switchable off
     * (Swish only where a Swish provider exists: SWISH_* set, or the sandbox).
     */
    paymentMethods: e.PAYMENT_METHODS,
    // The same place from the source (src/server) and from the bundle (dist/server).
    staticDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
  };
});

export type Config = z.output<typeof configSchema>;

/**
 * What a public production site must have: its own address (links, allowed return addresses
 * and origins come from it, never from a request's Host) and real payments, unless the
 * operator says in so many words that pretend payments are meant.
 */
function refuseUnsafeProduction(e: z.output<typeof envSchema>) {
  if (!e.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration: set PUBLIC_URL (e.g. https://example.org) when NODE_ENV=production',
    );
  }
  // Over http:// the cookies lose Secure and __Host-; loopback is a secure context to browsers.
  const publicUrl = new URL(e.PUBLIC_URL);
  if (publicUrl.protocol !== 'https:' && !isLoopback(publicUrl.hostname)) {
    throw new Error(
      'Invalid configuration: PUBLIC_URL must be an https:// address when NODE_ENV=production (http:// only on this machine: http://127.0.0.1:PORT or http://localhost:PORT)',
    );
  }
  if (!e.ADMIN_TOTP_KEY) {
    throw new Error(
      "Invalid configuration: set ADMIN_TOTP_KEY (32 or more random characters, e.g. `openssl rand -hex 32`) when NODE_ENV=production: it encrypts the admins' two-factor secrets",
    );
  }
  if (!e.STRIPE_SECRET_KEY && !e.ALLOW_SANDBOX_PAYMENTS) {
    throw new Error(
      'Invalid configuration: NODE_ENV=production needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET; set ALLOW_SANDBOX_PAYMENTS=true to run pretend payments on purpose',
    );
  }
}

/**
 * A count of proxies believes the nearest X-Forwarded-For entries from whoever connects: only
 * proxies must be able to connect, so the server listens on loopback, or the proxies are named.
 */
function refuseProxyCountOnOpenAddress(e: z.output<typeof envSchema>) {
  if (typeof e.TRUST_PROXY !== 'number' || isLoopback(e.HOST)) return;
  throw new Error(
    `Invalid configuration: TRUST_PROXY as a count of proxies (true, or a number) believes X-Forwarded-For from anyone who can reach HOST=${e.HOST}, so any client could choose its address; listen on loopback behind the proxy (HOST=127.0.0.1) or list the proxies' addresses (TRUST_PROXY=10.0.0.2,10.0.0.3)`,
  );
}

/** The server's own address: localhost when it listens on every address or on loopback. */
function listeningOrigin(host: string, port: number): string {
  if (isLoopback(host) || host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;
}

/** localhost, 127.0.0.0/8 or ::1 (a URL's hostname writes it [::1]). */
export function isLoopback(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1');
  return address === 'localhost' || address === '::1' || /^127(?:\.\d{1,3}){3}$/.test(address);
}

/** The Swish settings when any is given: then the number and a certificate are needed. */
function swishSettings(e: z.output<typeof envSchema>) {
  const given = [e.SWISH_PAYEE_ALIAS, e.SWISH_CERT, e.SWISH_KEY, e.SWISH_P12, e.SWISH_CA];
  if (!given.some(Boolean)) return undefined;
  const pem = e.SWISH_CERT && e.SWISH_KEY;
  if (!e.SWISH_PAYEE_ALIAS || (!pem && !e.SWISH_P12) || (pem && e.SWISH_P12)) {
    throw new Error(
      'Invalid configuration: Swish needs SWISH_PAYEE_ALIAS and its certificate, either SWISH_CERT and SWISH_KEY or SWISH_P12 (with SWISH_P12_PASSPHRASE)',
    );
  }
  return {
    apiUrl: e.SWISH_API_URL,
    payeeAlias: e.SWISH_PAYEE_ALIAS,
    credentials:
      e.SWISH_CERT && e.SWISH_KEY
        ? { certPath: e.SWISH_CERT, keyPath: e.SWISH_KEY, caPath: e.SWISH_CA }
        : { p12Path: e.SWISH_P12 ?? '', passphrase: e.SWISH_P12_PASSPHRASE, caPath: e.SWISH_CA },
  };
}

/**
 * TRUST_PROXY: `true` trusts one proxy in front (the client is the last address it adds to
 * X-Forwarded-For), a number that many, or a comma-separated list of proxy addresses or
 * CIDR ranges. Never every hop: a client could then choose its own address.
 */
function trustedProxies(value: string): false | number | string[] | string {
  const text = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.every((item) => isIP(item.split('/')[0] ?? '') !== 0) ? list : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
