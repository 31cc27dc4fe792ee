import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const FORMAT = 'v1';

/** A stored secret that this SECRET_KEY cannot open (another key, or tampered with). */
export class SecretUnreadable extends Error {}

/** AES-256-GCM with a fresh 96-bit nonce; stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url). */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, ...[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))].join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [format, iv, tag, body] = stored.split('.');
  if (format !== FORMAT || !iv || !tag || body === undefined)
    throw new SecretUnreadable('not a stored secret of a known format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadable(
      'SECRET_KEY is not the key this secret was stored with (or the stored value was altered)',
    );
  }
}

/** What lists show: `sk-****abcd` for long secrets; short ones show nothing of themselves. */
export const maskSecret = (s: string) =>
  s === '' ? '' : s.length >= 16 ? `${s.slice(0, 3)}****${s.slice(-4)}` : '****';
