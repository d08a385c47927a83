import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPersonalNumberBox, UnreadablePersonalNumber } from './box.ts';

const digits = '198501011236';

describe('createPersonalNumberBox', () => {
  const box = createPersonalNumberBox(randomBytes(32));

  it('opens what it sealed; the sealed text holds neither the digits nor the same bytes twice', () => {
    const sealed = box.seal(digits);
    expect(box.open(sealed)).toBe(digits);
    expect(sealed).not.toContain(digits);
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain(digits);
    expect(box.seal(digits)).not.toBe(sealed);
  });

  it('refuses an altered value, another key, and an unknown key version', () => {
    const sealed = Buffer.from(box.seal(digits), 'base64');
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered.at(-1) ?? 0) ^ 1;
    expect(() => box.open(altered.toString('base64'))).toThrow(UnreadablePersonalNumber);
    const other = createPersonalNumberBox(randomBytes(32));
    expect(() => other.open(sealed.toString('base64'))).toThrow(UnreadablePersonalNumber);
    const version2 = Buffer.from(sealed);
    version2[0] = 2;
    expect(() => box.open(version2.toString('base64'))).toThrow(UnreadablePersonalNumber);
  });

  it('hashes a number alike every time, and unlike under another key', () => {
    expect(box.hash(digits)).toBe(box.hash(digits));
    expect(box.hash(digits)).not.toBe(box.hash('198501021235'));
    expect(createPersonalNumberBox(randomBytes(32)).hash(digits)).not.toBe(box.hash(digits));
  });
});
