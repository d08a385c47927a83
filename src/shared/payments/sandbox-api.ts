/**
 * The calls the sandbox's stand-in for Stripe.js makes to the server (only in sandbox mode).
 * Answers are Stripe.js's own shapes; a refusal is a 4xx `{ error, stripeError }`.
 */
export const SANDBOX_API = '/api/sandbox';

/** Stripe.js's error object. */
export interface StripeLikeError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: unknown;
}
