import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardOutcome, checkCard, passesLuhn, TEST_CARDS } from './sandbox-cards.ts';

const now = new Date('2026-01-15T10:00:00Z');
const values = (number: string, expiry = '12 / 34', cvc = '123') => ({ number, expiry, cvc });

describe('the sandbox card field’s checks', () => {
  it('accepts Stripe’s test cards, typed with or without spaces', () => {
    for (const number of Object.values(TEST_CARDS)) {
      expect(passesLuhn(number)).toBe(true);
      expect(checkCard(values(number.replace(/(\d{4})/g, '$1 ').trim()), now)).toEqual({
        complete: true,
        card: { number, expMonth: 12, expYear: 2034, cvc: '123' },
      });
    }
  });

  it('names the first problem in Stripe’s words', () => {
    const problem = (v: ReturnType<typeof values>) => {
      const check = checkCard(v, now);
      return check.complete ? null : [check.field, check.message, check.incomplete];
    };
    expect(problem(values('4242 4242'))).toEqual(['number', CARD_MESSAGES.numberIncomplete, true]);
    expect(problem(values('4242 4242 4242 4241'))).toEqual([
      'number',
      CARD_MESSAGES.numberInvalid,
      false,
    ]);
    expect(problem(values(TEST_CARDS.success, '12 /'))).toEqual([
      'expiry',
      CARD_MESSAGES.expiryIncomplete,
      true,
    ]);
    expect(problem(values(TEST_CARDS.success, '13 / 30'))).toEqual([
      'expiry',
      CARD_MESSAGES.expiryInvalid,
      false,
    ]);
    expect(problem(values(TEST_CARDS.success, '12 / 25'))).toEqual([
      'expiry',
      CARD_MESSAGES.expiryPast,
      false,
    ]);
    expect(problem(values(TEST_CARDS.success, '01 / 26', '12'))).toEqual([
      'cvc',
      CARD_MESSAGES.cvcIncomplete,
      true,
    ]);
  });

  it('gives each test card Stripe’s outcome, and declines any other card', () => {
    expect(cardOutcome('4242 4242 4242 4242')).toEqual({ kind: 'succeed' });
    expect(cardOutcome(TEST_CARDS.authentication)).toEqual({ kind: 'authenticate' });
    expect(cardOutcome(TEST_CARDS.declined)).toMatchObject({
      kind: 'decline',
      declineCode: 'generic_decline',
    });
    expect(cardOutcome(TEST_CARDS.insufficientFunds)).toMatchObject({
      declineCode: 'insufficient_funds',
    });
    expect(cardOutcome('5555555555554444')).toMatchObject({
      kind: 'decline',
      declineCode: 'test_mode_live_card',
    });
  });
});
