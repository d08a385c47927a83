import { describe, expect, it } from 'vitest';
import { formatSek, toOre } from '../donations.ts';
import { createPaymentIntentSchema, sendDonationEmailsSchema } from './donations.ts';

describe('donation amounts', () => {
  it('turns kronor into whole öre, refusing fractions of an öre', () => {
    expect(toOre(50)).toBe(5000);
    expect(toOre(0.1 + 0.2)).toBe(30);
    expect(toOre(19.99)).toBe(1999);
    expect(toOre(10.005)).toBeUndefined();
  });

  it('shows SEK in the Swedish locale', () => {
    const nbsp = '\u00a0';
    expect(formatSek(5000)).toBe(`50${nbsp}kr`);
    expect(formatSek(1250)).toBe(`12,50${nbsp}kr`);
    expect(formatSek(10_000_000)).toBe(`100${nbsp}000${nbsp}kr`);
  });

  it('reads the one-time gift call, its amount in öre', () => {
    expect(
      createPaymentIntentSchema.parse({ amount: 25.5, currency: 'SEK', paymentMethodType: 'card' }),
    ).toEqual({
      amountOre: 2550,
      currency: 'sek',
      paymentMethodType: 'card',
      donorName: '',
      donorEmail: '',
      // Nothing of the giver shows on an appeal's page unless they choose (issue 31).
      showName: false,
      showAmount: false,
    });
  });

  it('names the donor Supporter when the receipt call gives no name', () => {
    expect(sendDonationEmailsSchema.parse({ transactionId: 'pi_1' })).toMatchObject({
      donorName: 'Supporter',
      paymentMethod: 'Stripe',
    });
  });
});
