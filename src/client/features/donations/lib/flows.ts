import { ApiError } from '#client/lib/api-client.ts';
import { DONATION, formatSek, toOre } from '#shared/donations.ts';
import type { Text } from '#shared/i18n/message.ts';
import { declineMessage } from '#shared/payments/decline-messages.ts';
import type { TributeInput } from '#shared/schemas/tributes.ts';
import type { DonationApi } from '../api/donation-api.ts';
import { keepForReturn, takeAfterReturn } from './kept-for-return.ts';
import { DONATION_MESSAGES as M, thanksMonthly, thanksOnce } from './messages.ts';
import type {
  Billing,
  GatewayError,
  GatewayResult,
  IntentView,
  PaymentGateway,
} from './payment-gateway.ts';

/**
 * What a flow ends in; the form shows it in its error, success or field-error area. A message is
 * ours (translated where shown) or the provider's or server's, already in the page's language.
 */
export type FlowOutcome =
  | { kind: 'success'; message: Text }
  | { kind: 'info'; message: Text }
  | { kind: 'error'; message: Text; field?: 'amount' }
  /** The browser is on its way to PayPal or Klarna. */
  | { kind: 'redirecting' };

export interface Gift {
  amountSek: number;
  name: string;
  email: string;
  /** Given for a tax reduction; the server checks it. */
  personalNumber?: string | undefined;
  /** Given in memory or in honour of someone, with a card (one-time gifts only). */
  tribute?: TributeInput | undefined;
}

export interface FlowDeps {
  gateway: PaymentGateway | null;
  cardReady: boolean;
  api: Pick<DonationApi, 'createPaymentIntent' | 'createRecurringDonation' | 'sendDonationEmails'>;
  /** A solved proof-of-work challenge for one payment call. */
  solveChallenge(): Promise<string>;
}

const error = (message: Text): FlowOutcome => ({ kind: 'error', message });
const serverError = (caught: unknown, fallback: Text) =>
  error(caught instanceof ApiError && caught.message ? caught.message : fallback);
const amountText = (amountSek: number) =>
  formatSek(toOre(amountSek) ?? Math.round(amountSek * 100));
/** The provider's refusal: a decline in our words (translated), else its message or `fallback`. */
const providerError = (caught: GatewayError | undefined, fallback: Text) =>
  error(declineMessage(caught) ?? (caught?.message || fallback));
const billingOf = (gift: Gift): Billing => ({ name: gift.name.trim(), email: gift.email.trim() });

/** Runs a flow; anything unexpected becomes the generic message (and is logged). */
async function guarded(run: () => Promise<FlowOutcome>): Promise<FlowOutcome> {
  try {
    return await run();
  } catch (caught) {
    console.error('Donation failed', caught);
    return error(M.generic);
  }
}

/** The checks every pay button makes first. */
function precheck(gift: Gift, ready: boolean): FlowOutcome | null {
  if (gift.amountSek < DONATION.minimumSek)
    return { kind: 'error', message: M.minimum, field: 'amount' };
  if (!ready) return error(M.notReady);
  return null;
}

/** The receipt request: its failure is only logged (the server sends receipts from the webhook too). */
async function requestReceipt(
  deps: FlowDeps,
  input: Parameters<DonationApi['sendDonationEmails']>[0],
) {
  try {
    await deps.api.sendDonationEmails(input);
  } catch (caught) {
    console.error('Requesting the donation receipt failed', caught);
  }
}

/** Creates the payment on the server; its client secret, or the outcome to show. */
async function startPayment(
  gift: Gift,
  method: 'card' | 'paypal' | 'klarna',
  deps: FlowDeps,
): Promise<string | FlowOutcome> {
  try {
    const { clientSecret } = await deps.api.createPaymentIntent({
      amount: gift.amountSek,
      currency: DONATION.currency,
      donorName: gift.name.trim(),
      donorEmail: gift.email.trim(),
      personalNumber: gift.personalNumber,
      tribute: gift.tribute,
      paymentMethodType: method,
      altcha: await deps.solveChallenge(),
    });
    return clientSecret || error(M.startFailed);
  } catch (caught) {
    return serverError(caught, M.startFailed);
  }
}

/** One-time card gift: create the intent, confirm the card, require succeeded, receipt, thanks. */
export function payOnceByCard(gift: Gift, deps: FlowDeps): Promise<FlowOutcome> {
  return guarded(async () => {
    const refused = precheck(gift, Boolean(deps.gateway && deps.cardReady));
    if (refused) return refused;
    const gateway = deps.gateway as PaymentGateway;
    const started = await startPayment(gift, 'card', deps);
    if (typeof started !== 'string') return started;
    const result = await gateway.confirmCardPayment(started, billingOf(gift));
    if (result.error) return providerError(result.error, M.paymentIncomplete);
    if (result.paymentIntent?.status !== 'succeeded') return error(M.useDifferentCard);
    const name = gift.name.trim() || DONATION.fallbackName;
    if (gift.email.trim()) {
      await requestReceipt(deps, {
        donorName: name,
        donorEmail: gift.email.trim(),
        amount: amountText(gift.amountSek),
        paymentMethod: 'Stripe',
        transactionId: result.paymentIntent.id,
      });
    }
    return { kind: 'success', message: thanksOnce(name, amountText(gift.amountSek)) };
  });
}

/**
 * Monthly gift: save the card as a payment method, start the subscription, confirm the first
 * payment when the bank asks for it (else the subscription must be active), receipt, thanks.
 */
export function payMonthly(gift: Gift, deps: FlowDeps): Promise<FlowOutcome> {
  return guarded(async () => {
    const refused = precheck(gift, Boolean(deps.gateway && deps.cardReady));
    if (refused) return refused;
    const gateway = deps.gateway as PaymentGateway;
    const method = await gateway.createCardPaymentMethod(billingOf(gift));
    if (method.error || !method.paymentMethodId) {
      return providerError(method.error, M.saveMethodFailed);
    }
    let subscription: Awaited<ReturnType<DonationApi['createRecurringDonation']>>;
    try {
      subscription = await deps.api.createRecurringDonation({
        amount: gift.amountSek,
        currency: DONATION.currency,
        interval: 'month',
        donorName: gift.name.trim(),
        donorEmail: gift.email.trim(),
        personalNumber: gift.personalNumber,
        paymentMethodId: method.paymentMethodId,
        altcha: await deps.solveChallenge(),
      });
    } catch (caught) {
      return serverError(caught, M.monthlyFailed);
    }
    if (subscription.requiresAction) {
      if (!subscription.clientSecret) return error(M.confirmFailed);
      const confirmed = await gateway.confirmCardPayment(subscription.clientSecret);
      if (confirmed.error) return providerError(confirmed.error, M.confirmFailed);
      if (confirmed.paymentIntent?.status !== 'succeeded') return error(M.confirmationIncomplete);
    } else if (!['active', 'trialing'].includes(subscription.status)) {
      return error(M.subscriptionInactive);
    }
    if (subscription.paymentIntentId) {
      await requestReceipt(deps, {
        donorName: gift.name.trim() || DONATION.fallbackName,
        donorEmail: gift.email.trim(),
        amount: amountText(gift.amountSek),
        paymentMethod: 'Stripe Monthly',
        transactionId: subscription.paymentIntentId,
      });
    }
    return {
      kind: 'success',
      message: thanksMonthly(gift.name.trim(), amountText(gift.amountSek)),
    };
  });
}

const PENDING_KEY = 'donation:redirect';

interface PendingRedirect {
  name: string;
  email: string;
  method: 'paypal' | 'klarna';
}

/**
 * Where PayPal and Klarna send the giver back: this page, over HTTPS (plain HTTP only on this
 * computer, for development). null when the page is not on a secure origin.
 */
export function secureReturnUrl(
  location: Pick<Location, 'protocol' | 'hostname' | 'origin' | 'pathname'>,
): string | null {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
  if (location.protocol !== 'https:' && !(location.protocol === 'http:' && local)) return null;
  return `${location.origin}${location.pathname}`;
}

/** PayPal or Klarna: a one-time gift, confirmed on the provider's page, back to this page. */
export function payByRedirect(
  method: 'paypal' | 'klarna',
  gift: Gift & { frequency: 'once' | 'monthly' },
  deps: FlowDeps,
  location: Pick<Location, 'protocol' | 'hostname' | 'origin' | 'pathname'>,
): Promise<FlowOutcome> {
  return guarded(async () => {
    if (gift.frequency === 'monthly') return error(M.monthlyNeedsCard);
    const refused = precheck(gift, Boolean(deps.gateway));
    if (refused) return refused;
    const gateway = deps.gateway as PaymentGateway;
    const returnUrl = secureReturnUrl(location);
    if (!returnUrl) return error(M.noSecureReturnUrl);
    const started = await startPayment(gift, method, deps);
    if (typeof started !== 'string') return started;
    const billing = billingOf(gift);
    const pending: PendingRedirect = { ...billing, method };
    keepForReturn(PENDING_KEY, pending);
    const result = await gateway.confirmRedirect(method, started, { returnUrl, billing });
    if (result.error) {
      sessionStorage.removeItem(PENDING_KEY);
      return providerError(result.error, method === 'paypal' ? M.paypalFailed : M.klarnaFailed);
    }
    if (result.paymentIntent?.status === 'processing' && method === 'klarna') {
      return { kind: 'info', message: M.klarnaProcessing };
    }
    if (result.paymentIntent?.status === 'succeeded') {
      return thankAfterRedirect(result.paymentIntent, deps, readPending());
    }
    return { kind: 'redirecting' };
  });
}

const readPending = () => takeAfterReturn<PendingRedirect>(PENDING_KEY);

async function thankAfterRedirect(
  intent: IntentView,
  deps: FlowDeps,
  pending: PendingRedirect | null,
): Promise<FlowOutcome> {
  const amount = formatSek(intent.amount_received || intent.amount);
  const name = intent.metadata?.donor_name || pending?.name || DONATION.fallbackName;
  const email = intent.metadata?.donor_email || intent.receipt_email || pending?.email || '';
  if (email) {
    await requestReceipt(deps, {
      donorName: name,
      donorEmail: email,
      amount,
      paymentMethod: 'Stripe',
      transactionId: intent.id,
    });
  }
  return { kind: 'success', message: thanksOnce(name, amount) };
}

/**
 * Back from PayPal or Klarna with `payment_intent_client_secret` in the URL: the payment's
 * status decides between thanks (and a receipt), the pending message and an error.
 */
export function handleRedirectReturn(clientSecret: string, deps: FlowDeps): Promise<FlowOutcome> {
  return guarded(async () => {
    const pending = readPending();
    let result: GatewayResult;
    try {
      result = deps.gateway ? await deps.gateway.retrievePaymentIntent(clientSecret) : {};
    } catch (caught) {
      console.error('Retrieving the payment failed', caught);
      return error(M.verifyFailed);
    }
    const intent = result.paymentIntent;
    if (result.error || !intent) return error(M.verifyFailed);
    switch (intent.status) {
      case 'succeeded':
        return thankAfterRedirect(intent, deps, pending);
      case 'processing': {
        const klarna =
          intent.payment_method_types?.includes('klarna') || pending?.method === 'klarna';
        return { kind: 'info', message: klarna ? M.klarnaProcessing : M.processing };
      }
      case 'requires_payment_method':
        return error(M.tryDifferentMethod);
      default:
        return error(M.verifyFailed);
    }
  });
}

/** The URL's payment parameters (what Stripe adds to the return URL). */
export const PAYMENT_RETURN_PARAMS = [
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
] as const;
