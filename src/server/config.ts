import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { brand } from '#shared/brand.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SEED_SAMPLE_CONTENT: booleanFromEnv.default(true),
  CHALLENGE_HMAC_KEY: z
    .string()
    .min(32, 'CHALLENGE_HMAC_KEY must be at least 32 characters')
    .optional(),
  CLIENT_REF_KEY: z.string().min(32, 'CLIENT_REF_KEY must be at least 32 characters').optional(),
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
  PAYMENT_METHODS: z
    .string()
    .default('card,paypal,klarna')
    .transform((value) => [...new Set(value.split(',').map((item) => item.trim().toLowerCase()))])
    .pipe(
      z
        .array(
          z.enum(['card', 'paypal', 'klarna'], 'PAYMENT_METHODS may list card, paypal, klarna'),
        )
        .refine((methods) => methods.includes('card'), 'PAYMENT_METHODS must include card'),
    ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Rate-limit counters in Redis, shared by every instance; unset: in the database (or memory). */
  redisUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { username: string; password: string } | undefined;
  sessionDays: number;
  /** Create sample news, gallery, testimonials, leaders and prayer points on first start. */
  seedSampleContent: boolean;
  /** Signs the proof-of-work challenges; undefined: a random key per process (one instance only). */
  challengeHmacKey: string | undefined;
  /** Keys the hash of a payer's address kept for an hour; undefined: a random key per process. */
  clientRefKey: string | undefined;
  /** Where contact messages and volunteer applications are sent. */
  notifyEmail: string;
  /** Applications and contact messages older than this are deleted. */
  retentionMonths: number;
  /** Stripe's keys; undefined: the built-in sandbox provider takes payments (test mode). */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /** The payment methods offered; card always, PayPal and Klarna each switchable off. */
  paymentMethods: ('card' | 'paypal' | 'klarna')[];
  staticDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${brand.name} <${brand.email}>`,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    sessionDays: e.SESSION_DAYS,
    seedSampleContent: e.SEED_SAMPLE_CONTENT,
    challengeHmacKey: e.CHALLENGE_HMAC_KEY,
    clientRefKey: e.CLIENT_REF_KEY,
    notifyEmail: e.NOTIFY_EMAIL ?? brand.email,
    retentionMonths: e.RETENTION_MONTHS,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    paymentMethods: e.PAYMENT_METHODS,
    // The same place from the source (src/server) and from the bundle (dist/server).
    staticDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
  };
}

function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
