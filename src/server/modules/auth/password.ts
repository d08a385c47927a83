import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** scrypt's memory is 128 * N * r bytes: 128 MiB at N = 2^17, above Node's default cap. */
export const COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const MAXMEM = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

/**
 * `scrypt$N$r$p$salt$hash`, salt and hash in base64: the parameters travel with the hash.
 * Only tests pass a lower `cost`, to keep their many sign-ins fast.
 */
export async function hashPassword(password: string, cost: ScryptCost = COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAXMEM });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return timingSafeEqual(actual, expected);
}

/** The cost of new hashes with scrypt's N = 2^log2N (PASSWORD_HASH_COST). */
export const costOf = (log2N: number): ScryptCost => ({ ...COST, N: 2 ** log2N });

/** True when `stored` was hashed at a lower cost than `cost`: rehash it at the next sign-in. */
export function needsRehash(stored: string, cost: ScryptCost = COST): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) < cost.N || Number(r) < cost.r || Number(p) < cost.p;
}

const decoys = new Map<number, Promise<string>>();

/**
 * A hash of a random password at `cost`, checked against when a username does not exist, so
 * timing reveals nothing.
 */
export function decoyHash(cost: ScryptCost = COST): Promise<string> {
  let decoy = decoys.get(cost.N);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(cost.N, decoy);
  }
  return decoy;
}
