import { describe, expect, it } from 'vitest';
import { belowMinimum, effectiveAmount, formReducer, initialFormState } from './form-state.ts';

describe('the donation form’s amount', () => {
  it('uses the custom amount when it is a number above 0, else the preset', () => {
    const typed = formReducer(initialFormState, { type: 'custom', value: '12,5' });
    expect(typed).toMatchObject({ preset: null, custom: '12,5' });
    expect(effectiveAmount(typed)).toBe(12.5);
    // Nothing valid typed: the preset stays chosen and counts.
    const zero = formReducer(initialFormState, { type: 'custom', value: '0' });
    expect(zero.preset).toBe(50);
    expect(effectiveAmount(zero)).toBe(50);
    // A preset clears the custom amount.
    expect(formReducer(typed, { type: 'preset', amount: 250 })).toMatchObject({
      preset: 250,
      custom: '',
    });
    // The custom amount emptied after it took over: nothing is chosen.
    expect(effectiveAmount(formReducer(typed, { type: 'custom', value: '' }))).toBe(0);
  });

  it('holds 5 SEK as the minimum', () => {
    expect(belowMinimum(4.99)).toBe(true);
    expect(belowMinimum(5)).toBe(false);
  });

  it('resets to 50 SEK once, or stays monthly after a monthly gift', () => {
    const filled = {
      ...initialFormState,
      frequency: 'monthly' as const,
      preset: null,
      custom: '80',
      name: 'A',
      email: 'a@b.se',
    };
    expect(formReducer(filled, { type: 'reset', keepFrequency: 'once' })).toEqual(initialFormState);
    expect(formReducer(filled, { type: 'reset', keepFrequency: 'monthly' })).toEqual({
      ...initialFormState,
      frequency: 'monthly',
    });
  });
});
