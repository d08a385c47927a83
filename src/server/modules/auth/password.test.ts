import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery staple', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapl', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash, so one password gives different hashes', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
  });

  it('reads the cost from the stored hash', async () => {
    const cheap = await hashPassword('pw', { N: 2 ** 10, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword('pw', cheap)).resolves.toBe(true);
    await expect(verifyPassword('pw', cheap.replace('$1024$', '$2048$'))).resolves.toBe(false);
  });

  it('refuses stored values that are not its own scrypt format', async () => {
    await expect(verifyPassword('x', '')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$2b$10$abc')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$32768$8$1$c2FsdA==')).resolves.toBe(false);
  });

  it('has a decoy hash that no ordinary password matches', async () => {
    await expect(verifyPassword('', await decoyHash())).resolves.toBe(false);
  });

  it('hashes at N = 2^17 by default and tells older, cheaper hashes apart for a rehash', async () => {
    const current = await hashPassword('pw');
    expect(current).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(current)).toBe(false);
    expect(needsRehash('scrypt$32768$8$1$c2FsdA==$aGFzaA==')).toBe(true);
    expect(needsRehash('scrypt$1024$8$1$c2FsdA==$aGFzaA==', { N: 1024, r: 8, p: 1 })).toBe(false);
  });
});
