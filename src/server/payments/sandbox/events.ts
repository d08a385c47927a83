import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { SandboxStore } from './store.ts';

export type EventSink = (payload: string, signatureHeader: string) => Promise<void>;

/**
 * What every part of the sandbox shares: its clock, its event stream, its idempotency keys and
 * the store of its records. A part stores a changed record before it emits the event about it.
 */
export interface SandboxContext {
  /** Seconds since the epoch, on the sandbox's clock. */
  now(): number;
  emit(type: string, object: unknown): void;
  once<T>(idempotencyKey: string, create: () => Promise<T>): Promise<T>;
  store: SandboxStore;
}

export function newId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

/**
 * The sandbox's events, as Stripe sends them: signed with its own webhook secret in Stripe's
 * header format and delivered one at a time, in order, to the sink (the site's webhook route).
 */
export class SandboxEvents {
  readonly webhookSecret = `whsec_sandbox_${randomBytes(24).toString('hex')}`;
  private readonly queue: string[] = [];
  private sink: EventSink | undefined;
  private delivering: Promise<void> | undefined;

  constructor(private readonly now: () => number) {}

  emit(type: string, object: unknown) {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now(),
      livemode: false,
      type,
      data: { object },
    });
    this.queue.push(payload);
    this.drain();
  }

  /** Where events go; events raised before a sink is set wait for it. */
  setSink(sink: EventSink | undefined): void {
    this.sink = sink;
    this.drain();
  }

  /** Resolves once every event raised so far has been delivered. */
  async whenDelivered(): Promise<void> {
    while (this.delivering) await this.delivering;
  }

  private drain() {
    if (this.delivering || !this.sink || this.queue.length === 0) return;
    this.delivering = (async () => {
      while (this.sink && this.queue.length > 0) {
        const payload = this.queue.shift() as string;
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: this.webhookSecret,
        });
        await this.sink(payload, signature);
      }
    })().finally(() => {
      this.delivering = undefined;
      this.drain();
    });
  }
}
