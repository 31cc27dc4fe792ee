import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyKind } from '@fwd/contract';
import { openKey } from '../src/plugins/outside-clients.ts';
import { storedKey } from '../src/modules/apis/keys.ts';
import { SecretUnreadable } from '../src/crypto/secrets.ts';
import { loadSecretKey } from '../src/crypto/secret-key.ts';
import { ADMIN_PASSWORD, adminApp, signedInWith, testApp, type Caller } from './harness.ts';

interface Key {
  id: number;
  kind: string;
  kindLabel: string;
  name: string;
  baseUrl: string;
  key: string;
  secret: string;
  version: number;
}

let t: Caller;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

const KEY = 'sk-live-1234567890abcd';
const SECRET = 'whsec-0987654321-zyxw';
const body = (extra: Record<string, unknown> = {}) => ({
  kind: 'orders',
  name: '上游订单',
  baseUrl: 'https://orders.example.com/api',
  key: KEY,
  secret: SECRET,
  ...extra,
});
const save = (id: number, b: Record<string, unknown>, token = admin) =>
  t.call<Key>('POST', `/api/api/keys/${id}`, { token, body: b, lang: 'en' });
const secretKey = () => loadSecretKey(t.config);
/** The key of a kind as the outside clients get it: stored, then opened; undefined when there is none. */
const credentialsFor = async (kind: ApiKeyKind, key = secretKey()) => {
  const stored = await storedKey(t.db, kind);
  return stored && openKey(key, stored);
};

describe('GET /api/type', () => {
  it('answers the kinds with labels in the request language', async () => {
    const r = await t.call<{ kind: string; label: string }[]>('GET', '/api/api/type', { token: admin, lang: 'en' });
    expect(r.body.data).toEqual([
      { kind: 'orders', label: 'Upstream order system' },
      { kind: 'tracking', label: 'Tracking provider' },
      { kind: 'address', label: 'Address validation (UPS Address Validation)' },
      { kind: 'wecom', label: 'WeCom group robot' },
      { kind: 'dingtalk', label: 'DingTalk group robot' },
      { kind: 'feishu', label: 'Feishu group bot' },
    ]);
  });
});

describe('POST /api/keys/:id', () => {
  it('creates (id 0): stored encrypted, answered masked, decryptable by kind for the HTTP clients', async () => {
    const r = await save(0, body());
    expect(r.body.data).toMatchObject({
      kind: 'orders',
      kindLabel: 'Upstream order system',
      key: 'sk-****abcd',
      secret: 'whs****zyxw',
      version: 1,
    });
    const row = await t.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', r.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.key_cipher).not.toContain(KEY);
    expect(row.secret_cipher).not.toContain(SECRET);
    expect(row.key_cipher).toMatch(/^v1\./);
    expect(await credentialsFor('orders')).toEqual({
      name: '上游订单',
      baseUrl: 'https://orders.example.com/api',
      key: KEY,
      secret: SECRET,
    });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'api_key').execute();
    expect(JSON.stringify(audit)).not.toContain(KEY);
    expect(JSON.stringify(audit)).not.toContain(row.key_cipher);
  });

  it('refuses a second key of a kind, a create without a key, and bad fields', async () => {
    expect((await save(0, body({ key: 'another-key-0000000000' }))).body.code).toBe(40900);
    const noKey = await t.call<{ errors: { path: string }[] }>('POST', '/api/api/keys/0', {
      token: admin,
      body: body({ kind: 'tracking', key: '' }),
    });
    expect(noKey.body.code).toBe(40000);
    expect(noKey.body.data.errors[0]!.path).toBe('key');
    const bad = await t.call<{ errors: { path: string }[] }>('POST', '/api/api/keys/0', {
      token: admin,
      body: body({ kind: 'fax', baseUrl: 'ftp://x' }),
    });
    expect(bad.body.data.errors.map((e) => e.path).sort()).toEqual(['baseUrl', 'kind']);
  });

  it('replaces at the version read, keeping a key or secret left empty', async () => {
    const created = (
      await save(0, body({ kind: 'tracking', name: '17track', key: 'trk-abcdefghijklmnop', secret: '' }))
    ).body.data;
    expect(created.secret).toBe('');
    const r = await save(created.id, {
      kind: 'tracking',
      name: '轨迹',
      baseUrl: 'https://track.example.com',
      key: '',
      secret: 'short',
      version: 1,
    });
    expect(r.body.data).toMatchObject({ name: '轨迹', key: 'trk****mnop', secret: '****', version: 2 });
    expect(await credentialsFor('tracking')).toMatchObject({ key: 'trk-abcdefghijklmnop', secret: 'short' });

    const stale = await save(created.id, { ...body({ kind: 'tracking' }), version: 1 });
    expect(stale.body.code).toBe(40900);
    expect(stale.body.data).toMatchObject({ name: '轨迹', version: 2, key: 'trk****mnop' });
    expect((await save(created.id, body({ kind: 'tracking' }))).body.code).toBe(40000);
    expect((await save(99999, { ...body(), version: 1 })).body.code).toBe(40400);
  });

  it('needs apikey:edit', async () => {
    const { token } = await signedInWith(t, 'staff1', ['apikey:view']);
    expect((await save(0, body({ kind: 'tracking' }), token)).body.code).toBe(40300);
  });
});

describe('GET /api/keys and DELETE /api/keys/delKey/:id', () => {
  it('pages masked keys and never sends a ciphertext', async () => {
    const r = await t.call<{ records: Key[]; total: number }>('GET', '/api/api/keys?currentPage=1&pageSize=1', {
      token: admin,
    });
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.records).toHaveLength(1);
    expect(JSON.stringify(r.body)).not.toMatch(/v1\.|cipher|sk-live/);
    expect((await t.call('GET', '/api/api/keys?pageSize=0', { token: admin })).body.code).toBe(40000);
  });

  it('deletes a key, then answers 40400', async () => {
    const id = (await t.db.selectFrom('api_keys').select('id').where('kind', '=', 'tracking').executeTakeFirstOrThrow())
      .id;
    expect((await t.call('DELETE', `/api/api/keys/delKey/${id}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('DELETE', `/api/api/keys/delKey/${id}`, { token: admin })).body.code).toBe(40400);
    expect(await credentialsFor('tracking')).toBeUndefined();
  });
});

describe('a SECRET_KEY other than the one keys were stored with', () => {
  it('fails clearly when decrypting, naming the key, while lists still show the masks', async () => {
    const wrong = randomBytes(32);
    const failure = credentialsFor('orders', wrong);
    await expect(failure).rejects.toBeInstanceOf(SecretUnreadable);
    await expect(credentialsFor('orders', wrong)).rejects.toThrow(
      /API key "上游订单" \(orders\) cannot be decrypted: SECRET_KEY is not the key/,
    );

    const other = await testApp({
      database: { db: t.db, kind: 'pglite', close: async () => {} },
      env: { SECRET_KEY: wrong.toString('hex') },
    });
    const token = await other.login('admin', ADMIN_PASSWORD);
    const list = await other.call<{ records: Key[] }>('GET', '/api/api/keys', { token });
    await other.close();
    expect(list.body.data.records[0]!.key).toBe('sk-****abcd');
  });
});
