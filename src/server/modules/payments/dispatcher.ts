import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEvent } from '../../payments/port.ts';

type EventOf<Type extends PaymentEvent['type']> = Extract<PaymentEvent, { type: Type }>;

export type PaymentEventHandler<Type extends PaymentEvent['type'] = PaymentEvent['type']> = (
  event: EventOf<Type>,
  log: FastifyBaseLogger,
) => Promise<void>;

/**
 * Routes verified payment events to the domains that care, by kind. Domain modules register
 * their handlers at start-up (donations: payments, invoices, subscriptions; ticket orders:
 * checkouts); each handler sees every event of its kind and leaves alone what is not its own.
 * Handlers must be idempotent: the provider delivers at least once, in any order.
 */
export class PaymentEventDispatcher {
  private readonly handlers = new Map<string, PaymentEventHandler[]>();

  on<Type extends PaymentEvent['type']>(type: Type, handler: PaymentEventHandler<Type>): void {
    this.handlers.set(type, [
      ...(this.handlers.get(type) ?? []),
      handler as unknown as PaymentEventHandler,
    ]);
  }

  /** Runs every handler of the event's kind; false when there is none. */
  async dispatch(event: PaymentEvent, log: FastifyBaseLogger): Promise<boolean> {
    const handlers = this.handlers.get(event.type);
    if (!handlers) return false;
    for (const handler of handlers) await handler(event, log);
    return true;
  }
}
