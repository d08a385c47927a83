import type { FastifyPluginAsync } from 'fastify';
import type { SwishState } from '#shared/schemas/swish.ts';

/**
 * What the site asks of Swish, in its own terms: a payment request to the charity's 90-number,
 * created under an id the site chose (so a retry cannot create a second one), read back, and
 * cancelled. Two implementations: the Swish Commerce API (client.ts) and the sandbox's stand-in
 * (payments/sandbox/swish.ts).
 */
/** Where the start-up check writes its warning (the app's logger). */
export interface StartupLog {
  warn(details: object, message: string): void;
}

export interface SwishProvider {
  /** What gifts paid through it are recorded as: real Swish, or the sandbox's pretend one. */
  readonly kind: 'swish' | 'sandbox';
  /** The provider's own pages (the sandbox's stand-in Swish app), registered by `donations`. */
  readonly routes?: FastifyPluginAsync;
  /** Creates the request; its token when no payer was named (the m-commerce flow). */
  createPaymentRequest(params: SwishRequestParams): Promise<{ token: string | null }>;
  /** null when Swish does not know the id. */
  retrievePaymentRequest(id: string): Promise<SwishPaymentRequest | null>;
  /** Cancels an open request; answers it as it now stands (it may have been paid meanwhile). */
  cancelPaymentRequest(id: string): Promise<SwishPaymentRequest | null>;
  /** The link that opens the Swish app on this device, and brings the payer back to `returnUrl`. */
  appUrl(token: string, returnUrl: string): string;
  /**
   * At start-up: throws a clear message when Swish refuses the certificate; a passing fault (a
   * reset, a timeout, no DNS) is tried once more, then only logged, and the site starts.
   */
  checkConnection?(log: StartupLog, retryAfterMs?: number): Promise<void>;
}

export interface SwishRequestParams {
  /** The instruction UUID: 32 upper-case hex digits. */
  id: string;
  amountOre: number;
  /** The gift's reference, shown to the charity in its bank statement. */
  reference: string;
  /** Shown to the payer in the app: allowed characters only (message.ts). */
  message: string;
  callbackUrl: string;
  /** The payer's number (46…) for the e-commerce flow; undefined for m-commerce. */
  payer?: string;
}

/** A payment request as Swish reports it, translated: `state` is what the page shows. */
export interface SwishPaymentRequest {
  id: string;
  state: SwishState;
  /** Swish's own word for the outcome (its status, or its error code such as RF07), for the record. */
  code: string;
  amountOre: number;
  /** Swish's reference of the payment, once paid: what the charity's bank statement shows. */
  paymentReference: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** Swish gives up on a request the payer has not answered after about three minutes. */
export const SWISH_TIMEOUT_MS = 3 * 60_000;
/** A request still open this long after it was made is fetched again and closed by the site. */
export const SWISH_CLOSE_AFTER_MS = SWISH_TIMEOUT_MS + 60_000;

/** Swish's status and error codes, as the page tells them to the payer. */
export function swishStateOf(status: string, errorCode: string | null | undefined): SwishState {
  if (status === 'PAID') return 'paid';
  if (status === 'CREATED') return 'waiting';
  if (status === 'CANCELLED' || errorCode === 'BANKIDCL') return 'cancelled';
  if (status === 'DECLINED' || errorCode === 'RF07') return 'declined';
  if (errorCode === 'TM01' || errorCode === 'DS24') return 'timedOut';
  if (errorCode === 'ACMT03' || errorCode === 'ACMT01') return 'notEnrolled';
  return 'failed';
}

/** A Swish amount: kronor with two decimals, as a string ("100.00"). */
export const swishAmount = (amountOre: number) => (amountOre / 100).toFixed(2);

/** Öre from a Swish amount (a number or a string of kronor). */
export const oreOfSwishAmount = (amount: unknown) => Math.round(Number(amount) * 100);
