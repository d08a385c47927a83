import type { Locale } from '#shared/i18n/locale.ts';
import type { CardFieldValues } from '#shared/payments/sandbox-cards.ts';
import { newId, type SandboxContext } from './events.ts';
import type { SandboxIntents } from './intents.ts';
import type { SandboxSubscriptions } from './subscriptions.ts';

/** An open card-update page: for one subscription, once, for an hour (as a portal session). */
interface CardUpdateSession {
  id: string;
  subscription: string;
  returnUrl: string;
  expiresAt: number;
}

const SESSION_SECONDS = 60 * 60;

/**
 * The sandbox's stand-in for Stripe's Customer Portal "update payment method" flow: a page of
 * its own where the payer enters a test card, which then bills the subscription.
 */
export class SandboxCardUpdates {
  constructor(
    private readonly context: SandboxContext,
    private readonly intents: SandboxIntents,
    private readonly subscriptions: SandboxSubscriptions,
  ) {}

  async create(subscriptionId: string, returnUrl: string): Promise<{ url: string }> {
    await this.subscriptions.live(subscriptionId);
    const session: CardUpdateSession = {
      id: newId('bps'),
      subscription: subscriptionId,
      returnUrl,
      expiresAt: this.context.now() + SESSION_SECONDS,
    };
    await this.context.store.put('card_update', session.id, session);
    return { url: `/sandbox/card-update/${session.id}` };
  }

  /** The session while it is open; undefined once used or expired. */
  async open(id: string): Promise<CardUpdateSession | undefined> {
    const session = await this.context.store.get<CardUpdateSession>('card_update', id);
    return session && session.expiresAt > this.context.now() ? session : undefined;
  }

  /**
   * Saves the card and makes it the subscription's; answers where to go back to, or the card
   * field's error (in `locale`, the page's language). The session is used up.
   */
  async complete(
    session: CardUpdateSession,
    card: CardFieldValues,
    locale: Locale = 'en',
  ): Promise<{ ok: true; returnUrl: string } | { ok: false; message: string }> {
    const method = await this.intents.createPaymentMethod(card, {}, locale);
    if (!method.ok) return { ok: false, message: method.error.message };
    await this.context.store.delete('card_update', session.id);
    await this.subscriptions.replaceCard(session.subscription, method.value.id);
    return { ok: true, returnUrl: session.returnUrl };
  }
}
