import { CardElement } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { DONATION_MESSAGES } from '../lib/messages.ts';
import { stripeGateway } from './stripe-kit.tsx';

const billing = { name: 'Anna', email: 'anna@example.org' };

function fakes(card: object | null = { clear: vi.fn() }) {
  const stripe = {
    confirmCardPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_1' } })),
    retrievePaymentIntent: vi.fn(async () => ({
      paymentIntent: { id: 'pi_1', status: 'processing' },
    })),
    confirmPayPalPayment: vi.fn(async () => ({})),
    confirmKlarnaPayment: vi.fn(async () => ({})),
  };
  const elements = { getElement: vi.fn(() => card) };
  const gateway = stripeGateway(stripe as unknown as Stripe, elements as unknown as StripeElements);
  return { stripe, elements, gateway, card };
}

describe('the Stripe.js gateway', () => {
  it('confirms with the card field and the giver’s details, or with the card already attached', async () => {
    const { stripe, elements, gateway, card } = fakes();
    await gateway.confirmCardPayment('pi_1_secret', billing);
    expect(elements.getElement).toHaveBeenCalledWith(CardElement);
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret', {
      payment_method: { card, billing_details: billing },
    });
    await gateway.confirmCardPayment('pi_2_secret');
    expect(stripe.confirmCardPayment).toHaveBeenLastCalledWith('pi_2_secret');
  });

  it('saves the card as a payment method, leaving out empty details', async () => {
    const { stripe, gateway, card } = fakes();
    expect(await gateway.createCardPaymentMethod({ name: '', email: 'a@b.se' })).toEqual({
      paymentMethodId: 'pm_1',
    });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: { email: 'a@b.se' },
    });
  });

  it('is not ready without its card field', async () => {
    const { gateway } = fakes(null);
    expect(await gateway.confirmCardPayment('pi_1_secret', billing)).toEqual({
      error: { message: DONATION_MESSAGES.notReady },
    });
    expect(await gateway.createCardPaymentMethod(billing)).toEqual({
      error: { message: DONATION_MESSAGES.notReady },
    });
  });

  it('sends PayPal and Klarna payments to the provider with the return URL (Klarna with e-mail and country)', async () => {
    const { stripe, gateway } = fakes();
    const returnUrl = 'https://charity.example/';
    await gateway.confirmRedirect('paypal', 'pi_1_secret', { returnUrl, billing });
    expect(stripe.confirmPayPalPayment).toHaveBeenCalledWith('pi_1_secret', {
      return_url: returnUrl,
    });
    await gateway.confirmRedirect('klarna', 'pi_1_secret', { returnUrl, billing });
    expect(stripe.confirmKlarnaPayment).toHaveBeenCalledWith('pi_1_secret', {
      payment_method: { billing_details: { ...billing, address: { country: 'SE' } } },
      return_url: returnUrl,
    });
  });

  it('reads a payment by its client secret, and clears the card field', async () => {
    const { stripe, gateway, card } = fakes();
    expect(await gateway.retrievePaymentIntent('pi_1_secret')).toMatchObject({
      paymentIntent: { status: 'processing' },
    });
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_1_secret');
    gateway.clearCard();
    expect((card as { clear: () => void }).clear).toHaveBeenCalled();
  });
});
