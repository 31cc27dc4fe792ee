import type { BillDetail, BillPreview, BillRow, BillSettings, DifferenceRow, PayableRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, givenRole, givenUser, signedInWith, type Caller } from './harness.ts';
import { givenCustomer, insertOrder } from './order-fixtures.ts';
import { givenChannel } from './quote-fixtures.ts';
import { multipart, xlsx } from './sheets.ts';

/*
 * 代理账单 against hand-made orders and their expected costs. Agent 飞马 serves channel PB-EXP with the
 * default tolerances (0.5 kg, 2 %, 30 days). Orders (转单号 / 原单号, expected kg and cost):
 *   T001/R001 2 kg 50 CNY · T002 3 kg 100 CNY · T003/R003 1 kg 20 CNY · T004 1 kg 30 CNY ·
 *   T007 1 kg 10 USD · T005 (40 days ago, never billed) · T006 (5 days ago, never billed) ·
 *   T008 owned by someone else, 1 kg 10 CNY.
 */

let t: Caller;
let admin: string;
let agent: number;
let other: number;
let customer: number;
let channel: number;
const orders: Record<string, number> = {};
let owner: { id: number; token: string };

const HEADER = ['转单号', '原单号', '重量', '金额', '币种', '日期', '备注'];
const BILL1 = [
  HEADER,
  ['T001', 'R001', 2.1, 50.5, 'CNY', '2026-11-01', '干净'],
  ['T002', null, 4, 100, 'CNY', null, '重量超'],
  [null, 'R003', 1, 25, null, null, '金额超，按原单号'],
  ['T004', null, 1, 30, 'CNY', null, null],
  ['T004', null, 1, 30, 'CNY', null, '同单两次'],
  ['TXXX', null, 1, 9, 'CNY', null, '无此单'],
  ['T007', null, 1, 70, 'CNY', null, '币种不同'],
  ['T008', null, 1, 15, 'CNY', null, '别人的单'],
];
const MAPPING = {
  newNumberColumn: '转单号',
  originalNumberColumn: '原单号',
  weightColumn: '重量',
  amountColumn: '金额',
  currencyColumn: '币种',
  billedOnColumn: '日期',
  remarkColumn: '备注',
};

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function upload<T>(path: string, file: Buffer, fields: Record<string, string>, token = admin, lang = 'zh') {
  const form = multipart('bill.xlsx', file, 'application/octet-stream', fields);
  return t.call<T>('POST', `/api/payables/bills/${path}`, { token, body: form.body, headers: form.headers, lang });
}
const importBill = (file: Buffer, fields: Record<string, string>, token = admin) =>
  upload<BillDetail>(
    'import',
    file,
    {
      agentId: String(agent),
      billNo: 'B-1',
      periodFrom: day(60),
      periodTo: day(0),
      currency: 'CNY',
      ...MAPPING,
      ...fields,
    },
    token,
  );

async function givenOrder(
  key: string,
  o: { daysAgo?: number; cost?: [string, string, string]; original?: string; owner?: number },
) {
  const id = await insertOrder(t.db, {
    numbers: `W${key}`,
    new_tracking_number: key,
    original_tracking_number: o.original ?? null,
    customer_id: customer,
    agent_id: agent,
    channel_id: channel,
    weight: '1',
    owner_user_id: o.owner ?? owner.id,
    entry_date: new Date(Date.now() - (o.daysAgo ?? 10) * 86_400_000),
  });
  if (o.cost) {
    const [kg, total, currency] = o.cost;
    await t.db
      .insertInto('order_charges')
      .values({
        order_id: id,
        state: 'priced',
        inputs: 'test',
        chargeable_weight: kg,
        cost_total: total,
        cost_currency: currency,
        sale_lines: '[]',
        cost_lines: '[]',
        updated_at: new Date(),
      })
      .execute();
  }
  orders[key] = id;
  return id;
}

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  channel = await givenChannel(t, admin, 'PB-EXP');
  owner = await signedInWith(t, 'billclerk', ['bill:view']);
  const stranger = await givenUser(t.db, 'stranger', await givenRole(t.db, 'role_stranger', []));
  customer = await givenCustomer(t.db, '账单客户', owner.id);
  agent = (
    await t.db
      .insertInto('agents')
      .values({ agent_name: '飞马', agent_code: 'PEGASUS' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  other = (
    await t.db
      .insertInto('agents')
      .values({ agent_name: '别家', agent_code: 'OTHER' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db.insertInto('agent_channels').values({ agent_id: agent, channel_id: channel }).execute();
  await givenOrder('T001', { original: 'R001', cost: ['2', '50', 'CNY'] });
  await givenOrder('T002', { cost: ['3', '100', 'CNY'] });
  await givenOrder('T003', { original: 'R003', cost: ['1', '20', 'CNY'] });
  await givenOrder('T004', { cost: ['1', '30', 'CNY'] });
  await givenOrder('T007', { cost: ['1', '10', 'USD'] });
  await givenOrder('T005', { daysAgo: 40 });
  await givenOrder('T006', { daysAgo: 5 });
  await givenOrder('T008', { cost: ['1', '10', 'CNY'], owner: stranger });
  await givenOrder('T009', { cost: ['1', '20', 'CNY'] });
  await givenOrder('T010', { cost: ['2', '40', 'CNY'] });
  await givenOrder('T011', { cost: ['1', '20', 'CNY'] });
});
afterAll(() => t.close());

const differences = async (billId: number, query = '', token = admin) => {
  const r = await t.call<{ records: DifferenceRow[]; total: number }>(
    'GET',
    `/api/payables/bills/${billId}/differences?pageSize=100${query}`,
    { token },
  );
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data.records;
};
const kindsOf = (bill: BillDetail) => Object.fromEntries(bill.kinds.map((k) => [k.kind, k.open]));

let bill1: BillDetail;

describe('preview', () => {
  it('guesses the mapping from the headers the first time, and shows the first lines', async () => {
    const r = await upload<BillPreview>('preview', await xlsx(BILL1), { agentId: String(agent) });
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data.remembered).toBe(false);
    expect(r.body.data.mapping).toEqual({
      newNumber: '转单号',
      originalNumber: '原单号',
      weight: '重量',
      amount: '金额',
      currency: '币种',
      billedOn: '日期',
      remark: '备注',
    });
    expect(r.body.data.missing).toEqual([]);
    expect(r.body.data.lineCount).toBe(8);
    expect(r.body.data.lines[0]).toMatchObject({ row: 2, newNumber: 'T001', weight: '2.1', amount: '50.5' });
  });

  it('says which required fields are unmapped when the headers say nothing', async () => {
    const r = await upload<BillPreview>(
      'preview',
      await xlsx([
        ['A', 'B'],
        ['x', 1],
      ]),
      { agentId: String(agent) },
    );
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data.missing.sort()).toEqual(['amountColumn', 'newNumberColumn']);
  });

  it('refuses a file that is no workbook, and an unknown agent', async () => {
    const bad = await upload('preview', Buffer.from('not a workbook'), { agentId: String(agent) });
    expect(bad.body.code).toBe(40000);
    expect(errorPaths(bad)).toEqual(['file']);
    const none = await upload('preview', await xlsx(BILL1), { agentId: '999999' });
    expect(none.body.code).toBe(40400);
  });
});

describe('import and matching', () => {
  it('refuses an unmapped amount and a mapping naming no column of the file (40000)', async () => {
    const r = await importBill(await xlsx(BILL1), { amountColumn: '', weightColumn: '重量(kg)' });
    expect(r.body.code).toBe(40000);
    expect(errorPaths(r).sort()).toEqual(['amountColumn', 'weightColumn']);
  });

  it('refuses a file with bad cells, naming each, and keeps nothing', async () => {
    const r = await importBill(
      await xlsx([
        HEADER,
        ['T001', null, 'abc', 10, 'CNY', null, null],
        [null, null, 1, 10, 'YUAN', '2026-13-01', null],
      ]),
      {},
    );
    expect(r.body.code).toBe(40000);
    expect(errorPaths(r)).toEqual(['2.weight', '3.newNumber', '3.currency', '3.billedOn']);
    expect(await t.db.selectFrom('agent_bills').select('id').execute()).toEqual([]);
  });

  it('matches each line by 转单号 or 原单号 and lists every kind of difference', async () => {
    const r = await importBill(await xlsx(BILL1), {});
    expect(r.body.code, r.body.message).toBe(20000);
    bill1 = r.body.data;
    expect(bill1).toMatchObject({ state: 'imported', lineCount: 8, billNo: 'B-1', agentName: '飞马' });
    expect(bill1.totals).toEqual([{ currency: 'CNY', amount: '329.50' }]);
    // T001 and the first T004 are clean; T005 is unbilled after 40 days, T006 (5 days) not yet.
    expect(kindsOf(bill1)).toEqual({ weight: 1, amount: 3, noOrder: 1, duplicate: 1, unbilled: 1 });
    expect(bill1.clean).toBe(2);
    const rows = await differences(bill1.id);
    const by = (kind: string) => rows.filter((d) => d.kind === kind);
    expect(by('weight').map((d) => [d.newNumber, d.weight, d.expectedWeight])).toEqual([['T002', '4', '3']]);
    expect(by('amount').map((d) => [d.row, d.amount, d.expectedAmount, d.expectedCurrency])).toEqual([
      [4, '25.00', '20.00', 'CNY'],
      [8, '70.00', '10.00', 'USD'],
      [9, '15.00', '10.00', 'CNY'],
    ]);
    expect(by('amount')[0]!.originalNumber).toBe('R003');
    expect(by('noOrder').map((d) => [d.newNumber, d.orderId])).toEqual([['TXXX', null]]);
    expect(by('duplicate').map((d) => [d.row, d.orderId])).toEqual([[6, orders.T004]]);
    expect(by('unbilled').map((d) => [d.row, d.orderId, d.newNumber])).toEqual([[null, orders.T005, 'T005']]);
  });

  it('remembers the mapping for the agent and proposes it next time', async () => {
    const s = await t.call<BillSettings>('GET', `/api/payables/agents/${agent}/settings`, { token: admin });
    expect(s.body.data.mapping).toMatchObject({ newNumber: '转单号', amount: '金额' });
    const odd = [
      ['Ref', 'Kilos', 'Due'],
      ['T001', 2, 50],
    ];
    const first = await upload<BillPreview>('preview', await xlsx(odd), { agentId: String(other) });
    expect(first.body.data.missing).toContain('amountColumn');
    const imported = await importBill(await xlsx(odd), {
      agentId: String(other),
      billNo: 'O-1',
      newNumberColumn: 'Ref',
      originalNumberColumn: '',
      weightColumn: 'Kilos',
      amountColumn: 'Due',
      currencyColumn: '',
      billedOnColumn: '',
      remarkColumn: '',
    });
    expect(imported.body.code, imported.body.message).toBe(20000);
    const again = await upload<BillPreview>(
      'preview',
      await xlsx([
        ['Due', 'Ref', 'Kilos'],
        [60, 'T002', 3],
      ]),
      {
        agentId: String(other),
      },
    );
    expect(again.body.data.remembered).toBe(true);
    expect(again.body.data.mapping).toMatchObject({ newNumber: 'Ref', weight: 'Kilos', amount: 'Due' });
    expect(again.body.data.lines[0]).toMatchObject({ newNumber: 'T002', amount: '60' });
  });

  it('refuses the same file and the same number again (40900), and the same file imported at once makes one bill', async () => {
    const same = await importBill(await xlsx(BILL1), { billNo: 'B-other' });
    expect(same.body.code).toBe(40900);
    expect(errorPaths(same)).toEqual(['file']);
    const number = await importBill(await xlsx([HEADER, ['T001', null, 2, 50, 'CNY', null, null]]), { billNo: 'b-1' });
    expect(number.body.code).toBe(40900);
    expect(errorPaths(number)).toEqual(['billNo']);

    const file = await xlsx([HEADER, ['T009', null, 1, 20, 'CNY', null, '并发']]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => importBill(file, { billNo: `RACE-${i}`, periodFrom: day(3) })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([20000, 40900, 40900, 40900, 40900, 40900]);
    const raced = await t.db.selectFrom('agent_bills').select('id').where('bill_no', 'like', 'RACE-%').execute();
    expect(raced).toHaveLength(1);
  });

  it('counts an order already on another bill of the agent as billed twice, and clears its unbilled difference', async () => {
    const r = await importBill(
      await xlsx([HEADER, ['T001', null, 2, 50, 'CNY', null, null], ['T005', null, 1, 5, 'CNY', null, null]]),
      {
        billNo: 'B-2',
      },
    );
    expect(r.body.code, r.body.message).toBe(20000);
    expect(kindsOf(r.body.data)).toMatchObject({ duplicate: 1, amount: 1 });
    expect((await differences(r.body.data.id, '&kind=duplicate')).map((d) => d.orderId)).toEqual([orders.T001]);
    expect(await differences(bill1.id, '&kind=unbilled')).toEqual([]);
  });

  it('shows the waybill number only of orders within the caller’s data scope', async () => {
    const mine = await differences(bill1.id, '', owner.token);
    const all = await differences(bill1.id);
    expect(mine.length).toBe(all.length);
    const number = (rows: DifferenceRow[], row: number) => rows.find((d) => d.row === row)?.orderNumbers;
    expect(number(all, 3)).toBe('WT002');
    expect(number(mine, 3)).toBe('WT002');
    expect(number(all, 9)).toBe('WT008');
    expect(number(mine, 9)).toBeNull();
    // Row 9 bills T008, whose owner is outside the clerk's scope: the line shows, the order's number does not.
    const clean = (await t.call<BillDetail>('GET', `/api/payables/bills/${bill1.id}`, { token: owner.token })).body
      .data;
    expect(clean.clean).toBe(2);
  });
});

describe('reconciling', () => {
  it('disputes only with a note, refuses a stale version, and accepts', async () => {
    const [weight] = await differences(bill1.id, '&kind=weight');
    const bare = await t.call('PUT', `/api/payables/differences/${weight!.id}`, {
      token: admin,
      body: { status: 'disputed', version: weight!.version },
    });
    expect(bare.body.code).toBe(40000);
    expect(errorPaths(bare)).toEqual(['note']);
    const disputed = await t.call<DifferenceRow>('PUT', `/api/payables/differences/${weight!.id}`, {
      token: admin,
      body: { status: 'disputed', note: '实重 3 kg', version: weight!.version },
    });
    expect(disputed.body.code, disputed.body.message).toBe(20000);
    expect(disputed.body.data).toMatchObject({ status: 'disputed', note: '实重 3 kg', decidedBy: '系统管理员' });
    const stale = await t.call('PUT', `/api/payables/differences/${weight!.id}`, {
      token: admin,
      body: { status: 'accepted', version: weight!.version },
    });
    expect(stale.body.code).toBe(40900);
    const none = await t.call('PUT', '/api/payables/differences/999999', {
      token: admin,
      body: { status: 'accepted', version: 1 },
    });
    expect(none.body.code).toBe(40400);
  });

  it('accepts a batch; the bill is disputed while a dispute stands, reconciled once all are accepted', async () => {
    const [noOrder] = await differences(bill1.id, '&kind=noOrder');
    const named = await t.call<BillDetail>('POST', `/api/payables/bills/${bill1.id}/accept`, {
      token: admin,
      body: { ids: [noOrder!.id] },
    });
    expect(named.body.code, named.body.message).toBe(20000);
    const twice = await t.call('POST', `/api/payables/bills/${bill1.id}/accept`, {
      token: admin,
      body: { ids: [noOrder!.id] },
    });
    expect(twice.body.code).toBe(40900);
    const rest = await t.call<BillDetail>('POST', `/api/payables/bills/${bill1.id}/accept`, {
      token: admin,
      body: { note: '核对无误' },
    });
    expect(rest.body.data.state).toBe('disputed');
    expect(rest.body.data.open).toBe(0);
    const [weight] = await differences(bill1.id, '&kind=weight');
    const accepted = await t.call<DifferenceRow>('PUT', `/api/payables/differences/${weight!.id}`, {
      token: admin,
      body: { status: 'accepted', note: null, version: weight!.version },
    });
    expect(accepted.body.code).toBe(20000);
    const bill = await t.call<BillDetail>('GET', `/api/payables/bills/${bill1.id}`, { token: admin });
    expect(bill.body.data.state).toBe('reconciled');
    const audited = await t.db
      .selectFrom('audit_log')
      .select('entity')
      .where('entity', 'in', ['agentBill', 'agentBillDifference'])
      .execute();
    expect(audited.length).toBeGreaterThanOrEqual(6);
  });

  it('owes per agent and currency what is accepted, less what was paid; disputed and open apart', async () => {
    const [weight] = await differences(bill1.id, '&kind=weight');
    await t.call('PUT', `/api/payables/differences/${weight!.id}`, {
      token: admin,
      body: { status: 'disputed', note: '仍有异议', version: weight!.version },
    });
    const paid = await t.call('POST', '/api/payables/payments', {
      token: admin,
      body: { agentId: agent, amount: '100', currency: 'CNY', paidOn: day(0), reference: 'TT-1' },
    });
    expect(paid.body.code, paid.body.message).toBe(20000);
    const r = await t.call<PayableRow[]>('GET', `/api/payables/agents?agentId=${agent}`, { token: admin });
    // Bill 1: 329.50, of which T002's 100 disputed. B-2 (50 + 5, both open) and RACE (20, clean).
    expect(r.body.data).toEqual([
      {
        agentId: agent,
        agentName: '飞马',
        agentCode: 'PEGASUS',
        currency: 'CNY',
        accepted: '249.50',
        disputed: '100.00',
        open: '55.00',
        paid: '100.00',
        balance: '149.50',
        bills: 3,
      },
    ]);
  });
});

describe('tolerances', () => {
  it('answers the defaults until saved, saves with version 0 once, then by version', async () => {
    const fresh = await t.call<BillSettings>('GET', `/api/payables/agents/${other}/settings`, { token: admin });
    expect(fresh.body.data).toMatchObject({ weightTolerance: '0.5', amountTolerance: '2', unbilledDays: 30 });
    const saved = await t.call<BillSettings>('PUT', `/api/payables/agents/${agent}/settings`, {
      token: admin,
      body: { weightTolerance: '1', amountTolerance: '50', unbilledDays: 10, version: 1 },
    });
    expect(saved.body.code, saved.body.message).toBe(20000);
    expect(saved.body.data).toMatchObject({
      weightTolerance: '1',
      amountTolerance: '50',
      unbilledDays: 10,
      version: 2,
    });
    const stale = await t.call('PUT', `/api/payables/agents/${agent}/settings`, {
      token: admin,
      body: { weightTolerance: '1', amountTolerance: '50', unbilledDays: 10, version: 1 },
    });
    expect(stale.body.code).toBe(40900);
    // The wider tolerances apply to the next bill: T010's 0.9 kg over and T011's 45 % are within them.
    const r = await importBill(
      await xlsx([HEADER, ['T010', null, 2.9, 40, 'CNY', null, null], ['T011', null, 1, 29, 'CNY', null, null]]),
      { billNo: 'B-3' },
    );
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data).toMatchObject({ kinds: [], clean: 2, state: 'reconciled' });
  });
});

describe('who may', () => {
  it('answers no token with 401 and a role without the code with 40300', async () => {
    expect((await t.call('GET', '/api/payables/bills')).status).toBe(401);
    const r = await importBill(await xlsx(BILL1), { billNo: 'X' }, owner.token);
    expect(r.body.code).toBe(40300);
    const decide = await t.call('POST', `/api/payables/bills/${bill1.id}/accept`, { token: owner.token, body: {} });
    expect(decide.body.code).toBe(40300);
  });

  it('lists bills with bill:view, filtered, with the totals per currency', async () => {
    const r = await t.call<{ records: BillRow[]; total: number; totals: { currency: string; amount: string }[] }>(
      'GET',
      `/api/payables/bills?agentId=${agent}&state=reconciled`,
      { token: owner.token },
    );
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data.records.map((b) => b.billNo.slice(0, 4))).toEqual(['B-3', 'RACE']);
    const all = await t.call<{ total: number; totals: { currency: string; amount: string }[] }>(
      'GET',
      `/api/payables/bills?agentId=${agent}`,
      { token: owner.token },
    );
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.totals).toEqual([{ currency: 'CNY', amount: '473.50' }]);
  });

  it('exports the differences as a workbook', async () => {
    const r = await t.call('GET', `/api/payables/bills/${bill1.id}/differences/export?kind=amount`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.raw.subarray(0, 2).toString()).toBe('PK');
  });
});
