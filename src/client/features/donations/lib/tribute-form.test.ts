import { describe, expect, it } from 'vitest';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { createPaymentIntentSchema } from '#shared/schemas/donations.ts';
import { startSwishSchema } from '#shared/schemas/swish.ts';
import {
  initialTributeState,
  type TributeFormState,
  tributeErrors,
  tributeInput,
} from './tribute-form.ts';

const inMemory: TributeFormState = {
  ...initialTributeState,
  choice: 'memory',
  personName: 'Karin Lind',
  greeting: 'With love,\nthe Berg family',
  signedBy: 'Anna Berg',
  showAmount: true,
  motif: 'lily',
  recipientName: 'Erik Lind',
  recipientEmail: 'erik@example.org',
};
const byPost: TributeFormState = {
  ...inMemory,
  choice: 'honour',
  delivery: 'post',
  street: 'Storgatan 1',
  postalCode: '111 22',
  city: 'Stockholm',
};
const english = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, id]) => [field, i18nFor('en')._(id ?? '')]),
  );

describe('the tribute the donation form sends', () => {
  it('is nothing when the giver gives in no one’s name', () => {
    expect(tributeInput(initialTributeState)).toBeUndefined();
    expect(tributeErrors(initialTributeState)).toEqual({});
  });

  it('is the card by e-mail, shaped as the gift calls take it', () => {
    const tribute = tributeInput(inMemory);
    expect(tribute).toEqual({
      kind: 'memory',
      personName: 'Karin Lind',
      greeting: 'With love,\nthe Berg family',
      signedBy: 'Anna Berg',
      showAmount: true,
      motif: 'lily',
      delivery: { method: 'email', recipientName: 'Erik Lind', recipientEmail: 'erik@example.org' },
    });
    const call = { amount: 100, currency: 'sek', donorName: '', donorEmail: '', altcha: 'x' };
    expect(
      createPaymentIntentSchema.parse({ ...call, paymentMethodType: 'card', tribute }).tribute,
    ).toMatchObject({ kind: 'memory', delivery: { method: 'email' } });
    expect(startSwishSchema.parse({ ...call, tribute }).tribute).toBeDefined();
  });

  it('is the card by post with its address, and no e-mail address', () => {
    expect(tributeInput(byPost)).toMatchObject({
      kind: 'honour',
      delivery: {
        method: 'post',
        recipientName: 'Erik Lind',
        address: { street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: '' },
      },
    });
    expect(tributeInput(byPost)?.delivery).not.toHaveProperty('recipientEmail');
    expect(tributeErrors(byPost)).toEqual({});
  });
});

describe('the tribute’s messages', () => {
  it('names each missing field by its own name, nested ones too', () => {
    const empty: TributeFormState = { ...initialTributeState, choice: 'memory' };
    expect(english(tributeErrors(empty))).toEqual({
      personName: 'Please enter the name of the person the gift is given for.',
      signedBy: 'Please enter who signs the card.',
      recipientName: "Please enter the name of the card's recipient.",
      recipientEmail: 'Please enter the e-mail address the card goes to.',
    });
    expect(english(tributeErrors({ ...empty, delivery: 'post' }))).toMatchObject({
      street: 'Please enter the street address.',
      postalCode: 'Please enter the postal code.',
      city: 'Please enter the city.',
    });
  });

  it('refuses a greeting over 500 characters and an e-mail address that is not one', () => {
    const wrong = { ...inMemory, greeting: 'a'.repeat(501), recipientEmail: 'erik.example.org' };
    expect(english(tributeErrors(wrong))).toEqual({
      greeting: 'Please keep the greeting to 500 characters.',
      recipientEmail: 'Please enter a valid e-mail address for the card.',
    });
    expect(tributeErrors({ ...inMemory, greeting: 'a'.repeat(500) })).toEqual({});
  });

  it('reads in Swedish on a Swedish page', () => {
    const empty: TributeFormState = { ...initialTributeState, choice: 'honour' };
    const message = tributeErrors(empty).signedBy ?? '';
    expect(i18nFor('sv')._(message)).not.toBe(i18nFor('en')._(message));
  });
});
