import type { ChannelRow, MethodOption } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';

let t: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());

const fields = (code: string, extra: object = {}) => ({
  code,
  name: `${code} 专线`,
  mode: 'express',
  incoterm: 'DDP',
  carrier: 'DHL',
  ...extra,
});
async function given(code: string, extra: object = {}): Promise<ChannelRow> {
  const r = await t.call<ChannelRow>('POST', '/api/channel', { token: admin, body: fields(code, extra) });
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
}
const page = async (query: string) =>
  (await t.call<{ records: ChannelRow[]; total: number }>('GET', `/api/channel/page?${query}`, { token: admin })).body
    .data;

describe('POST, PUT /channel', () => {
  it('creates a channel, audited', async () => {
    const c = await given('DHL-US', { sort: 3 });
    expect(c).toMatchObject({
      code: 'DHL-US',
      name: 'DHL-US 专线',
      mode: 'express',
      incoterm: 'DDP',
      carrier: 'DHL',
      enabled: true,
      sort: 3,
      version: 1,
    });
    expect((await auditOf(t.db, 'channel', c.id))[0]).toMatchObject({ action: 'create', after: { code: 'DHL-US' } });
  });

  it('refuses a code another channel has, whatever the case; a mode or incoterm it does not know', async () => {
    await given('UPS-EU');
    expect((await t.call('POST', '/api/channel', { token: admin, body: fields('ups-eu') })).body.code).toBe(40900);
    expect(
      (await t.call('POST', '/api/channel', { token: admin, body: fields('RAIL', { mode: 'rail' }) })).body.code,
    ).toBe(40000);
    expect(
      (await t.call('POST', '/api/channel', { token: admin, body: fields('CIF', { incoterm: 'CIF' }) })).body.code,
    ).toBe(40000);
  });

  it('edits with the current version and refuses a stale one with the record as it is', async () => {
    const c = await given('SEA-LA', { mode: 'sea' });
    const r = await t.call<ChannelRow>('PUT', `/api/channel/${c.id}`, {
      token: admin,
      body: { ...fields('SEA-LA', { mode: 'sea' }), carrier: 'Matson', version: 1 },
    });
    expect(r.body.data).toMatchObject({ carrier: 'Matson', version: 2 });
    const stale = await t.call('PUT', `/api/channel/${c.id}`, {
      token: admin,
      body: { ...fields('SEA-LA'), version: 1 },
    });
    expect(stale.body).toMatchObject({ code: 40900, data: { carrier: 'Matson', mode: 'sea' } });
    expect(
      (await t.call('PUT', '/api/channel/999999', { token: admin, body: { ...fields('X'), version: 1 } })).body.code,
    ).toBe(40400);
  });
});

describe('GET /channel/page and GET /method', () => {
  it('filters by mode, incoterm and keyword, lower sort first', async () => {
    await given('SEA-NY', { mode: 'sea', sort: 9 });
    await given('SEA-SEA', { mode: 'sea', sort: 1, incoterm: 'DDU' });
    expect((await page('mode=sea&incoterm=DDP')).records.map((c) => c.code)).toEqual(['SEA-LA', 'SEA-NY']);
    expect((await page('mode=sea')).records.map((c) => c.code)).toEqual(['SEA-LA', 'SEA-SEA', 'SEA-NY']);
    expect((await page('keyword=matson')).records.map((c) => c.code)).toEqual(['SEA-LA']);
    expect((await t.call('GET', '/api/channel/page?mode=rail', { token: admin })).body.code).toBe(40000);
  });

  it('lists enabled channels to a screen that picks them', async () => {
    await given('OLD', { enabled: false });
    const { token } = await signedInWith(t, 'clerk', ['surcharge:view']);
    const methods = (await t.call<MethodOption[]>('GET', '/api/method', { token })).body.data;
    expect(methods.map((m) => m.code)).toContain('SEA-NY');
    expect(methods.map((m) => m.code)).not.toContain('OLD');
    expect(methods[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      name: expect.any(String),
      mode: expect.any(String),
      incoterm: expect.any(String),
    });
  });
});

describe('DELETE /channel/:id', () => {
  it('deletes a channel nothing refers to, audited', async () => {
    const c = await given('TEMP');
    expect((await t.call('DELETE', `/api/channel/${c.id}`, { token: admin })).body.code).toBe(20000);
    expect((await auditOf(t.db, 'channel', c.id)).at(-1)).toMatchObject({ action: 'delete', before: { code: 'TEMP' } });
  });

  it("is refused while an agent serves it, naming what refers to it, in the caller's language", async () => {
    const c = await given('SERVED');
    const agent = await t.call<{ id: number }>('POST', '/api/agent', {
      token: admin,
      body: { agentName: '服务代理', agentCode: 'SRV' },
    });
    await t.call('PUT', `/api/agent/${agent.body.data.id}/options`, {
      token: admin,
      body: { trackingCarrier: null, tracked: true, channelIds: [c.id], countryIds: [], version: 1 },
    });
    const zh = await t.call('DELETE', `/api/channel/${c.id}`, { token: admin });
    expect(zh.body).toMatchObject({ code: 40900, message: '仍被代理的服务渠道设置引用（1 条），不能删除' });
    const en = await t.call('DELETE', `/api/channel/${c.id}`, { token: admin, lang: 'en' });
    expect(en.body.message).toBe("Still referred to by agents' channel options (1); it cannot be deleted");
    expect(await t.db.selectFrom('channels').select('id').where('id', '=', c.id).executeTakeFirst()).toBeDefined();
    expect((await auditOf(t.db, 'channel', c.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('answers 40400 for an unknown channel and 40300 without channel:delete', async () => {
    expect((await t.call('DELETE', '/api/channel/999999', { token: admin })).body.code).toBe(40400);
    const c = await given('KEEP');
    const { token } = await signedInWith(t, 'viewer', ['channel:view', 'channel:edit']);
    expect((await t.call('DELETE', `/api/channel/${c.id}`, { token })).body.code).toBe(40300);
  });
});
