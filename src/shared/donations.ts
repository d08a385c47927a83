/**
 * The donation rules and the money formatting, without zod: the Home page's form reads these,
 * and its first JavaScript stays small. The calls' schemas are in ./schemas/donations.ts.
 */

/** The donation rules in one place; the form and the server both read them. */
export const DONATION = {
  currency: 'sek',
  minimumSek: 5,
  maximumSek: 100_000,
  presetsSek: [25, 50, 100, 250],
  defaultSek: 50,
  fallbackName: 'Supporter',
} as const;

/** The methods the card provider (Stripe, or the sandbox's stand-in) takes. */
export const PAYMENT_METHOD_TYPES = ['card', 'paypal', 'klarna'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Every way to give: the card provider's methods, and Swish, paid straight to the 90-number. */
export const DONATION_METHODS = [...PAYMENT_METHOD_TYPES, 'swish'] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];

/** How each payment method is named to people: forms, receipts, the admin's tables. */
export const PAYMENT_METHOD_LABELS: Record<DonationMethod, string> = {
  card: 'Card',
  paypal: 'PayPal',
  klarna: 'Klarna',
  swish: 'Swish',
};

/** Whole öre for an amount in kronor; undefined when it has more than two decimals. */
export function toOre(amountSek: number): number | undefined {
  const ore = Math.round(amountSek * 100);
  return Math.abs(ore - amountSek * 100) < 1e-6 ? ore : undefined;
}

const formatters = new Map<boolean, Intl.NumberFormat>();

/** SEK in the Swedish locale: "50 kr", "12,50 kr", "1 000 kr". */
export function formatSek(amountOre: number): string {
  const whole = amountOre % 100 === 0;
  let formatter = formatters.get(whole);
  if (!formatter) {
    formatter = new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency: 'SEK',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(whole, formatter);
  }
  return formatter.format(amountOre / 100);
}
