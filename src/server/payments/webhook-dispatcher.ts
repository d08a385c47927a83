import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEvent } from './port.ts';

export type PaymentEventHandler = (event: PaymentEvent, log: FastifyBaseLogger) => Promise<void>;

/**
 * Routes verified payment events to the domains that care, by event type. Domain modules
 * register their handlers at start-up (donations: payment intents, invoices, subscriptions;
 * ticket orders: checkout sessions); a type nobody registered is acknowledged and ignored.
 * Handlers must be idempotent: the provider delivers at least once, in any order.
 */
export class WebhookDispatcher {
  private readonly handlers = new Map<string, PaymentEventHandler[]>();

  on(types: string | string[], handler: PaymentEventHandler): void {
    for (const type of Array.isArray(types) ? types : [types]) {
      this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    }
  }

  /** Runs every handler of the event's type; false when there is none. */
  async dispatch(event: PaymentEvent, log: FastifyBaseLogger): Promise<boolean> {
    const handlers = this.handlers.get(event.type);
    if (!handlers) return false;
    for (const handler of handlers) await handler(event, log);
    return true;
  }
}
