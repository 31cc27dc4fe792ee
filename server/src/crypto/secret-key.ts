import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, decodeSecretKey, type Config } from '../config.ts';

export const SECRET_KEY_FILE = 'secret.key';

/**
 * The key stored API keys are encrypted with: SECRET_KEY, or with the embedded
 * database a key kept beside it in DATA_DIR (made on first start, owner-only).
 * With DATABASE_URL there is no safe place to invent one, and a key that
 * differed between processes would make the stored keys unreadable: refused.
 */
export function loadSecretKey(config: Pick<Config, 'secretKey' | 'databaseUrl' | 'dataDir'>): Buffer {
  if (config.secretKey) return config.secretKey;
  if (config.databaseUrl) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRET_KEY: required with DATABASE_URL (32 bytes as base64 or hex, e.g. `openssl rand -base64 32`); ' +
        'every process must use the same one, and stored API keys cannot be read without it',
    );
  }
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process made it first: use theirs.
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    }
  }
  const key = decodeSecretKey(fs.readFileSync(file, 'utf8'));
  if (!key)
    throw new ConfigError(
      `Invalid configuration:\n  ${file}: must hold 32 bytes as base64 or hex (or remove it to have a new one made, which makes stored API keys unreadable)`,
    );
  return key;
}
