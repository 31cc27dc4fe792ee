import type { OrderFilter } from '@fwd/contract';
import type pg from 'pg';

/**
 * The order page cases: who asks, the filter body, the page, and the same
 * condition written plainly over the joined tables (`o` orders, `cu`
 * customers, `a` agents, `co` countries, `u` owners, `s` number statuses), for
 * the count check. Values come from the loaded orders, so every case matches
 * something; dates are relative to today in the company's zone.
 */
export interface Case {
  name: string;
  who: 'admin' | 'sales' | 'manager';
  filter: OrderFilter;
  page?: number;
  plain: string;
}

const TZ = 'Asia/Shanghai';
const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

export async function buildCases(db: pg.Client, staff: { sales: string; manager: string }): Promise<Case[]> {
  const lit = (v: string) => db.escapeLiteral(v);
  const list = (vs: string[]) => vs.map(lit).join(', ');
  const one = async (q: string) => (await db.query(q)).rows[0];
  const order =
    await one(`select numbers, original_tracking_number, new_tracking_number, customer_order_number from orders
    where id = 777777`);
  // 500 pasted numbers of all four kinds, from orders spread over the two years; 50 of them match nothing.
  const pasted: string[] = (
    await db.query(`select case id % 4 when 0 then numbers when 1 then original_tracking_number when 2 then coalesce(new_tracking_number, numbers)
      else coalesce(customer_order_number, numbers) end as n from orders where id % 2003 = 7 order by id limit 450`)
  ).rows.map((r) => r.n as string);
  pasted.push(...Array.from({ length: 50 }, (_, i) => `NOSUCH${i}`));
  const names: string[] = (
    await db.query(`select name from users where username in ('b_sales_2', 'b_sales_3', 'b_sales_4') order by id`)
  ).rows.map((r) => r.name);
  const sales = await one(`select id from users where username = ${lit(staff.sales)}`);
  const manager = await one(`select company_id from users where username = ${lit(staff.manager)}`);
  const entered = (from: string, to: string) =>
    `(o.entry_date at time zone '${TZ}')::date between '${from}' and '${to}'`;
  const numbers = (vs: string[]) =>
    `(o.numbers in (${list(vs)}) or o.original_tracking_number in (${list(vs)}) or o.new_tracking_number in (${list(vs)}) or o.customer_order_number in (${list(vs)}))`;
  const yesterday = day(-1);
  return [
    { name: 'default view (未签收)', who: 'admin', filter: {}, plain: 'true' },
    { name: '已签收 tab', who: 'admin', filter: { isReceived: '已签收' }, plain: 'true' },
    { name: 'numbers, 1 value', who: 'admin', filter: { numbers: order.numbers }, plain: numbers([order.numbers]) },
    { name: 'numbers, 500 values', who: 'admin', filter: { numbers: pasted.join('\n') }, plain: numbers(pasted) },
    {
      name: 'originalTrackingNumber',
      who: 'admin',
      filter: { originalTrackingNumber: order.original_tracking_number },
      plain: `o.original_tracking_number = ${lit(order.original_tracking_number)}`,
    },
    {
      name: 'newTrackingNumber',
      who: 'admin',
      filter: { newTrackingNumber: order.new_tracking_number },
      plain: `o.new_tracking_number = ${lit(order.new_tracking_number)}`,
    },
    {
      name: 'customerOrderNumber',
      who: 'admin',
      filter: { customerOrderNumber: order.customer_order_number },
      plain: `o.customer_order_number = ${lit(order.customer_order_number)}`,
    },
    {
      name: 'agentName prefix 敦豪 (3 agents)',
      who: 'admin',
      filter: { agentName: '敦豪' },
      plain: `a.agent_name like '敦豪%'`,
    },
    {
      name: 'agentCode dhl-sz',
      who: 'admin',
      filter: { agentCode: 'dhl-sz' },
      plain: `lower(a.agent_code) = 'dhl-sz'`,
    },
    {
      name: 'shortName prefix 星辰 (20 customers)',
      who: 'admin',
      filter: { shortName: '星辰' },
      plain: `cu.short_name like '星辰%'`,
    },
    { name: 'name prefix 张 (3 staff)', who: 'admin', filter: { name: '张' }, plain: `u.name like '张%'` },
    { name: 'nameList (3 staff)', who: 'admin', filter: { nameList: names }, plain: `u.name in (${list(names)})` },
    { name: 'statusName 已出库', who: 'admin', filter: { statusName: '已出库' }, plain: `s.name_zh = '已出库'` },
    {
      name: 'trackingStatus InTransit',
      who: 'admin',
      filter: { trackingStatus: 'InTransit' },
      plain: `o.tracking_status = 'InTransit'`,
    },
    {
      name: 'trackingStatusName "customs"',
      who: 'admin',
      filter: { trackingStatusName: 'customs' },
      plain: `o.last_event ilike '%customs%'`,
    },
    { name: 'countryNameCn 美国', who: 'admin', filter: { countryNameCn: '美国' }, plain: `co.name_zh = '美国'` },
    {
      name: 'entryDate 1 day',
      who: 'admin',
      filter: { entryDate: [yesterday, yesterday] },
      plain: entered(yesterday, yesterday),
    },
    {
      name: 'entryDate 1 year',
      who: 'admin',
      filter: { entryDate: [day(-365), day(0)] },
      plain: entered(day(-365), day(0)),
    },
    {
      name: 'problem',
      who: 'admin',
      filter: { problem: true },
      plain: `(o.tracking_status in ('Exception', 'DeliveryFailure', 'Expired') or (not o.is_received and coalesce(o.last_event_at, o.entry_date) < now() - interval '7 days'))`,
    },
    {
      name: 'country 美国 + last 7 days',
      who: 'admin',
      filter: { countryNameCn: '美国', entryDate: [day(-6), day(0)] },
      plain: `co.name_zh = '美国' and ${entered(day(-6), day(0))}`,
    },
    {
      name: 'agentCode + trackingStatus Exception',
      who: 'admin',
      filter: { agentCode: 'DHL-SZ', trackingStatus: 'Exception' },
      plain: `a.agent_code = 'DHL-SZ' and o.tracking_status = 'Exception'`,
    },
    {
      name: 'customer + 已签收',
      who: 'admin',
      filter: { shortName: '星辰电子1', isReceived: '已签收' },
      plain: `cu.short_name like '星辰电子1%'`,
    },
    {
      name: 'statusName 问题件 + last 30 days',
      who: 'admin',
      filter: { statusName: '问题件', entryDate: [day(-29), day(0)] },
      plain: `s.name_zh = '问题件' and ${entered(day(-29), day(0))}`,
    },
    { name: 'deep page (100)', who: 'admin', filter: {}, page: 100, plain: 'true' },
    { name: `SELF salesperson's default view`, who: 'sales', filter: {}, plain: `o.owner_user_id = ${sales.id}` },
    {
      name: `COMPANY manager's default view`,
      who: 'manager',
      filter: {},
      plain: `u.company_id = ${manager.company_id}`,
    },
  ];
}

/** The plain count of both tabs of a case, for the check. */
export const plainCount = (c: Case) => `
  select count(*) filter (where not o.is_received)::int as unsigned, count(*) filter (where o.is_received)::int as signed
  from orders o join customers cu on cu.id = o.customer_id left join agents a on a.id = o.agent_id
    join countries co on co.id = o.country_id join users u on u.id = o.owner_user_id join number_statuses s on s.id = o.status_id
  where ${c.plain}`;
