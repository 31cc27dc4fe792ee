import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecret, SecretUnreadable } from '../src/crypto/secrets.ts';
import { outsideClients, type StoredKey } from '../src/plugins/outside-clients.ts';
import { testApp, type Caller } from './harness.ts';

/*
 * The clients are made from the key the caller hands in, once per key and
 * version: a call with a version already seen neither reads nor decrypts the
 * key again, a new version (an edit in API management) gets a new client.
 */

let t: Caller;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const secret = randomBytes(32);
const stored = (kind: StoredKey['kind'], version: number, key: string, extra: Partial<StoredKey> = {}): StoredKey => ({
  id: 7,
  version,
  kind,
  name: '17TRACK',
  baseUrl: 'https://track.example.com',
  keyCipher: encryptSecret(secret, key),
  secretCipher: null,
  ...extra,
});

describe('outside clients', () => {
  it('keeps one client per key and version, opening the key once; a new version gets a new client', () => {
    const clients = outsideClients(t.db, secret);
    const first = clients.tracking(stored('tracking', 1, 'key-one'));
    expect(first.key).toBe('key-one');
    // The same version with ciphers no key opens: the kept client answers, so nothing was decrypted.
    expect(clients.tracking(stored('tracking', 1, 'key-one', { keyCipher: 'v1.unreadable' }))).toBe(first);
    const edited = clients.tracking(stored('tracking', 2, 'key-two'));
    expect(edited).not.toBe(first);
    expect(edited.key).toBe('key-two');
    expect(clients.upstream(stored('orders', 1, 'up'))).toBe(clients.upstream(stored('orders', 1, 'up')));
  });

  it('refuses a service without a key (50200, naming it); the address service is then simply absent', () => {
    const clients = outsideClients(t.db, secret);
    expect(() => clients.tracking(undefined)).toThrow(
      expect.objectContaining({ code: 50200, message: expect.stringMatching(/^No API key for the tracking provider/) }),
    );
    expect(() => clients.upstream(undefined)).toThrow(
      expect.objectContaining({ code: 50200, message: expect.stringMatching(/^No API key for the upstream/) }),
    );
    expect(clients.address(undefined)).toBeNull();
  });

  it('names the key SECRET_KEY cannot open', () => {
    const clients = outsideClients(t.db, randomBytes(32));
    expect(() => clients.upstream(stored('orders', 1, 'up', { name: '上游订单' }))).toThrow(SecretUnreadable);
    expect(() => clients.upstream(stored('orders', 1, 'up', { name: '上游订单' }))).toThrow(
      /API key "上游订单" \(orders\) cannot be decrypted/,
    );
  });
});
