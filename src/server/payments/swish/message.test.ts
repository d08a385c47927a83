import { describe, expect, it } from 'vitest';
import { swishMessage, swishReference } from './message.ts';

describe('the Swish message', () => {
  it('keeps Swedish letters and allowed marks, and turns the rest into single spaces', () => {
    expect(swishMessage('Gåva till Kyrkans hjälp & stöd <3 — tack!')).toBe(
      'Gåva till Kyrkans hjälp stöd 3 tack!',
    );
  });

  it('is at most 50 characters', () => {
    expect(swishMessage('a'.repeat(80))).toHaveLength(50);
  });

  it('makes a reference of letters and digits only', () => {
    expect(swishReference('ab-12_CD')).toBe('ab12CD');
  });
});
