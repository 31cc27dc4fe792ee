import type { ScopeValue } from '@fwd/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../src/http/context.ts';
import type { OrdersTable } from '../src/modules/orders/schema.ts';
import { givenRole, givenUser, USER_PASSWORD, type Caller } from './harness.ts';
import { givenCompany } from './org-fixtures.ts';

/*
 * A known set of orders for the order suites: two companies, staff with each
 * kind of scope, customers, agents and channels, and orders spread over them
 * by a seeded generator. The suites hold the same orders in memory and
 * compute what each filter must answer on their own.
 */

export interface Known {
  id: number;
  numbers: string;
  customerOrderNumber: string | null;
  originalTrackingNumber: string | null;
  newTrackingNumber: string | null;
  customer: string;
  agent: { name: string; code: string } | null;
  owner: string;
  ownerId: number;
  country: { code: string; zh: string };
  status: string;
  trackingStatus: string | null;
  lastEvent: string | null;
  lastEventAt: Date | null;
  entryDate: Date;
  isReceived: boolean;
}

export interface Staff {
  id: number;
  token: string;
}

export interface OrderWorld {
  staff: Record<string, Staff>;
  orders: Known[];
  ids: {
    customers: Record<string, number>;
    agents: Record<string, number>;
    channels: Record<string, number>;
    countries: Record<string, number>;
    statuses: Record<string, number>;
  };
}

/** A small seeded generator (mulberry32), so every run sees the same orders. */
export function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    int: (n: number) => Math.floor(next() * n),
  };
}

const ORDER_CODES = [
  'order:view',
  'order:edit',
  'order:delete',
  'order:export',
  'order:import',
  'order:track',
  'order:sync',
];

// name, scope, company (a/b), show agents, own data only, codes
const STAFF: [string, ScopeValue, 'a' | 'b', boolean, boolean, string[]][] = [
  ['boss', 'ALL', 'a', true, false, [...ORDER_CODES, 'customer:view']],
  ['managerA', 'COMPANY', 'a', true, false, ORDER_CODES],
  ['salesA1', 'SELF', 'a', false, false, ['order:view', 'order:edit', 'order:export', 'order:import']],
  ['salesA2', 'COMPANY', 'a', true, true, ['order:view']],
  ['salesB1', 'SELF', 'b', true, false, ['order:view', 'order:edit']],
  ['nobody', 'ALL', 'b', true, false, []],
];
const CUSTOMERS: [string, string][] = [
  ['星辰电子', 'salesA1'],
  ['星光贸易', 'salesA2'],
  ['海蓝家居', 'salesA1'],
  ['义众百货', 'salesB1'],
  ['Acme', 'managerA'],
];
const AGENTS: [string, string][] = [
  ['敦豪华南', 'DHL-SZ'],
  ['敦豪华北', 'DHL-BJ'],
  ['欧速达', 'OSD-EU'],
  ['Swift', 'SW-1'],
];
const CHANNELS = ['US-EXP', 'EU-AIR'];
const COUNTRIES = ['US', 'GB', 'DE', 'JP'];
const STATUSES = ['已下单', '已出库', '已转单', '问题件'];
const TRACKING = [
  null,
  'InTransit',
  'Delivered',
  'Exception',
  'DeliveryFailure',
  'OutForDelivery',
  'Expired',
  'NotFound',
] as const;
const EVENTS = [
  'Arrived at sort facility LOS ANGELES',
  'Customs clearance completed',
  'Delivered, front door',
  'Returned to sender',
  'Out for delivery',
];

export async function givenOrderWorld(t: Caller, count = 180, seed = 7): Promise<OrderWorld> {
  const db = t.db;
  const companies = { a: await givenCompany(db, '深圳'), b: await givenCompany(db, '义乌') };
  const staff: Record<string, Staff> = {};
  for (const [name, scope, company, showAgent, ownOnly, codes] of STAFF) {
    const role = await givenRole(db, `role_${name}`, codes);
    await db
      .updateTable('roles')
      .set({ scope, show_agent: showAgent, own_data_only: ownOnly })
      .where('id', '=', role)
      .execute();
    const id = await givenUser(db, name, role, { company_id: companies[company] });
    staff[name] = { id, token: await t.login(name, USER_PASSWORD) };
  }
  const ids = await givenReferences(db, staff);
  const r = random(seed);
  const now = Date.now();
  const orders: Omit<Known, 'id'>[] = [];
  for (let i = 0; i < count; i++) {
    const [customer, owner] = r.pick(CUSTOMERS);
    const agentPair = r.next() < 0.85 ? r.pick(AGENTS) : null;
    const code = r.pick(COUNTRIES);
    const tracking = r.pick(TRACKING);
    const entryDate = new Date(now - r.int(60 * 24 * 3600) * 1000);
    const lastEventAt = tracking ? new Date(Math.min(now, entryDate.getTime() + r.int(20 * 24 * 3600) * 1000)) : null;
    orders.push({
      numbers: `T${String(i).padStart(5, '0')}`,
      customerOrderNumber: r.next() < 0.7 ? `C-${1000 + i}` : null,
      originalTrackingNumber: r.next() < 0.9 ? `YT${String(500000 + i * 7)}` : null,
      newTrackingNumber: agentPair && r.next() < 0.6 ? `LM${String(900000 + i * 3)}` : null,
      customer,
      agent: agentPair && { name: agentPair[0], code: agentPair[1] },
      owner,
      ownerId: staff[owner]!.id,
      country: { code, zh: '' },
      status: r.pick(STATUSES),
      trackingStatus: tracking,
      lastEvent: tracking ? r.pick(EVENTS) : null,
      lastEventAt,
      entryDate,
      isReceived: tracking === 'Delivered',
    });
  }
  const zh = new Map(
    (await db.selectFrom('countries').select(['code', 'name_zh']).where('code', 'in', COUNTRIES).execute()).map((c) => [
      c.code,
      c.name_zh,
    ]),
  );
  const inserted = await db
    .insertInto('orders')
    .values(
      orders.map((o) => ({
        numbers: o.numbers,
        customer_order_number: o.customerOrderNumber,
        original_tracking_number: o.originalTrackingNumber,
        new_tracking_number: o.newTrackingNumber,
        customer_id: ids.customers[o.customer]!,
        agent_id: o.agent ? ids.agents[o.agent.code]! : null,
        channel_id: ids.channels[r.pick(CHANNELS)]!,
        country_id: ids.countries[o.country.code]!,
        consignee_name: 'John Smith',
        weight: '1.500',
        pieces: 1,
        owner_user_id: o.ownerId,
        status_id: ids.statuses[o.status]!,
        tracking_status: o.trackingStatus,
        last_event: o.lastEvent,
        last_event_at: o.lastEventAt,
        entry_date: o.entryDate,
        is_received: o.isReceived,
        received_at: o.isReceived ? o.lastEventAt : null,
      })),
    )
    .returning('id')
    .execute();
  return {
    staff,
    ids,
    orders: orders.map((o, i) => ({
      ...o,
      id: inserted[i]!.id,
      country: { code: o.country.code, zh: zh.get(o.country.code)! },
    })),
  };
}

async function givenReferences(db: Db, staff: Record<string, Staff>): Promise<OrderWorld['ids']> {
  const byKey = <K extends string>(rows: { id: number; key: K }[]) =>
    Object.fromEntries(rows.map((x) => [x.key, x.id]));
  const customers = byKey(
    await db
      .insertInto('customers')
      .values(
        CUSTOMERS.map(([short_name, owner]) => ({
          short_name,
          full_name: `${short_name}有限公司`,
          owner_user_id: staff[owner]!.id,
        })),
      )
      .returning(['id', 'short_name as key'])
      .execute(),
  );
  const agents = byKey(
    await db
      .insertInto('agents')
      .values(AGENTS.map(([agent_name, agent_code]) => ({ agent_name, agent_code })))
      .returning(['id', 'agent_code as key'])
      .execute(),
  );
  const channels = byKey(
    await db
      .insertInto('channels')
      .values(
        CHANNELS.map((code) => ({ code, name: `${code} 渠道`, mode: 'express' as const, incoterm: 'DDP' as const })),
      )
      .returning(['id', 'code as key'])
      .execute(),
  );
  const countries = byKey(await db.selectFrom('countries').select(['id', 'code as key']).execute());
  const statuses = byKey(await db.selectFrom('number_statuses').select(['id', 'name_zh as key']).execute());
  return { customers, agents, channels, countries, statuses };
}

export async function givenCustomer(
  db: Db,
  shortName: string,
  owner: number,
  fullName = `${shortName}有限公司`,
): Promise<number> {
  const { id } = await db
    .insertInto('customers')
    .values({ short_name: shortName, full_name: fullName, owner_user_id: owner })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const statusAndCountry = new WeakMap<Db, Promise<{ status_id: number; country_id: number }>>();
/** 已下单 and the United States, the references an order written by hand gets unless it names its own. */
export function orderDefaults(db: Db): Promise<{ status_id: number; country_id: number }> {
  let found = statusAndCountry.get(db);
  if (!found) {
    found = Promise.all([
      db.selectFrom('number_statuses').select('id').where('code', '=', 'ordered').executeTakeFirstOrThrow(),
      db.selectFrom('countries').select('id').where('code', '=', 'US').executeTakeFirstOrThrow(),
    ]).then(([status, country]) => ({ status_id: status.id, country_id: country.id }));
    statusAndCountry.set(db, found);
  }
  return found;
}

type OrderFields = Partial<Insertable<OrdersTable>> & {
  numbers: string;
  customer_id: number;
  /** The country by its code, in place of `country_id`. */
  country?: string;
};

/**
 * An order written straight into the table, as the suites that test what comes after an order need one: any
 * column may be given; the rest is 已下单, to the United States, for Jane Roe, 1 kg, owned by its customer's owner.
 */
export async function insertOrder(db: Db, { country, ...fields }: OrderFields): Promise<number> {
  const { id } = await db
    .insertInto('orders')
    .values({
      ...(await orderDefaults(db)),
      ...(country && { country_id: db.selectFrom('countries').select('id').where('code', '=', country) }),
      consignee_name: 'Jane Roe',
      weight: '1.000',
      owner_user_id: db.selectFrom('customers').select('owner_user_id').where('id', '=', fields.customer_id),
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The order import's columns, in the template's order. */
export const IMPORT_HEADER = [
  '单号',
  '客户简称',
  '代理编码',
  '渠道编码',
  '目的国',
  '收件人',
  '重量(kg)',
  '件数',
  '业务员账号',
  '单号状态',
  '录入日期',
  '客户单号',
  '原单号',
  '转单号',
  '收件人电话',
  '城市',
  '邮编',
  '地址',
  '品名',
  '海关编码',
  '申报价值',
  '币种',
  '备注',
];

/**
 * A row of the order import naming the world's references (星辰电子 of salesA1, DHL-SZ on US-EXP to the US,
 * 已下单, entered 2026-05-01, Ann, 1 kg, 1 piece), `cells` over them by column; columns not named are empty.
 */
export const importRow = (numbers: string, cells: Record<string, unknown> = {}) => {
  const v: Record<string, unknown> = {
    单号: numbers,
    客户简称: '星辰电子',
    代理编码: 'DHL-SZ',
    渠道编码: 'US-EXP',
    目的国: 'US',
    收件人: 'Ann',
    '重量(kg)': 1,
    件数: 1,
    业务员账号: 'salesA1',
    单号状态: '已下单',
    录入日期: '2026-05-01',
    ...cells,
  };
  return IMPORT_HEADER.map((h) => v[h] ?? null);
};
