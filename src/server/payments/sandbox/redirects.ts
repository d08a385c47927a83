import type { SandboxIntents } from './intents.ts';
import { SANDBOX_MESSAGES } from './intents.ts';
import {
  type BillingDetails,
  type ClientPaymentIntent,
  clientView,
  invalid,
  missingIntent,
  type SandboxResult,
  unconfirmable,
} from './results.ts';

export type RedirectMethod = 'paypal' | 'klarna';
export type RedirectOutcome = 'approve' | 'fail' | 'processing';

/**
 * PayPal and Klarna as the sandbox plays them: stripe.confirmPayPalPayment (or Klarna's) sends
 * the visitor to a stand-in page (served by the sandbox routes), whose answer brings them back to
 * the return URL with Stripe's query parameters.
 */
export class SandboxRedirects {
  constructor(private readonly intents: SandboxIntents) {}

  /** stripe.confirmPayPalPayment / confirmKlarnaPayment: sends the visitor to the stand-in page. */
  async startRedirect(
    clientSecret: string,
    method: RedirectMethod,
    returnUrl: string,
    billing: BillingDetails,
  ): Promise<SandboxResult<{ url: string }>> {
    const intent = await this.intents.bySecret(clientSecret);
    if (!intent) return missingIntent();
    const refused = unconfirmable(intent, method, `This payment cannot be paid with ${method}.`);
    if (refused) return refused;
    if (method === 'klarna' && (!billing.email || !billing.address?.country)) {
      return invalid('parameter_missing', SANDBOX_MESSAGES.klarnaBilling);
    }
    if (billing.email) intent.receipt_email = billing.email;
    const query = new URLSearchParams({ payment_intent_client_secret: clientSecret });
    const url = `/sandbox/${method}?${query}`;
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url, return_url: returnUrl },
    };
    await this.intents.emit('payment_intent.requires_action', intent);
    return { ok: true, value: { url } };
  }

  /** The intent a stand-in page is about, while it waits for the visitor's answer. */
  async pendingRedirect(
    clientSecret: string,
    method: RedirectMethod,
  ): Promise<ClientPaymentIntent | null> {
    const intent = await this.intents.bySecret(clientSecret);
    if (
      !intent?.payment_method_types.includes(method) ||
      intent.status !== 'requires_action' ||
      intent.next_action?.type !== 'redirect_to_url'
    ) {
      return null;
    }
    return clientView(intent);
  }

  /** The visitor's answer on a stand-in page; resolves to where the browser goes back to. */
  async completeRedirect(clientSecret: string, outcome: RedirectOutcome): Promise<string | null> {
    const intent = await this.intents.bySecret(clientSecret);
    const action = intent?.next_action;
    if (intent?.status !== 'requires_action' || action?.type !== 'redirect_to_url') {
      return null;
    }
    if (outcome === 'processing' && !intent.payment_method_types.includes('klarna')) return null;
    intent.next_action = null;
    let redirectStatus = 'succeeded';
    if (outcome === 'approve') await this.intents.succeed(intent);
    else if (outcome === 'fail') {
      await this.intents.fail(intent, {
        code: 'payment_method_provider_decline',
        message: SANDBOX_MESSAGES.redirectDeclined,
      });
      redirectStatus = 'failed';
    } else {
      await this.intents.process(intent);
      redirectStatus = 'processing';
    }
    const back = new URL(action.redirect_to_url.return_url);
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set('payment_intent_client_secret', clientSecret);
    back.searchParams.set('redirect_status', redirectStatus);
    return back.toString();
  }
}
