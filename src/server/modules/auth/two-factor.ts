import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { brand } from '#shared/brand.ts';
import type { Admin } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { createAdminRepo } from './repo.ts';
import { createSecretBox } from './secret-box.ts';

const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const WRONG_CODE = 'That code is not right. Please try again.';

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

/** `xxxxx-xxxxx`: 10 characters of 31, about 50 bits, so a fast hash keeps them safe. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(31)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
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
    const hashes: string[] = JSON.parse(admin.recovery_code_hashes ?? '[]');
    const left = hashes.filter((hash) => hash !== hashCode(code));
    if (left.length === hashes.length) return false;
    await admins.update(admin.id, { recovery_code_hashes: JSON.stringify(left) });
    return true;
  }

  async function newRecoveryCodes(adminId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await admins.update(adminId, { recovery_code_hashes: JSON.stringify(codes.map(hashCode)) });
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
      if (step === null) throw badRequest(WRONG_CODE);
      await admins.update(adminId, {
        totp_secret: admin.totp_pending_secret,
        totp_pending_secret: null,
        totp_last_step: step,
      });
      return newRecoveryCodes(adminId);
    },

    async regenerateRecoveryCodes(adminId: number, code: string): Promise<string[]> {
      if (!(await check(await adminById(adminId), code))) throw badRequest(WRONG_CODE);
      return newRecoveryCodes(adminId);
    },

    async turnOff(adminId: number, code: string): Promise<void> {
      if (!(await check(await adminById(adminId), code))) throw badRequest(WRONG_CODE);
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
