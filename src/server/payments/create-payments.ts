import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import type { PaymentsProvider } from './port.ts';
import { SandboxPayments } from './sandbox/provider.ts';
import { createStripeProvider } from './stripe/provider.ts';

/** Stripe when its keys are configured; otherwise the sandbox, so the site works offline. */
export function createPaymentsProvider(
  config: Pick<Config, 'stripe'>,
  clock: Clock,
): PaymentsProvider {
  return config.stripe ? createStripeProvider(config.stripe) : new SandboxPayments({ clock });
}
