import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Locale } from '#shared/i18n/locale.ts';
import { DONATION_MESSAGES } from '../lib/messages.ts';
import type {
  Billing,
  CardFieldProps,
  GatewayResult,
  PaymentGateway,
  PaymentKit,
} from '../lib/payment-gateway.ts';

const billingDetails = (billing: Billing) => ({
  ...(billing.name ? { name: billing.name } : {}),
  ...(billing.email ? { email: billing.email } : {}),
});

const notReady: GatewayResult = { error: { message: DONATION_MESSAGES.notReady } };

/** The flows' calls, made with Stripe.js over the card field of Stripe Elements. */
export function stripeGateway(stripe: Stripe, elements: StripeElements): PaymentGateway {
  const card = () => elements.getElement(CardElement);
  return {
    confirmCardPayment(clientSecret, billing) {
      if (!billing) return stripe.confirmCardPayment(clientSecret);
      const element = card();
      if (!element) return Promise.resolve(notReady);
      return stripe.confirmCardPayment(clientSecret, {
        payment_method: { card: element, billing_details: billingDetails(billing) },
      });
    },
    async createCardPaymentMethod(billing) {
      const element = card();
      if (!element) return notReady;
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card: element,
        billing_details: billingDetails(billing),
      });
      return result.error ? { error: result.error } : { paymentMethodId: result.paymentMethod.id };
    },
    retrievePaymentIntent: (clientSecret) => stripe.retrievePaymentIntent(clientSecret),
    confirmRedirect(method, clientSecret, { returnUrl, billing }) {
      if (method === 'paypal')
        return stripe.confirmPayPalPayment(clientSecret, { return_url: returnUrl });
      return stripe.confirmKlarnaPayment(clientSecret, {
        payment_method: {
          billing_details: {
            ...billingDetails(billing),
            email: billing.email,
            address: { country: 'SE' },
          },
        },
        return_url: returnUrl,
      });
    },
    clearCard: () => card()?.clear(),
  };
}

function CardFieldInside({ onReady, onChange }: CardFieldProps) {
  // With a loaded Stripe instance given to <Elements>, both are there from the first render.
  const stripe = useStripe();
  const elements = useElements();
  return (
    <CardElement
      options={{
        hidePostalCode: true,
        style: {
          base: { fontSize: '16px', color: '#1c2a33', '::placeholder': { color: '#4a5a64' } },
          invalid: { color: '#b3261e' },
        },
      }}
      onReady={() => {
        if (stripe && elements) onReady(stripeGateway(stripe, elements));
      }}
      onChange={(event) =>
        onChange({ complete: event.complete, error: event.error?.message ?? null })
      }
    />
  );
}

/** One Stripe.js instance for the page, as Stripe recommends. */
let stripe: Stripe | null = null;

function StripeCardField(props: CardFieldProps) {
  return (
    <div aria-describedby={props.errorId}>
      <Elements stripe={stripe}>
        <CardFieldInside {...props} />
      </Elements>
    </div>
  );
}

/**
 * Loads Stripe.js (from js.stripe.com, as Stripe requires) and makes its card field, with
 * Stripe's own messages in the page's language.
 */
export async function createStripeKit(publishableKey: string, locale: Locale): Promise<PaymentKit> {
  stripe ??= await loadStripe(publishableKey, { locale });
  if (!stripe) throw new Error('Stripe.js did not start');
  return { CardField: StripeCardField };
}
