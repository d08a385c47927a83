import { randomBytes } from 'node:crypto';
import type { CreateCheckoutParams } from '../port.ts';
import type { CheckoutSessionObject } from '../stripe/wire.ts';
import type { SandboxCharges } from './charges.ts';
import { newId, type SandboxContext } from './events.ts';

export type CheckoutOutcome = 'pay' | 'cancel';

/** A session as the sandbox keeps it: Stripe's fields plus what the hosted page shows. */
interface SandboxSession extends CheckoutSessionObject {
  success_url: string;
  cancel_url: string;
  customer_email: string;
  line_items: CreateCheckoutParams['lineItems'];
  /** Stripe's `locale`: the hosted page's language. */
  locale?: CreateCheckoutParams['locale'];
}

/** What the hosted stand-in page shows while it waits for the buyer. */
export type CheckoutPageView = Pick<
  SandboxSession,
  'id' | 'amount_total' | 'currency' | 'customer_email' | 'line_items' | 'cancel_url' | 'locale'
>;

/**
 * Stripe Checkout as the sandbox plays it: a session opens a hosted page (served by the sandbox
 * routes at `url`), where the buyer pays or cancels; the session then completes or expires, and
 * says so in the same events Stripe sends. A session nobody answers expires at `expires_at`.
 */
export class SandboxCheckoutSessions {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly deps: SandboxContext,
    private readonly charges: SandboxCharges,
  ) {}

  create(
    params: CreateCheckoutParams,
    { idempotencyKey }: { idempotencyKey: string },
  ): Promise<CheckoutSessionObject> {
    return this.deps.once(idempotencyKey, async () => {
      const id = `cs_test_sbx_${randomBytes(16).toString('hex')}`;
      const session: SandboxSession = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: params.lineItems.reduce(
          (sum, item) => sum + item.unitAmountOre * item.quantity,
          0,
        ),
        currency: params.currency,
        url: `/sandbox/checkout/${id}`,
        client_reference_id: params.clientReferenceId,
        expires_at: Math.floor(params.expiresAt.getTime() / 1000),
        metadata: params.metadata,
        success_url: params.successUrl,
        cancel_url: params.cancelUrl,
        customer_email: params.customerEmail,
        line_items: params.lineItems,
        ...(params.locale ? { locale: params.locale } : {}),
      };
      await this.save(session);
      this.expireLater(session);
      return view(session);
    });
  }

  async retrieve(id: string): Promise<CheckoutSessionObject | null> {
    const session = await this.current(id);
    return session ? view(session) : null;
  }

  /** The open session a hosted page is about; null once it completed or expired. */
  async pending(id: string): Promise<CheckoutPageView | null> {
    const session = await this.current(id);
    return session?.status === 'open' ? session : null;
  }

  /** Stripe's expire: an open session closes at once; any other is answered as it stands. */
  async expireNow(id: string): Promise<CheckoutSessionObject | null> {
    const session = await this.current(id);
    if (!session) return null;
    if (session.status === 'open') await this.expire(session);
    return view(session);
  }

  /** The buyer's answer on the hosted page; resolves to where the browser goes next. */
  async answer(id: string, outcome: CheckoutOutcome): Promise<string | null> {
    const session = await this.current(id);
    if (session?.status !== 'open') return null;
    if (outcome === 'cancel') {
      await this.expire(session);
      return session.cancel_url;
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    const paymentId = newId('pi');
    session.payment_intent = paymentId;
    await this.charges.record(paymentId, session.amount_total ?? 0, session.currency ?? 'sek');
    await this.save(session);
    this.deps.emit('checkout.session.completed', view(session));
    return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** The session, expired first if its time ran out (the clock may be a test's). */
  private async current(id: string): Promise<SandboxSession | undefined> {
    const session = await this.deps.store.get<SandboxSession>('checkout', id);
    if (session?.status === 'open' && this.deps.now() >= session.expires_at) {
      await this.expire(session);
    }
    return session;
  }

  private async expireIfOpen(id: string) {
    const session = await this.deps.store.get<SandboxSession>('checkout', id);
    if (session?.status === 'open') await this.expire(session);
  }

  private save(session: SandboxSession) {
    return this.deps.store.put('checkout', session.id, session);
  }

  private async expire(session: SandboxSession) {
    session.status = 'expired';
    await this.save(session);
    this.deps.emit('checkout.session.expired', view(session));
  }

  /** Expires the session when its time runs out, unless it was answered (on any instance). */
  private expireLater(session: SandboxSession) {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        this.expireIfOpen(session.id).catch(() => {
          // Closed meanwhile: the next read past its time expires it.
        });
      },
      (session.expires_at - this.deps.now()) * 1000,
    );
    timer.unref();
    this.timers.add(timer);
  }
}

function view(session: SandboxSession): CheckoutSessionObject {
  const { success_url, cancel_url, customer_email, line_items, locale, ...object } = session;
  return structuredClone(object);
}
