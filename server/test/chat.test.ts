import { CHAT_PLATFORMS, type ChatAccountRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, givenUser, testApp, type Caller, signedInWith } from './harness.ts';
import { auditOf } from './org-fixtures.ts';

let t: Caller;
let admin: string;
let alice: number;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  alice = await givenUser(t.db, 'alice', null);
  await t.db.updateTable('users').set({ name: '爱丽丝' }).where('id', '=', alice).execute();
});
afterAll(() => t.close());

// The same flows for both platforms: one implementation serves them.
describe.each(CHAT_PLATFORMS)('/%s accounts', (platform) => {
  const base = `/api/${platform}`;
  const create = (body: unknown, token = admin) => t.call<ChatAccountRow>('POST', `${base}/create`, { token, body });
  const update = (body: unknown, token = admin) => t.call<ChatAccountRow>('PUT', `${base}/update`, { token, body });
  const account = (n: number) => (platform === 'qq' ? String(100_000 + n) : `wx_staff${n}`);
  const dup = (casing: (s: string) => string) => (platform === 'qq' ? '8888888' : casing('Dup_wechat'));

  it('creates an idle account, assigns it to an employee, renames, idles it again', async () => {
    const created = await create({ account: account(1) });
    expect(created.body.code).toBe(20000);
    expect(created.body.data).toMatchObject({ account: account(1), name: null, userId: null, version: 1 });
    const id = created.body.data.id;

    const assigned = await update({ id, account: account(1), userId: alice, version: 1 });
    expect(assigned.body.data).toMatchObject({ name: '爱丽丝', userId: alice, version: 2 });

    await t.db.updateTable('users').set({ name: '爱丽丝二' }).where('id', '=', alice).execute();
    expect((await t.call<ChatAccountRow>('GET', `${base}/${id}`, { token: admin })).body.data.name).toBe('爱丽丝二');
    await t.db.updateTable('users').set({ name: '爱丽丝' }).where('id', '=', alice).execute();

    const idle = await update({ id, account: account(100), userId: null, version: 2 });
    expect(idle.body.data).toMatchObject({ account: account(100), name: null, userId: null, version: 3 });

    const list = await t.call<ChatAccountRow[]>('GET', base, { token: admin });
    expect(list.body.data.find((a) => a.id === id)).toEqual(idle.body.data);
    expect((await auditOf(t.db, `chat.${platform}`, id)).map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('refuses a duplicate account on this platform, in any case', async () => {
    await create({ account: dup((s) => s) });
    expect((await create({ account: dup((s) => s.toLowerCase()) })).body.code).toBe(40900);
    const other = await create({ account: account(2) });
    expect(
      (await update({ id: other.body.data.id, account: dup((s) => s.toUpperCase()), userId: null, version: 1 })).body
        .code,
    ).toBe(40900);
  });

  it('refuses a stale version with the current record', async () => {
    const { id } = (await create({ account: account(3) })).body.data;
    await update({ id, account: account(3), userId: alice, version: 1 });
    const r = await update({ id, account: account(3), userId: null, version: 1 });
    expect(r.body.code).toBe(40900);
    expect(r.body.data).toMatchObject({ id, userId: alice, version: 2 });
  });

  it('refuses an unknown or deleted employee, and a blank account', async () => {
    const r = await t.call<{ errors: { path: string }[] }>('POST', `${base}/create`, {
      token: admin,
      body: { account: account(4), userId: 99999 },
    });
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors.map((e) => e.path)).toEqual(['userId']);
    const gone = await givenUser(t.db, `gone-${platform}`, null);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone).execute();
    expect((await create({ account: account(4), userId: gone })).body.code).toBe(40000);
    expect((await create({ account: '  ' })).body.code).toBe(40000);
  });

  it(`refuses what is not a ${platform} account, saying so in words`, async () => {
    for (const bad of platform === 'qq' ? ['abc', '0123456', '1234'] : ['12ab', 'ab', '一二三四五六']) {
      const r = await t.call<{ errors: { path: string; message: string }[] }>('POST', `${base}/create`, {
        token: admin,
        body: { account: bad },
        lang: 'en',
      });
      expect(r.body.code, bad).toBe(40000);
      expect(r.body.data.errors).toEqual([{ path: 'account', message: 'is not in the expected format' }]);
    }
  });

  it('deletes an account and audits it; then it is gone', async () => {
    const { id } = (await create({ account: account(5), userId: alice })).body.data;
    expect((await t.call('DELETE', `${base}/delete/${id}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('GET', `${base}/${id}`, { token: admin })).body.code).toBe(40400);
    expect((await t.call('DELETE', `${base}/delete/${id}`, { token: admin })).body.code).toBe(40400);
    expect((await auditOf(t.db, `chat.${platform}`, id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { account: account(5) },
    });
  });

  it('may be read with chat:view but not changed without chat:edit', async () => {
    const { token } = await signedInWith(t, `reader-${platform}`, ['chat:view']);
    expect((await t.call('GET', base, { token })).body.code).toBe(20000);
    expect((await create({ account: account(6) }, token)).body.code).toBe(40300);
    expect((await t.call('GET', base)).status).toBe(401);
  });
});

describe('platforms', () => {
  it('are separate: the same account may exist on both, and one id is not found under the other', async () => {
    const qq = await t.call<ChatAccountRow>('POST', '/api/qq/create', {
      token: admin,
      body: { account: '13800001111' },
    });
    const wx = await t.call<ChatAccountRow>('POST', '/api/wechat/create', {
      token: admin,
      body: { account: '13800001111' },
    });
    expect([qq.body.code, wx.body.code]).toEqual([20000, 20000]);
    expect((await t.call('GET', `/api/wechat/${qq.body.data.id}`, { token: admin })).body.code).toBe(40400);
    expect((await t.call('DELETE', `/api/wechat/delete/${qq.body.data.id}`, { token: admin })).body.code).toBe(40400);
  });
});
