import { Redis } from 'ioredis';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { LOCALES } from '#shared/i18n/locale.ts';
import { sandboxNotice } from '#shared/payments/sandbox-notice.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { PaymentsProvider } from './port.ts';
import { SandboxPayments } from './sandbox/provider.ts';
import { createDbSandboxStore, createRedisSandboxStore } from './sandbox/store.ts';
import { SandboxSwish } from './sandbox/swish.ts';
import { createStripeProvider } from './stripe/provider.ts';
import { SwishCommerceClient } from './swish/client.ts';
import type { SwishProvider } from './swish/port.ts';

/**
 * Stripe when its keys are configured; otherwise the sandbox, so the site works offline. The
 * sandbox keeps its records in Redis when REDIS_URL is set, else in the site's database.
 */
export function createPaymentsProvider(
  config: Pick<Config, 'stripe' | 'redisUrl'>,
  clock: Clock,
  db: Db,
): PaymentsProvider {
  if (config.stripe) return createStripeProvider(config.stripe);
  const store = config.redisUrl
    ? createRedisSandboxStore(
        new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }),
      )
    : createDbSandboxStore(db, clock);
  return new SandboxPayments({ clock, store });
}

/**
 * Swish's Commerce API when its number and certificate are configured (the files are read and
 * checked now); otherwise the sandbox's stand-in while the card payments are pretend too; else
 * none, and Swish is not offered.
 */
export function createSwishProvider(
  config: Pick<Config, 'swish'>,
  payments: PaymentsProvider,
  clock: Clock,
): SwishProvider | undefined {
  if (config.swish) return new SwishCommerceClient(config.swish);
  if (payments instanceof SandboxPayments) return new SandboxSwish(payments.store, clock);
  return undefined;
}

/**
 * What every e-mail starts with while the site takes no real money (the sandbox says so), in
 * both languages: the outbox sends e-mails of either.
 */
export function emailNotice(payments: Pick<PaymentsProvider, 'kind'>): string | undefined {
  if (payments.kind !== 'sandbox') return undefined;
  return LOCALES.map((locale) => i18nFor(locale)._(sandboxNotice.text)).join('\n');
}
