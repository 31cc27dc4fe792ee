import type { AgentOption, AgentRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { importFile, rowsOf, xlsx } from './sheets.ts';

let t: Caller;
let admin: string;
let masked: string;
const channel: Record<string, number> = {};
const country: Record<string, number> = {};
const ALL_CODES = [
  'agent:view',
  'agent:add',
  'agent:edit',
  'agent:delete',
  'agent:options',
  'agent:import',
  'agent:export',
];

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  for (const [code, mode] of [
    ['DHL-EXP', 'express'],
    ['SEA-US', 'sea'],
  ] as const) {
    const { id } = await t.db
      .insertInto('channels')
      .values({ code, name: code, mode, incoterm: 'DDP' })
      .returning('id')
      .executeTakeFirstOrThrow();
    channel[code] = id;
  }
  for (const r of await t.db
    .selectFrom('countries')
    .select(['id', 'code'])
    .where('code', 'in', ['US', 'GB', 'DE'])
    .execute())
    country[r.code] = r.id;
  // A role holding every agent code and the order screen (its agent picker), but with show-agent off.
  const m = await signedInWith(t, 'masked', [...ALL_CODES, 'order:view']);
  await t.db.updateTable('roles').set({ show_agent: false }).where('name', '=', 'role_masked').execute();
  masked = m.token;
});
afterAll(() => t.close());

const fields = (agentCode: string, extra: object = {}) => ({
  agentName: `${agentCode} 物流`,
  agentCode,
  contact: '李经理',
  phone: '020-1234',
  ...extra,
});
async function given(agentCode: string, extra: object = {}): Promise<AgentRow> {
  const r = await t.call<AgentRow>('POST', '/api/agent', { token: admin, body: fields(agentCode, extra) });
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
}
const setOptions = (id: number, body: object, token = admin) =>
  t.call<AgentRow>('PUT', `/api/agent/${id}/options`, { token, body });
const page = async (query: string, token = admin) =>
  t.call<{ records: AgentRow[]; total: number }>('GET', `/api/agent/page?${query}`, { token });

describe('POST, PUT, DELETE /agent', () => {
  it('creates an agent without options, audited', async () => {
    const a = await given('YT');
    expect(a).toMatchObject({
      agentName: 'YT 物流',
      agentCode: 'YT',
      trackingCarrier: null,
      tracked: true,
      channelIds: [],
      countryIds: [],
      enabled: true,
      version: 1,
    });
    expect((await auditOf(t.db, 'agent', a.id))[0]).toMatchObject({ action: 'create', after: { agentCode: 'YT' } });
  });

  it('refuses a code another agent has, whatever the case, and a code with spaces', async () => {
    await given('CNE');
    const dup = await t.call('POST', '/api/agent', { token: admin, body: fields('cne') });
    expect(dup.body.code).toBe(40900);
    expect(errorPaths(dup)).toEqual(['agentCode']);
    expect((await t.call('POST', '/api/agent', { token: admin, body: fields('C N E') })).body.code).toBe(40000);
  });

  it('edits with the current version and refuses a stale one', async () => {
    const a = await given('4PX');
    const r = await t.call<AgentRow>('PUT', `/api/agent/${a.id}`, {
      token: admin,
      body: { ...fields('4PX'), agentName: '递四方', version: 1 },
    });
    expect(r.body.data).toMatchObject({ agentName: '递四方', version: 2 });
    expect(
      (await t.call('PUT', `/api/agent/${a.id}`, { token: admin, body: { ...fields('4PX'), version: 1 } })).body.code,
    ).toBe(40900);
    expect(
      (await t.call('PUT', '/api/agent/999999', { token: admin, body: { ...fields('NONE'), version: 1 } })).body.code,
    ).toBe(40400);
  });

  it('deletes an agent with its options, audited', async () => {
    const a = await given('GONE');
    await setOptions(a.id, {
      trackingCarrier: 100003,
      tracked: true,
      channelIds: [channel['DHL-EXP']],
      countryIds: [country.US],
      version: 1,
    });
    expect((await t.call('DELETE', `/api/agent/${a.id}`, { token: admin })).body.code).toBe(20000);
    expect(await t.db.selectFrom('agent_channels').select('agent_id').where('agent_id', '=', a.id).execute()).toEqual(
      [],
    );
    expect((await auditOf(t.db, 'agent', a.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { agentCode: 'GONE', channelIds: [channel['DHL-EXP']] },
    });
    expect((await t.call('DELETE', `/api/agent/${a.id}`, { token: admin })).body.code).toBe(40400);
  });
});

describe('PUT /agent/:id/options', () => {
  it("sets tracking carrier, channels, countries and tracking under the agent's version", async () => {
    const a = await given('SF');
    const r = await setOptions(a.id, {
      trackingCarrier: 190271,
      tracked: false,
      channelIds: [channel['SEA-US'], channel['DHL-EXP'], channel['SEA-US']],
      countryIds: [country.US, country.GB],
      version: 1,
    });
    expect(r.body.data).toMatchObject({
      trackingCarrier: 190271,
      tracked: false,
      version: 2,
      channelIds: [channel['DHL-EXP'], channel['SEA-US']].sort((x, y) => x! - y!),
      countryIds: [country.US, country.GB].sort((x, y) => x! - y!),
    });
    expect((await auditOf(t.db, 'agent', a.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { tracked: true },
      after: { tracked: false },
    });
    const cleared = await setOptions(a.id, {
      trackingCarrier: null,
      tracked: true,
      channelIds: [],
      countryIds: [],
      version: 2,
    });
    expect(cleared.body.data).toMatchObject({ trackingCarrier: null, channelIds: [], countryIds: [], version: 3 });
  });

  it('refuses channels and countries that do not exist, and a stale version, changing nothing', async () => {
    const a = await given('EMS', { remark: '原样' });
    const bad = await setOptions(a.id, {
      trackingCarrier: null,
      tracked: true,
      channelIds: [channel['DHL-EXP'], 999999],
      countryIds: [888888],
      version: 1,
    });
    expect(bad.body.code).toBe(40000);
    expect(errorPaths(bad)).toEqual(['channelIds', 'countryIds']);
    expect(
      (await setOptions(a.id, { trackingCarrier: 0, tracked: true, channelIds: [], countryIds: [], version: 1 })).body
        .code,
    ).toBe(40000);
    await setOptions(a.id, { trackingCarrier: 1, tracked: true, channelIds: [], countryIds: [], version: 1 });
    const stale = await setOptions(a.id, {
      trackingCarrier: 2,
      tracked: true,
      channelIds: [],
      countryIds: [],
      version: 1,
    });
    expect(stale.body).toMatchObject({ code: 40900, data: { trackingCarrier: 1, version: 2 } });
  });
});

describe('GET /agent/page and /agent/all-agent', () => {
  it('pages ten by default and finds by name or code', async () => {
    for (let i = 0; i < 11; i++) await given(`BULK${i}`, { agentName: `批量代理${i}` });
    const first = await page('agentName=bulk');
    expect(first.body.data.total).toBe(11);
    expect(first.body.data.records).toHaveLength(10);
    expect(
      (await page(`agentName=${encodeURIComponent('批量代理10')}`)).body.data.records.map((a) => a.agentCode),
    ).toEqual(['BULK10']);
    expect((await page('agentName=bulk&currentPage=2')).body.data.records).toHaveLength(1);
    expect((await page('pageSize=0')).body.code).toBe(40000);
  });

  it('offers enabled agents to the order screen', async () => {
    const off = await given('OFF', { enabled: false });
    const { token } = await signedInWith(t, 'clerk', ['order:view']);
    const options = (await t.call<AgentOption[]>('GET', '/api/agent/all-agent?keyword=o', { token })).body.data;
    expect(options.map((o) => o.agentCode)).not.toContain(off.agentCode);
    expect((await t.call<AgentOption[]>('GET', '/api/agent/all-agent?keyword=sf', { token })).body.data).toEqual([
      expect.objectContaining({ agentName: 'SF 物流', agentCode: 'SF' }),
    ]);
  });
});

describe('a role with show-agent off', () => {
  let agent: AgentRow;
  beforeAll(async () => {
    agent = await given('MASKME', { agentName: '秘密代理' });
  });

  it('sees name and code masked in rows and options, and still the rest', async () => {
    const rows = (await page('pageSize=500', masked)).body.data.records;
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.flatMap((r) => [r.agentName, r.agentCode]))).toEqual(new Set(['****']));
    expect(rows.find((r) => r.id === agent.id)).toMatchObject({ contact: '李经理', phone: '020-1234' });
    const options = (await t.call<AgentOption[]>('GET', '/api/agent/all-agent', { token: masked })).body.data;
    expect(options.find((o) => o.id === agent.id)).toEqual({ id: agent.id, agentName: '****', agentCode: '****' });
    expect(JSON.stringify(options)).not.toContain('秘密');
  });

  it('cannot search by name or code: the filter is refused, not applied', async () => {
    for (const url of [
      '/api/agent/page?agentName=MASK',
      '/api/agent/all-agent?keyword=MASK',
      '/api/agent/export?agentName=MASK',
    ]) {
      const r = await t.call('GET', url, { token: masked, lang: 'en' });
      expect(r.body.code, url).toBe(40300);
      expect(r.body.message).toBe('Your role does not show agent names and codes, so it cannot search by them');
    }
    expect((await page('agentName=%20%20', masked)).body.code).toBe(20000);
  });

  it("gets options answers masked, a stale version's record too", async () => {
    const set = await setOptions(
      agent.id,
      { trackingCarrier: 7, tracked: true, channelIds: [], countryIds: [], version: agent.version },
      masked,
    );
    expect(set.body.data).toMatchObject({ agentName: '****', agentCode: '****', trackingCarrier: 7 });
    const stale = await setOptions(
      agent.id,
      { trackingCarrier: 8, tracked: true, channelIds: [], countryIds: [], version: agent.version },
      masked,
    );
    expect(stale.body).toMatchObject({ code: 40900, data: { agentName: '****', agentCode: '****' } });
  });

  it('exports them masked', async () => {
    const r = await t.call('GET', '/api/agent/export', { token: masked });
    const rows = await rowsOf(r.raw);
    expect(rows[0]!.slice(0, 2)).toEqual(['代理名称', '代理编码']);
    expect(new Set(rows.slice(1).flatMap((row) => row.slice(0, 2)))).toEqual(new Set(['****']));
  });

  it('cannot create, edit or import agents (it could not see what it wrote)', async () => {
    expect((await t.call('POST', '/api/agent', { token: masked, body: fields('NEWONE') })).body.code).toBe(40300);
    expect(
      (
        await t.call('PUT', `/api/agent/${agent.id}`, {
          token: masked,
          body: { ...fields('MASKME'), agentName: '****', version: 2 },
        })
      ).body.code,
    ).toBe(40300);
    expect((await importFile(t, '/api/agent/import', masked, await xlsx([['代理名称']]))).code).toBe(40300);
    expect(
      (await t.db.selectFrom('agents').select('agent_name').where('id', '=', agent.id).executeTakeFirstOrThrow())
        .agent_name,
    ).toBe('秘密代理');
  });
});

describe('export and import', () => {
  const header = [
    '代理名称',
    '代理编码',
    '联系人',
    '电话',
    '备注',
    '启用',
    '追踪运输商代码',
    '是否追踪',
    '服务渠道',
    '覆盖国家',
  ];

  it('exports every agent with its options by code', async () => {
    const a = await given('EXPO');
    await setOptions(a.id, {
      trackingCarrier: 3011,
      tracked: false,
      channelIds: [channel['SEA-US'], channel['DHL-EXP']],
      countryIds: [country.US, country.DE],
      version: 1,
    });
    const rows = await rowsOf(
      (await t.call('GET', '/api/agent/export?agentName=EXPO', { token: admin, lang: 'en' })).raw,
    );
    expect(rows).toEqual([
      [
        'Agent name',
        'Agent code',
        'Contact',
        'Phone',
        'Remark',
        'Enabled',
        'Tracking carrier code',
        'Tracked',
        'Channels served',
        'Countries covered',
      ],
      ['EXPO 物流', 'EXPO', '李经理', '020-1234', undefined, 'Yes', 3011, 'No', 'DHL-EXP, SEA-US', 'DE, US'],
    ]);
  });

  it('creates and updates agents by code with their options', async () => {
    await given('UPD');
    const r = await importFile(
      t,
      '/api/agent/import',
      admin,
      await xlsx([
        header,
        ['新代理', 'NEWAG', null, null, null, null, 100003, null, 'dhl-exp，SEA-US', 'us gb'],
        ['更新代理', 'upd', null, null, '改过', '否', null, '否', null, null],
      ]),
    );
    expect(r).toMatchObject({ code: 20000, data: { created: 1, updated: 1, unchanged: 0 } });
    const [created] = (await page('agentName=NEWAG')).body.data.records;
    expect(created).toMatchObject({
      agentName: '新代理',
      trackingCarrier: 100003,
      tracked: true,
      enabled: true,
      channelIds: [channel['DHL-EXP'], channel['SEA-US']].sort((x, y) => x! - y!),
      countryIds: [country.US, country.GB].sort((x, y) => x! - y!),
    });
    expect((await page('agentName=UPD')).body.data.records[0]).toMatchObject({
      agentName: '更新代理',
      agentCode: 'upd',
      remark: '改过',
      enabled: false,
      tracked: false,
    });
  });

  it('refuses the file, keeping nothing, when a row names a channel or country that does not exist', async () => {
    const before = (
      await t.db
        .selectFrom('agents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const r = await importFile(
      t,
      '/api/agent/import',
      admin,
      await xlsx([
        header,
        ['好代理', 'GOODAG', null, null, null, null, null, null, 'DHL-EXP', 'US'],
        ['坏代理', 'BADAG', null, null, null, null, 'abc', null, 'NOPE', 'XX'],
      ]),
      'en',
    );
    expect(r.code).toBe(40000);
    // The row's three faults at once: the cell the schema refuses does not hide the codes that name nothing.
    expect(r.data.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'trackingCarrier' }),
      expect.objectContaining({
        row: 3,
        field: 'channels',
        column: 'Channels served',
        message: 'These channels do not exist: NOPE',
      }),
      expect.objectContaining({
        row: 3,
        field: 'countries',
        column: 'Countries covered',
        message: 'These countries do not exist: XX',
      }),
    ]);
    expect(
      (
        await t.db
          .selectFrom('agents')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(before);
  });
});
