import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'aes256gcm';

/**
 * Seals short secrets (the TOTP secrets) with AES-256-GCM under a key derived from
 * ADMIN_TOTP_KEY. Without a key, secrets are stored as they are; sealed ones are recognised by
 * their prefix, so setting a key later still opens the secrets stored before.
 */
export function createSecretBox(key: string | undefined) {
  const aesKey = key ? createHash('sha256').update(key).digest() : undefined;
  return {
    seal(secret: string): string {
      if (!aesKey) return secret;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [PREFIX, iv, cipher.getAuthTag(), sealed].map(toBase64).join('$');
    },
    open(stored: string): string {
      const [prefix, iv, tag, sealed] = stored.split('$');
      if (prefix !== PREFIX) return stored;
      if (!aesKey || !iv || !tag || !sealed) throw new Error('ADMIN_TOTP_KEY is needed');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

function toBase64(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64');
}

export type SecretBox = ReturnType<typeof createSecretBox>;
