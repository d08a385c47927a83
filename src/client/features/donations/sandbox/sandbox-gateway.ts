import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import { SANDBOX_API, type StripeLikeError } from '#shared/payments/sandbox-api.ts';
import type { CardFieldValues } from '#shared/payments/sandbox-cards.ts';
import type { GatewayResult, IntentView, PaymentGateway } from '../lib/payment-gateway.ts';

interface SandboxIntent extends IntentView {
  next_action: { type: string } | null;
}

export interface SandboxGatewayDeps {
  /** What is in the card field now. */
  card(): CardFieldValues;
  /** Shows the 3D Secure stand-in; resolves with the giver's answer. */
  authenticate(amountOre: number): Promise<boolean>;
  clearCard(): void;
  /** Leaves for the PayPal or Klarna stand-in page. */
  navigate(url: string): void;
}

/** A sandbox answer as Stripe.js gives it: the value, or Stripe's error object. */
async function call<T>(request: () => Promise<T>): Promise<T | { error: StripeLikeError }> {
  try {
    return await request();
  } catch (error) {
    const body =
      error instanceof ApiError ? (error.body as { stripeError?: StripeLikeError }) : null;
    if (body?.stripeError) return { error: body.stripeError };
    throw error;
  }
}

const post = <T>(path: string, json: unknown) =>
  call(() => apiFetch<T>(`${SANDBOX_API}${path}`, { method: 'POST', json }));

/** The sandbox's stand-in for the Stripe.js calls the donation flows make. */
export function sandboxGateway(deps: SandboxGatewayDeps): PaymentGateway {
  async function retrieve(clientSecret: string) {
    const query = new URLSearchParams({ client_secret: clientSecret });
    return call(() =>
      apiFetch<{ paymentIntent: SandboxIntent }>(`${SANDBOX_API}/payment-intents?${query}`),
    );
  }

  return {
    async confirmCardPayment(clientSecret, billing) {
      let result: GatewayResult & { paymentIntent?: SandboxIntent } = billing
        ? await post<{ paymentIntent: SandboxIntent }>('/confirm-card', {
            clientSecret,
            card: deps.card(),
            billing,
          })
        : await retrieve(clientSecret);
      const intent = result.paymentIntent;
      if (intent?.status === 'requires_action' && intent.next_action?.type === 'use_stripe_sdk') {
        const approve = await deps.authenticate(intent.amount);
        result = await post<{ paymentIntent: SandboxIntent }>('/authenticate', {
          clientSecret,
          approve,
        });
      }
      return result;
    },

    async createCardPaymentMethod(billing) {
      const result = await post<{ paymentMethod: { id: string } }>('/payment-methods', {
        card: deps.card(),
        billing,
      });
      return 'error' in result ? result : { paymentMethodId: result.paymentMethod.id };
    },

    retrievePaymentIntent: retrieve,

    async confirmRedirect(method, clientSecret, { returnUrl, billing }) {
      const result = await post<{ redirect: { url: string } }>('/confirm-redirect', {
        clientSecret,
        method,
        returnUrl,
        billing: { ...billing, address: { country: 'SE' } },
      });
      if ('error' in result) return result;
      deps.navigate(result.redirect.url);
      return {};
    },

    clearCard: deps.clearCard,
  };
}
