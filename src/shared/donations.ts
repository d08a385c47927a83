/**
 * The donation rules and the money formatting, without zod: the Home page's form reads these,
 * and its first JavaScript stays small. The calls' schemas are in ./schemas/donations.ts.
 */
import { formatWhole, NO_BREAK_SPACE, SEPARATORS } from './digits.ts';

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

/** SEK the Swedish way, in both languages: "50 kr", "12,50 kr", "1 000 kr", "−5 kr". */
export function formatSek(amountOre: number): string {
  const ore = Math.round(Math.abs(amountOre));
  const kronor = formatWhole(Math.floor(ore / 100), 'sv');
  const fraction = amountOre % 100 === 0 ? '' : `,${String(ore % 100).padStart(2, '0')}`;
  return `${amountOre < 0 ? SEPARATORS.sv.minus : ''}${kronor}${fraction}${NO_BREAK_SPACE}kr`;
}
