import { describe, expect, it } from 'vitest';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { DECLINE_MESSAGES, type DeclineLike, declineMessage } from './decline-messages.ts';
import { cardOutcome, TEST_CARDS } from './sandbox-cards.ts';

const inLanguage = (locale: 'en' | 'sv', error: DeclineLike) => {
  const message = declineMessage(error);
  return message && i18nFor(locale)._(message);
};
const card = (decline_code?: string, code = 'card_declined'): DeclineLike => ({
  type: 'card_error',
  code,
  ...(decline_code ? { decline_code } : {}),
});

describe('a declined payment in our own words', () => {
  it.each([
    [card('generic_decline'), 'Your card was declined.', 'Ditt kort nekades.'],
    [
      card('insufficient_funds'),
      'Your card has insufficient funds.',
      'Det finns inte tillräckligt med pengar på ditt kort.',
    ],
    [card(undefined, 'expired_card'), 'Your card has expired.', 'Ditt kort har gått ut.'],
    [
      card(undefined, 'incorrect_cvc'),
      "Your card's security code is incorrect.",
      'Kortets säkerhetskod är felaktig.',
    ],
    [
      card(undefined, 'processing_error'),
      'An error occurred while processing your card. Please try again in a moment.',
      'Ett fel uppstod när ditt kort skulle behandlas. Försök igen om en liten stund.',
    ],
    [
      card(undefined, 'incorrect_number'),
      'Your card number is incorrect.',
      'Ditt kortnummer är felaktigt.',
    ],
    [
      card('authentication_required'),
      'Your card was declined. This payment requires authentication: please try again and approve it with your bank.',
      'Ditt kort nekades. Betalningen måste godkännas hos din bank: försök igen och godkänn den.',
    ],
    // Lost, stolen and "do not honor" are told only that the card was declined.
    [card('lost_card'), 'Your card was declined.', 'Ditt kort nekades.'],
    [card('stolen_card'), 'Your card was declined.', 'Ditt kort nekades.'],
    [card('do_not_honor'), 'Your card was declined.', 'Ditt kort nekades.'],
  ])('words %j in English and Swedish', (error, english, swedish) => {
    expect(inLanguage('en', error)).toBe(english);
    expect(inLanguage('sv', error)).toBe(swedish);
  });

  it('gives a decline code it does not know the plain decline', () => {
    expect(declineMessage(card('something_new'))).toBe(DECLINE_MESSAGES.declined);
    expect(declineMessage({ decline_code: 'something_new', type: 'card_error' })).toBe(
      DECLINE_MESSAGES.declined,
    );
  });

  it('prefers the decline code to the error code', () => {
    expect(declineMessage(card('insufficient_funds', 'card_declined'))).toBe(
      DECLINE_MESSAGES.insufficientFunds,
    );
  });

  it('leaves what is not a decline to the caller', () => {
    expect(declineMessage(undefined)).toBeUndefined();
    expect(declineMessage({})).toBeUndefined();
    expect(declineMessage({ type: 'validation_error', code: 'incomplete_number' })).toBeUndefined();
    expect(declineMessage({ type: 'invalid_request_error', code: 'constructor' })).toBeUndefined();
  });

  it('words every sandbox card’s decline as the sandbox did, in English', () => {
    for (const number of [TEST_CARDS.declined, TEST_CARDS.insufficientFunds, '4111111111111111']) {
      const outcome = cardOutcome(number);
      if (outcome.kind !== 'decline') throw new Error(`${number} is not declined`);
      const error = { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode };
      expect(inLanguage('en', error)).toBe(outcome.message);
      expect(inLanguage('sv', error)).not.toBe(outcome.message);
    }
  });
});
