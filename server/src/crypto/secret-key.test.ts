import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { loadSecretKey, SECRET_KEY_FILE } from './secret-key.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-key-'));
const HEX = 'ab'.repeat(32);

describe('loadSecretKey', () => {
  it('uses SECRET_KEY given as hex or base64', () => {
    const fromHex = loadSecretKey(loadConfig({ SECRET_KEY: HEX, DATA_DIR: tempDir() }));
    const fromBase64 = loadSecretKey(
      loadConfig({ SECRET_KEY: Buffer.from(HEX, 'hex').toString('base64'), DATA_DIR: tempDir() }),
    );
    expect(fromHex.equals(Buffer.from(HEX, 'hex'))).toBe(true);
    expect(fromBase64.equals(fromHex)).toBe(true);
  });

  it('with the embedded database and no SECRET_KEY, makes an owner-only key file once and reuses it', () => {
    const dir = path.join(tempDir(), 'data');
    const first = loadSecretKey(loadConfig({ DATA_DIR: dir }));
    const file = path.join(dir, SECRET_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(loadSecretKey(loadConfig({ DATA_DIR: dir })).equals(first)).toBe(true);
  });

  it('refuses to start with DATABASE_URL and no SECRET_KEY, saying what to set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATA_DIR: tempDir() });
    expect(() => loadSecretKey(config)).toThrow(ConfigError);
    expect(() => loadSecretKey(config)).toThrow(/SECRET_KEY: required with DATABASE_URL/);
  });

  it('refuses a key file that does not hold a key', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, SECRET_KEY_FILE), 'not a key');
    expect(() => loadSecretKey(loadConfig({ DATA_DIR: dir }))).toThrow(/secret\.key: must hold 32 bytes/);
  });

  it.each(['short', 'ab'.repeat(31), 'zz'.repeat(32)])('refuses SECRET_KEY=%s naming the variable', (value) => {
    expect(() => loadConfig({ SECRET_KEY: value })).toThrow(/SECRET_KEY: must be 32 bytes/);
  });
});
