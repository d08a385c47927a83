import type { ComponentType } from 'react';
import type { Text } from '#shared/i18n/message.ts';
import type { DeclineLike } from '#shared/payments/decline-messages.ts';

/** The giver's details as the provider's billing details. */
export interface Billing {
  name: string;
  email: string;
}

/** A payment intent as the browser reads it (Stripe.js gives no more than this). */
export interface IntentView {
  id: string;
  status: string;
  amount: number;
  amount_received?: number;
  receipt_email?: string | null;
  metadata?: Record<string, string>;
  payment_method_types?: string[];
}

/**
 * The provider's error: its message (in the page's language when Stripe.js was told the page's
 * language, English from the sandbox), or one of ours; with Stripe's codes, a decline is shown in
 * our own words (#shared/payments/decline-messages.ts).
 */
export interface GatewayError extends DeclineLike {
  message?: Text;
}

export interface GatewayResult {
  paymentIntent?: IntentView;
  error?: GatewayError;
}

/**
 * What the donation flows ask of the card payment provider in the browser: Stripe.js over
 * Stripe Elements, or the sandbox's stand-in talking to this server.
 */
export interface PaymentGateway {
  /**
   * stripe.confirmCardPayment: with `billing`, pays with the card in the card field; without,
   * finishes a payment that already has its card (a monthly gift needing authentication).
   * Authentication, when the bank asks for it, happens inside.
   */
  confirmCardPayment(clientSecret: string, billing?: Billing): Promise<GatewayResult>;
  /** stripe.createPaymentMethod from the card field. */
  createCardPaymentMethod(
    billing: Billing,
  ): Promise<{ paymentMethodId?: string; error?: GatewayError }>;
  retrievePaymentIntent(clientSecret: string): Promise<GatewayResult>;
  /**
   * stripe.confirmPayPalPayment / confirmKlarnaPayment: sends the browser to the provider,
   * which brings it back to `returnUrl`. Resolves only when that did not happen.
   */
  confirmRedirect(
    method: 'paypal' | 'klarna',
    clientSecret: string,
    options: { returnUrl: string; billing: Billing },
  ): Promise<GatewayResult>;
  clearCard(): void;
}

export interface CardFieldProps {
  /** The field is on screen and can take a card: payments can go through `gateway`. */
  onReady(gateway: PaymentGateway): void;
  /** The field's own check of what was typed (the provider's message). */
  onChange(state: { complete: boolean; error: string | null }): void;
  /** The id of the element under the field that shows its validation message. */
  errorId: string;
}

/** A provider's card field, loaded when the donation section comes near. */
export interface PaymentKit {
  CardField: ComponentType<CardFieldProps>;
}
