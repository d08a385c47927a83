import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The version of PERSONAL_DATA_KEY a sealed number was made with: its first byte, so a new key
 * can be added later beside the old one and the old numbers still open (decision 015).
 */
const KEY_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class UnreadablePersonalNumber extends Error {
  constructor() {
    super('A sealed personal identity number could not be opened (wrong key or altered)');
    this.name = 'UnreadablePersonalNumber';
  }
}

const derive = (key: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `personal-number:${purpose}`, 32));

/**
 * Seals personal identity numbers with AES-256-GCM (a random IV for each, the key version as
 * authenticated data), and hashes them with HMAC-SHA-256 under a second key derived from the
 * same PERSONAL_DATA_KEY: equal numbers hash alike, so they group without being opened.
 */
export function createPersonalNumberBox(key: Buffer) {
  const encryptionKey = derive(key, 'aes-256-gcm');
  const hashKey = derive(key, 'hmac-sha256');
  const version = Buffer.from([KEY_VERSION]);
  return {
    seal(digits: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv).setAAD(version);
      const sealed = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
      return Buffer.concat([version, iv, cipher.getAuthTag(), sealed]).toString('base64');
    },

    /** The digits; throws UnreadablePersonalNumber for another key or an altered value. */
    open(stored: string): string {
      const bytes = Buffer.from(stored, 'base64');
      if (bytes[0] !== KEY_VERSION || bytes.length <= 1 + IV_BYTES + TAG_BYTES) {
        throw new UnreadablePersonalNumber();
      }
      const iv = bytes.subarray(1, 1 + IV_BYTES);
      const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv).setAAD(version);
        decipher.setAuthTag(tag);
        const body = bytes.subarray(1 + IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new UnreadablePersonalNumber();
      }
    },

    hash: (digits: string): string =>
      createHmac('sha256', hashKey).update(digits).digest('base64url'),
  };
}

export type PersonalNumberBox = ReturnType<typeof createPersonalNumberBox>;
