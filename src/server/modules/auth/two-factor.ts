import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { brand } from '#shared/brand.ts';
import type { Admin } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, localizedError } from '../../lib/http-error.ts';
import { costOf, hashPassword, verifyPassword } from './password.ts';
import { createAdminRepo } from './repo.ts';
import { createSecretBox } from './secret-box.ts';
import { SIGN_IN_MESSAGES } from './sign-in-checks.ts';

const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/**
 * A recovery code's scrypt cost, as log2 of N: the passwords' (PASSWORD_HASH_COST), but at most
 * 2^15. A code has 50 random bits, which a slow hash makes too costly to guess from a copy of the
 * database even at this cost, and up to ten hashes are tried for one code.
 */
const RECOVERY_COST_LIMIT = 15;

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Codes hashed before 2026-12 (issue 30): SHA-256 without a salt, still accepted until used. */
const legacyHash = (code: string) => createHash('sha256').update(code).digest('hex');
/** Only a code of a recovery code's shape is worth the slow hashes (a 6-digit code is not). */
const looksLikeRecoveryCode = (code: string) =>
  code.length === 10 && [...code].every((char) => RECOVERY_ALPHABET.includes(char));

/** `xxxxx-xxxxx`: 10 characters of 31, about 50 bits. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(31)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Whether `stored` (a scrypt hash, or a legacy SHA-256) is the hash of the normalised `code`. */
async function isHashOf(stored: string, code: string): Promise<boolean> {
  return stored.startsWith('scrypt$') ? verifyPassword(code, stored) : stored === legacyHash(code);
}

/** The step a current TOTP `code` of `secret` matched, or null (a code is good 30 s either side). */
async function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  afterTimeStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const result = await verify({
    secret,
    token: code.trim(),
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The admin's second factor: TOTP (RFC 6238) with one-time recovery codes. */
export function createTwoFactor({ db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  const admins = createAdminRepo(db, clock);
  const box = createSecretBox(config.totpKey);
  const recoveryCost = costOf(Math.min(config.passwordHashCost, RECOVERY_COST_LIMIT));

  async function adminById(adminId: number): Promise<Admin> {
    const admin = await admins.findById(adminId);
    if (!admin) throw badRequest('No such admin');
    return admin;
  }

  /** True when `code` is a current TOTP code (not used before) or an unused recovery code; uses it up. */
  async function check(admin: Admin, code: string): Promise<boolean> {
    if (!admin.totp_secret) return false;
    const step = await matchTotp(
      box.open(admin.totp_secret),
      code,
      clock.now().getTime(),
      admin.totp_last_step,
    );
    if (step !== null) {
      await admins.update(admin.id, { totp_last_step: step });
      return true;
    }
    return spendRecoveryCode(admin, normalise(code));
  }

  /** Uses up the recovery code `code` (normalised); false when it is none of the admin's. */
  async function spendRecoveryCode(admin: Admin, code: string): Promise<boolean> {
    if (!looksLikeRecoveryCode(code)) return false;
    const hashes: string[] = JSON.parse(admin.recovery_code_hashes ?? '[]');
    for (const [index, hash] of hashes.entries()) {
      if (!(await isHashOf(hash, code))) continue;
      const left = hashes.filter((_, other) => other !== index);
      await admins.update(admin.id, { recovery_code_hashes: JSON.stringify(left) });
      return true;
    }
    return false;
  }

  async function newRecoveryCodes(adminId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const hashes = [];
    for (const code of codes) hashes.push(await hashPassword(normalise(code), recoveryCost));
    await admins.update(adminId, { recovery_code_hashes: JSON.stringify(hashes) });
    return codes;
  }

  return {
    isOn: (admin: Admin) => admin.totp_secret !== null,
    check,

    async status(adminId: number) {
      const admin = await adminById(adminId);
      const left: string[] = JSON.parse(admin.recovery_code_hashes ?? '[]');
      return { enabled: admin.totp_secret !== null, recoveryCodesLeft: left.length };
    },

    /** A new secret, kept pending until `confirm`: the old one (if any) stays in force meanwhile. */
    async start(adminId: number) {
      const admin = await adminById(adminId);
      const secret = generateSecret();
      await admins.update(adminId, { totp_pending_secret: box.seal(secret) });
      return { secret, uri: generateURI({ issuer: brand.name, label: admin.username, secret }) };
    },

    /** Turns the pending secret on once `code` proves the app has it; returns fresh recovery codes. */
    async confirm(adminId: number, code: string): Promise<string[]> {
      const admin = await adminById(adminId);
      if (!admin.totp_pending_secret) throw badRequest('Start the set-up first.');
      const pending = box.open(admin.totp_pending_secret);
      const step = await matchTotp(pending, code, clock.now().getTime(), null);
      if (step === null) throw localizedError(400, SIGN_IN_MESSAGES.wrongCode);
      await admins.update(adminId, {
        totp_secret: admin.totp_pending_secret,
        totp_pending_secret: null,
        totp_last_step: step,
      });
      return newRecoveryCodes(adminId);
    },

    newRecoveryCodes,

    async turnOff(adminId: number): Promise<void> {
      await admins.update(adminId, {
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        recovery_code_hashes: null,
      });
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
