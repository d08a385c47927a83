import type { PaymentIntentObject } from '../stripe/wire.ts';

export type NextAction =
  | { type: 'use_stripe_sdk' }
  | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } };

/** A payment intent as the sandbox keeps it: Stripe's fields plus what its flows need. */
export interface SandboxIntent extends PaymentIntentObject {
  next_action: NextAction | null;
  payment_method: string | null;
  receipt_email: string | null;
  invoice: string | null;
}

export interface BillingDetails {
  name?: string | null;
  email?: string | null;
  address?: { country?: string | null } | null;
}

/** What Stripe.js resolves with: a payment intent, or an error (with the intent when it has one). */
export type SandboxResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: {
        type: 'card_error' | 'invalid_request_error';
        code: string;
        decline_code?: string;
        message: string;
        payment_intent?: ClientPaymentIntent;
      };
    };

/** The fields Stripe.js returns to a browser holding the client secret (no metadata). */
export interface ClientPaymentIntent {
  id: string;
  object: 'payment_intent';
  status: PaymentIntentObject['status'];
  amount: number;
  currency: string;
  client_secret: string | null;
  created: number;
  payment_method_types: string[];
  receipt_email: string | null;
  next_action: NextAction | null;
  last_payment_error: PaymentIntentObject['last_payment_error'];
}

export function clientView(intent: SandboxIntent): ClientPaymentIntent {
  return structuredClone({
    id: intent.id,
    object: intent.object,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    client_secret: intent.client_secret,
    created: intent.created,
    payment_method_types: intent.payment_method_types,
    receipt_email: intent.receipt_email,
    next_action: intent.next_action,
    last_payment_error: intent.last_payment_error && {
      code: intent.last_payment_error.code,
      message: intent.last_payment_error.message,
      ...('decline_code' in intent.last_payment_error && {
        decline_code: intent.last_payment_error.decline_code,
      }),
    },
  });
}

export function invalid(
  code: string,
  message: string,
  type: 'card_error' | 'invalid_request_error' = 'invalid_request_error',
): SandboxResult<never> {
  return { ok: false, error: { type, code, message } };
}

export function missingIntent(): SandboxResult<never> {
  return invalid('resource_missing', 'No such payment_intent.');
}

export function unexpectedState(intent: SandboxIntent): SandboxResult<never> {
  return {
    ok: false,
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      payment_intent: clientView(intent),
    },
  };
}

/** A payment that may be confirmed now: it takes `method` and waits for a payment method. */
export function unconfirmable(
  intent: SandboxIntent,
  method: string,
  message: string,
): SandboxResult<never> | null {
  if (!intent.payment_method_types.includes(method)) {
    return invalid('payment_intent_incompatible_payment_method', message);
  }
  if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
    return unexpectedState(intent);
  }
  return null;
}

/** What Stripe.js answers a confirmation with: the intent, or the card error it ended with. */
export function confirmationResult(intent: SandboxIntent): SandboxResult<ClientPaymentIntent> {
  const error = intent.last_payment_error;
  if (intent.status === 'requires_payment_method' && error) {
    return {
      ok: false,
      error: {
        type: 'card_error',
        code: error.code ?? 'card_declined',
        ...('decline_code' in error && typeof error.decline_code === 'string'
          ? { decline_code: error.decline_code }
          : {}),
        message: error.message ?? 'Your card was declined.',
        payment_intent: clientView(intent),
      },
    };
  }
  return { ok: true, value: clientView(intent) };
}
