import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { formatSek } from '#shared/donations.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { translate } from '#shared/i18n/message.ts';
import { DECLINE_MESSAGES } from '#shared/payments/decline-messages.ts';
import {
  type FlowDeps,
  type FlowOutcome,
  handleRedirectReturn,
  payByRedirect,
  payMonthly,
  payOnceByCard,
  secureReturnUrl,
} from './flows.ts';
import { DONATION_MESSAGES as M } from './messages.ts';
import type { GatewayResult, PaymentGateway } from './payment-gateway.ts';

const gift = { amountSek: 50, name: 'Anna', email: 'anna@example.org' };
const succeeded: GatewayResult = {
  paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 5000 },
};
const local = {
  protocol: 'http:',
  hostname: 'localhost',
  origin: 'http://localhost:3000',
  pathname: '/',
};

function fakeGateway(overrides: Partial<PaymentGateway> = {}): PaymentGateway {
  return {
    confirmCardPayment: vi.fn(async () => succeeded),
    createCardPaymentMethod: vi.fn(async () => ({ paymentMethodId: 'pm_1' })),
    retrievePaymentIntent: vi.fn(async () => succeeded),
    confirmRedirect: vi.fn(async () => ({})),
    clearCard: vi.fn(),
    ...overrides,
  };
}

function fakeDeps(overrides: Partial<FlowDeps> = {}, api: Partial<FlowDeps['api']> = {}): FlowDeps {
  return {
    gateway: fakeGateway(),
    cardReady: true,
    solveChallenge: async () => 'solved',
    api: {
      createPaymentIntent: vi.fn(async () => ({ clientSecret: 'pi_1_secret_x' })),
      createRecurringDonation: vi.fn(async () => ({
        subscriptionId: 'sub_1',
        status: 'active',
        requiresAction: false,
        clientSecret: null,
        paymentIntentId: 'pi_2',
      })),
      sendDonationEmails: vi.fn(async () => ({ sent: true })),
      ...api,
    },
    ...overrides,
  };
}

/** The outcome with its message as an English page shows it. */
const inEnglish = (outcome: FlowOutcome) =>
  'message' in outcome
    ? { ...outcome, message: translate(i18nFor('en'), outcome.message) }
    : outcome;

const refused = (status: number, message: string) =>
  new ApiError(status, message, { error: message });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('one-time card gift', () => {
  it('creates the intent, confirms the card, asks for the receipt and thanks the giver', async () => {
    const deps = fakeDeps();
    const outcome = await payOnceByCard(gift, deps);
    expect(inEnglish(outcome)).toEqual({
      kind: 'success',
      message: `Thank you, Anna! Your donation of ${formatSek(5000)} has been received.`,
    });
    expect(deps.api.createPaymentIntent).toHaveBeenCalledWith({
      amount: 50,
      currency: 'sek',
      donorName: 'Anna',
      donorEmail: 'anna@example.org',
      paymentMethodType: 'card',
      altcha: 'solved',
    });
    expect(deps.gateway?.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', {
      name: 'Anna',
      email: 'anna@example.org',
    });
    expect(deps.api.sendDonationEmails).toHaveBeenCalledWith({
      donorName: 'Anna',
      donorEmail: 'anna@example.org',
      amount: formatSek(5000),
      paymentMethod: 'Stripe',
      transactionId: 'pi_1',
    });
  });

  it('thanks a Supporter and asks for no receipt without name and e-mail', async () => {
    const deps = fakeDeps();
    const outcome = await payOnceByCard({ amountSek: 12.5, name: ' ', email: '' }, deps);
    expect(inEnglish(outcome)).toMatchObject({
      message: `Thank you, Supporter! Your donation of ${formatSek(1250)} has been received.`,
    });
    expect(deps.api.sendDonationEmails).not.toHaveBeenCalled();
  });

  it('refuses less than 5 SEK and a card field that is not ready, creating nothing', async () => {
    const deps = fakeDeps();
    expect(await payOnceByCard({ ...gift, amountSek: 4.99 }, deps)).toEqual({
      kind: 'error',
      message: M.minimum,
      field: 'amount',
    });
    expect(await payOnceByCard(gift, { ...deps, cardReady: false })).toEqual({
      kind: 'error',
      message: M.notReady,
    });
    expect(await payOnceByCard(gift, { ...deps, gateway: null })).toEqual({
      kind: 'error',
      message: M.notReady,
    });
    expect(deps.api.createPaymentIntent).not.toHaveBeenCalled();
  });

  it.each([
    ['the server error', refused(429, 'Too many payment attempts.'), 'Too many payment attempts.'],
    ['its message when the server gives none', refused(500, ''), M.startFailed],
    ['its message when the server is unreachable', new TypeError('offline'), M.startFailed],
  ])('shows %s when the payment cannot start', async (_case, error, message) => {
    const deps = fakeDeps({}, { createPaymentIntent: vi.fn(async () => Promise.reject(error)) });
    expect(await payOnceByCard(gift, deps)).toEqual({ kind: 'error', message });
  });

  it('shows Unable to start payment. when no client secret comes back', async () => {
    const deps = fakeDeps({}, { createPaymentIntent: vi.fn(async () => ({ clientSecret: '' })) });
    expect(await payOnceByCard(gift, deps)).toEqual({ kind: 'error', message: M.startFailed });
  });

  it.each([
    [{ error: { message: 'Your card was declined.' } }, 'Your card was declined.'],
    [{ error: {} }, M.paymentIncomplete],
    [
      { paymentIntent: { id: 'pi_1', status: 'requires_payment_method', amount: 5000 } },
      M.useDifferentCard,
    ],
  ])('shows why the card payment did not go through (%#)', async (result, message) => {
    const deps = fakeDeps({
      gateway: fakeGateway({ confirmCardPayment: vi.fn(async () => result) }),
    });
    expect(await payOnceByCard(gift, deps)).toEqual({ kind: 'error', message });
    expect(deps.api.sendDonationEmails).not.toHaveBeenCalled();
  });

  it('words a decline with Stripe’s codes in the page’s language, not the provider’s English', async () => {
    const declined = {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    };
    const deps = fakeDeps({
      gateway: fakeGateway({ confirmCardPayment: vi.fn(async () => declined) }),
    });
    const outcome = await payOnceByCard(gift, deps);
    expect(outcome).toEqual({ kind: 'error', message: DECLINE_MESSAGES.insufficientFunds });
    expect(inEnglish(outcome)).toMatchObject({ message: 'Your card has insufficient funds.' });
    expect('message' in outcome && translate(i18nFor('sv'), outcome.message)).toBe(
      'Det finns inte tillräckligt med pengar på ditt kort.',
    );
  });

  it('words a decline the same way for a monthly gift and for PayPal', async () => {
    const expired = { error: { type: 'card_error', code: 'expired_card', message: 'Expired.' } };
    const monthly = fakeDeps({
      gateway: fakeGateway({ createCardPaymentMethod: vi.fn(async () => expired) }),
    });
    expect(await payMonthly(gift, monthly)).toEqual({
      kind: 'error',
      message: DECLINE_MESSAGES.expired,
    });
    const paypal = fakeDeps({
      gateway: fakeGateway({
        confirmRedirect: vi.fn(async () => ({
          error: { type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor' },
        })),
      }),
    });
    expect(await payByRedirect('paypal', { ...gift, frequency: 'once' }, paypal, local)).toEqual({
      kind: 'error',
      message: DECLINE_MESSAGES.declined,
    });
  });

  it('falls back to the generic message when something unexpected fails', async () => {
    const deps = fakeDeps({
      gateway: fakeGateway({
        confirmCardPayment: vi.fn(async () => Promise.reject(new Error('boom'))),
      }),
    });
    expect(await payOnceByCard(gift, deps)).toEqual({ kind: 'error', message: M.generic });
  });

  it('only logs a failed receipt request', async () => {
    const deps = fakeDeps(
      {},
      { sendDonationEmails: vi.fn(async () => Promise.reject(refused(409, 'no'))) },
    );
    expect((await payOnceByCard(gift, deps)).kind).toBe('success');
    expect(console.error).toHaveBeenCalled();
  });
});

describe('monthly gift', () => {
  it('saves the card, starts the subscription, asks for the receipt and thanks the giver', async () => {
    const deps = fakeDeps();
    expect(inEnglish(await payMonthly(gift, deps))).toEqual({
      kind: 'success',
      message: `Thank you, Anna! Your monthly donation of ${formatSek(5000)} is now active.`,
    });
    expect(deps.api.createRecurringDonation).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 50,
        currency: 'sek',
        interval: 'month',
        paymentMethodId: 'pm_1',
      }),
    );
    expect(deps.api.sendDonationEmails).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: 'Stripe Monthly', transactionId: 'pi_2' }),
    );
  });

  it('thanks without a name when none was given', async () => {
    expect(inEnglish(await payMonthly({ ...gift, name: '' }, fakeDeps()))).toMatchObject({
      message: `Thank you! Your monthly donation of ${formatSek(5000)} is now active.`,
    });
  });

  it('confirms the first payment when the bank asks for authentication', async () => {
    const confirmCardPayment = vi.fn(async () => succeeded);
    const deps = fakeDeps(
      { gateway: fakeGateway({ confirmCardPayment }) },
      {
        createRecurringDonation: vi.fn(async () => ({
          subscriptionId: 'sub_1',
          status: 'incomplete',
          requiresAction: true,
          clientSecret: 'pi_2_secret_y',
          paymentIntentId: 'pi_2',
        })),
      },
    );
    expect((await payMonthly(gift, deps)).kind).toBe('success');
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_2_secret_y');
  });

  const needsAction = {
    subscriptionId: 's',
    status: 'incomplete',
    requiresAction: true,
    clientSecret: 'c',
    paymentIntentId: 'p',
  };
  it.each([
    [
      'no payment method',
      { createCardPaymentMethod: vi.fn(async () => ({})) },
      {},
      M.saveMethodFailed,
    ],
    [
      'the provider’s card message',
      {
        createCardPaymentMethod: vi.fn(async () => ({
          error: { message: 'Your card number is incomplete.' },
        })),
      },
      {},
      'Your card number is incomplete.',
    ],
    [
      'a refused subscription',
      {},
      { createRecurringDonation: vi.fn(async () => Promise.reject(refused(400, ''))) },
      M.monthlyFailed,
    ],
    [
      'the server’s decline',
      {},
      {
        createRecurringDonation: vi.fn(async () =>
          Promise.reject(refused(402, 'Your card has insufficient funds.')),
        ),
      },
      'Your card has insufficient funds.',
    ],
    [
      'an action without a secret',
      {},
      { createRecurringDonation: vi.fn(async () => ({ ...needsAction, clientSecret: null })) },
      M.confirmFailed,
    ],
    [
      'a failed confirmation',
      { confirmCardPayment: vi.fn(async () => ({ error: {} })) },
      { createRecurringDonation: vi.fn(async () => needsAction) },
      M.confirmFailed,
    ],
    [
      'an unfinished confirmation',
      {
        confirmCardPayment: vi.fn(async () => ({
          paymentIntent: { id: 'p', status: 'processing', amount: 1 },
        })),
      },
      { createRecurringDonation: vi.fn(async () => needsAction) },
      M.confirmationIncomplete,
    ],
    [
      'an inactive subscription',
      {},
      {
        createRecurringDonation: vi.fn(async () => ({
          ...needsAction,
          requiresAction: false,
          status: 'incomplete',
        })),
      },
      M.subscriptionInactive,
    ],
  ])('shows the message for %s', async (_case, gateway, api, message) => {
    const deps = fakeDeps({ gateway: fakeGateway(gateway) }, api);
    expect(await payMonthly(gift, deps)).toEqual({ kind: 'error', message });
  });
});

describe('PayPal and Klarna', () => {
  it('refuses monthly gifts and insecure pages, creating nothing', async () => {
    const deps = fakeDeps();
    expect(await payByRedirect('paypal', { ...gift, frequency: 'monthly' }, deps, local)).toEqual({
      kind: 'error',
      message: M.monthlyNeedsCard,
    });
    const insecure = {
      protocol: 'http:',
      hostname: 'charity.example',
      origin: 'http://charity.example',
      pathname: '/',
    };
    expect(await payByRedirect('klarna', { ...gift, frequency: 'once' }, deps, insecure)).toEqual({
      kind: 'error',
      message: M.noSecureReturnUrl,
    });
    expect(deps.api.createPaymentIntent).not.toHaveBeenCalled();
  });

  it('sends the giver to the provider with a return URL on this page', async () => {
    const deps = fakeDeps();
    expect(await payByRedirect('klarna', { ...gift, frequency: 'once' }, deps, local)).toEqual({
      kind: 'redirecting',
    });
    expect(deps.api.createPaymentIntent).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethodType: 'klarna' }),
    );
    expect(deps.gateway?.confirmRedirect).toHaveBeenCalledWith('klarna', 'pi_1_secret_x', {
      returnUrl: 'http://localhost:3000/',
      billing: { name: 'Anna', email: 'anna@example.org' },
    });
  });

  it.each([
    ['paypal', {}, M.paypalFailed],
    ['klarna', {}, M.klarnaFailed],
    ['klarna', { message: 'Klarna needs an e-mail address.' }, 'Klarna needs an e-mail address.'],
  ] as const)('shows the %s failure %#', async (method, error, message) => {
    const deps = fakeDeps({
      gateway: fakeGateway({ confirmRedirect: vi.fn(async () => ({ error })) }),
    });
    expect(await payByRedirect(method, { ...gift, frequency: 'once' }, deps, local)).toEqual({
      kind: 'error',
      message,
    });
  });

  it('shows the Klarna processing message when Klarna answers at once', async () => {
    const processing = { paymentIntent: { id: 'pi_1', status: 'processing', amount: 5000 } };
    const deps = fakeDeps({
      gateway: fakeGateway({ confirmRedirect: vi.fn(async () => processing) }),
    });
    expect(await payByRedirect('klarna', { ...gift, frequency: 'once' }, deps, local)).toEqual({
      kind: 'info',
      message: M.klarnaProcessing,
    });
  });

  it('accepts only HTTPS, or HTTP on this computer, as a return address', () => {
    expect(
      secureReturnUrl({
        protocol: 'https:',
        hostname: 'charity.example',
        origin: 'https://charity.example',
        pathname: '/',
      }),
    ).toBe('https://charity.example/');
    expect(
      secureReturnUrl({ ...local, hostname: '127.0.0.1', origin: 'http://127.0.0.1:4000' }),
    ).toBe('http://127.0.0.1:4000/');
    expect(
      secureReturnUrl({
        protocol: 'http:',
        hostname: 'charity.example',
        origin: 'http://charity.example',
        pathname: '/',
      }),
    ).toBeNull();
  });
});

describe('the return from PayPal or Klarna', () => {
  const returning = (result: GatewayResult | Error) =>
    fakeDeps({
      gateway: fakeGateway({
        retrievePaymentIntent: vi.fn(async () =>
          result instanceof Error ? Promise.reject(result) : result,
        ),
      }),
    });

  it('thanks the giver by the name kept before leaving and asks for the receipt', async () => {
    sessionStorage.setItem(
      'donation:redirect',
      JSON.stringify({ name: 'Bo', email: 'bo@example.org', method: 'paypal' }),
    );
    const deps = returning({
      paymentIntent: { id: 'pi_9', status: 'succeeded', amount: 10_000, amount_received: 10_000 },
    });
    expect(inEnglish(await handleRedirectReturn('pi_9_secret_z', deps))).toEqual({
      kind: 'success',
      message: `Thank you, Bo! Your donation of ${formatSek(10_000)} has been received.`,
    });
    expect(deps.api.sendDonationEmails).toHaveBeenCalledWith(
      expect.objectContaining({
        donorEmail: 'bo@example.org',
        transactionId: 'pi_9',
        paymentMethod: 'Stripe',
      }),
    );
    expect(sessionStorage.getItem('donation:redirect')).toBeNull();
  });

  it.each([
    [
      {
        paymentIntent: {
          id: 'p',
          status: 'processing',
          amount: 1,
          payment_method_types: ['klarna'],
        },
      },
      'info',
      M.klarnaProcessing,
    ],
    [
      {
        paymentIntent: {
          id: 'p',
          status: 'processing',
          amount: 1,
          payment_method_types: ['paypal'],
        },
      },
      'info',
      M.processing,
    ],
    [
      { paymentIntent: { id: 'p', status: 'requires_payment_method', amount: 1 } },
      'error',
      M.tryDifferentMethod,
    ],
    [{ error: { message: 'No such payment_intent.' } }, 'error', M.verifyFailed],
    [new Error('offline'), 'error', M.verifyFailed],
  ])('shows the right message (%#)', async (result, kind, message) => {
    expect(await handleRedirectReturn('pi_secret', returning(result))).toEqual({ kind, message });
  });
});
