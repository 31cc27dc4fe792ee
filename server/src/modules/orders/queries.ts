import { AGENT_MASK, PROBLEM_STATUSES, type OrderFilterValues, type OrderRow, type ReceivedState } from '@fwd/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../http/context.ts';
import { beginning, containing } from '../../http/rules.ts';
import type { DataScope } from '../../http/scope.ts';
import type { DB } from '../../db/schema.ts';

/*
 * The order page's SQL. Names (customer, agent, owner, country, number status)
 * are first looked up in their small tables and matched on `orders` by id, so
 * every condition lands on an indexed column of the one big table; the scope
 * is one more `owner_user_id` condition. The two tab counts come from one
 * aggregate over the same conditions, and the page's rows are joined to their
 * names only after the page is cut.
 */

/** How the caller sees orders: whose, with agents shown or masked, when a silent parcel becomes a problem. */
export interface OrderView {
  scope: DataScope;
  agentsShown: boolean;
  staleDays: number;
  timeZone: string;
}

type OrderEb = ExpressionBuilder<DB, 'orders'>;
type Condition = (eb: OrderEb) => Expression<SqlBool>;

const ids = async (q: Promise<{ id: number }[]>) => (await q).map((r) => r.id);
const none: Condition = () => sql<SqlBool>`false`;
const inIds = (column: 'customer_id' | 'agent_id' | 'owner_user_id' | 'country_id' | 'status_id', list: number[]): Condition =>
  list.length ? (eb) => eb(`orders.${column}`, 'in', list) : none;

/** Problem parcels: a problem main status, or unsigned with no new event for `staleDays` (`o` names the orders table). */
export const problemSql = (staleDays: number, o: 'orders' | 'o' = 'orders') => {
  const col = (c: string) => sql.ref(`${o}.${c}`);
  return sql<SqlBool>`(coalesce(${col('tracking_status')} in (${sql.join(PROBLEM_STATUSES)}), false) or (not ${col('is_received')} and coalesce(${col('last_event_at')}, ${col('entry_date')}) < now() - make_interval(days => ${staleDays})))`;
};

/** The filter's conditions except `isReceived` (the tabs count both sides of it). */
export async function orderConditions(db: Db, view: OrderView, f: OrderFilterValues): Promise<Condition[]> {
  const c: Condition[] = [];
  if ('userIds' in view.scope) c.push(inIds('owner_user_id', view.scope.userIds));
  if (f.numbers?.length) {
    const list = f.numbers;
    c.push((eb) =>
      eb.or([
        eb('orders.numbers', 'in', list),
        eb('orders.original_tracking_number', 'in', list),
        eb('orders.new_tracking_number', 'in', list),
        eb('orders.customer_order_number', 'in', list),
      ]),
    );
  }
  for (const [key, column] of [
    ['originalTrackingNumber', 'orders.original_tracking_number'],
    ['newTrackingNumber', 'orders.new_tracking_number'],
    ['customerOrderNumber', 'orders.customer_order_number'],
  ] as const) {
    const list = f[key];
    if (list?.length) c.push((eb) => eb(column, 'in', list));
  }
  const lookups: Promise<void>[] = [];
  const lookup = (q: Promise<{ id: number }[]>, column: Parameters<typeof inIds>[0]) =>
    lookups.push(ids(q).then((list) => void c.push(inIds(column, list))));
  if (f.agentName || f.agentCode) {
    let q = db.selectFrom('agents').select('id');
    if (f.agentName) q = q.where('agent_name', 'ilike', beginning(f.agentName));
    if (f.agentCode) q = q.where(sql`lower(agent_code)`, '=', f.agentCode.toLowerCase());
    lookup(q.execute(), 'agent_id');
  }
  if (f.shortName) lookup(db.selectFrom('customers').select('id').where('short_name', 'ilike', beginning(f.shortName)).execute(), 'customer_id');
  if (f.name) lookup(db.selectFrom('users').select('id').where('name', 'ilike', beginning(f.name)).execute(), 'owner_user_id');
  if (f.nameList?.length) lookup(db.selectFrom('users').select('id').where('name', 'in', f.nameList).execute(), 'owner_user_id');
  if (f.statusName?.length) {
    const names = f.statusName.map((n) => n.toLowerCase());
    lookup(db.selectFrom('number_statuses').select('id').where(sql`lower(status_name)`, 'in', names).execute(), 'status_id');
  }
  if (f.countryNameCn) {
    const name = f.countryNameCn;
    lookup(db.selectFrom('countries').select('id').where((eb) => eb.or([eb('name_zh', '=', name), eb('code', '=', name.toUpperCase())])).execute(), 'country_id');
  }
  await Promise.all(lookups);
  if (f.trackingStatus?.length) {
    const list = f.trackingStatus;
    c.push((eb) => eb('orders.tracking_status', 'in', list));
  }
  if (f.trackingStatusName) {
    const pattern = containing(f.trackingStatusName);
    c.push((eb) => eb('orders.last_event', 'ilike', pattern));
  }
  if (f.entryDate) {
    const [from, to] = f.entryDate;
    const tz = view.timeZone;
    c.push(() => sql<SqlBool>`orders.entry_date >= (${from}::date)::timestamp at time zone ${tz}`);
    c.push(() => sql<SqlBool>`orders.entry_date < (${to}::date + 1)::timestamp at time zone ${tz}`);
  }
  if (f.problem) c.push(() => problemSql(view.staleDays));
  return c;
}

const where = (conditions: Condition[]) => (eb: OrderEb) => eb.and(conditions.map((c) => c(eb)));
const received = (state: ReceivedState) => state === '已签收';

/** The rows of these orders (in the given order), with their names; agents masked when the view says so. */
export function orderRows(db: Db, view: OrderView) {
  const agentName = view.agentsShown ? sql<string | null>`a.agent_name` : sql<string | null>`case when o.agent_id is null then null else ${AGENT_MASK} end`;
  const agentCode = view.agentsShown ? sql<string | null>`a.agent_code` : sql<string | null>`case when o.agent_id is null then null else ${AGENT_MASK} end`;
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as cu', 'cu.id', 'o.customer_id')
    .leftJoin('agents as a', 'a.id', 'o.agent_id')
    .leftJoin('channels as ch', 'ch.id', 'o.channel_id')
    .innerJoin('countries as co', 'co.id', 'o.country_id')
    .innerJoin('users as u', 'u.id', 'o.owner_user_id')
    .leftJoin('companies as cp', 'cp.id', 'u.company_id')
    .innerJoin('number_statuses as s', 's.id', 'o.status_id')
    .select([
      'o.id', 'o.numbers', 'o.customer_order_number as customerOrderNumber', 'o.original_tracking_number as originalTrackingNumber',
      'o.new_tracking_number as newTrackingNumber', 'o.customer_id as customerId', 'cu.short_name as shortName',
      (view.agentsShown ? sql<number | null>`o.agent_id` : sql<number | null>`null::integer`).as('agentId'),
      agentName.as('agentName'), agentCode.as('agentCode'),
      'o.channel_id as channelId', 'ch.code as channelCode', 'ch.name as channelName', 'o.country_id as countryId', 'co.code as countryCode',
      'co.name_zh as countryNameCn', 'o.consignee_name as consigneeName', 'o.consignee_phone as consigneePhone',
      'o.consignee_city as consigneeCity', 'o.consignee_postcode as consigneePostcode', 'o.consignee_address as consigneeAddress',
      'o.goods_description as goodsDescription', 'o.hs_code as hsCode', 'o.declared_value as declaredValue', 'o.currency',
      'o.weight', 'o.pieces', 'o.owner_user_id as ownerUserId', 'u.name', 'u.username', 'cp.company_name as companyName',
      'o.status_id as statusId', 's.status_name as statusName', 's.color as statusColor',
      'o.tracking_status as trackingStatus', 'o.tracking_sub_status as trackingSubStatus', 'o.last_event as lastEvent',
      'o.last_event_at as lastEventAt', 'o.tracked_at as trackedAt',
      problemSql(view.staleDays, 'o').as('problem'),
      'o.entry_date as entryDate', 'o.is_received as isReceived', 'o.received_at as receivedAt', 'o.remark', 'o.version',
    ]);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toOrderRow = (r: RawRow): OrderRow => ({
  ...r,
  trackingStatus: r.trackingStatus as OrderRow['trackingStatus'],
  problem: !!r.problem,
  lastEventAt: iso(r.lastEventAt),
  trackedAt: iso(r.trackedAt),
  entryDate: r.entryDate.toISOString(),
  receivedAt: iso(r.receivedAt),
  isReceived: r.isReceived ? '已签收' : '未签收',
});

/**
 * Order ids matching the conditions on one tab, in entry-date order, cut to a
 * page; with `after` (keyset: the last row's entry date and id) instead of an
 * offset for exports.
 */
function matchingIds(db: Db, conditions: Condition[], state: ReceivedState, sort: 'ascend' | 'descend') {
  const dir = sort === 'ascend' ? 'asc' : 'desc';
  return db
    .selectFrom('orders')
    .select(['orders.id', 'orders.entry_date'])
    .where(where(conditions))
    .where('orders.is_received', '=', received(state))
    .orderBy('orders.entry_date', dir)
    .orderBy('orders.id', dir);
}

async function rowsIn(db: Db, view: OrderView, idList: number[]): Promise<OrderRow[]> {
  if (!idList.length) return [];
  const rows = await orderRows(db, view).where('o.id', 'in', idList).execute();
  const byId = new Map(rows.map((r) => [r.id, toOrderRow(r)]));
  return idList.map((id) => byId.get(id)!);
}

export async function orderPage(db: Db, view: OrderView, f: OrderFilterValues, page: number, size: number) {
  const conditions = await orderConditions(db, view, f);
  const [pageIds, counts] = await Promise.all([
    matchingIds(db, conditions, f.isReceived, f.sort).limit(size).offset((page - 1) * size).execute(),
    db
      .selectFrom('orders')
      .select([
        sql<number>`count(*) filter (where not orders.is_received)::int`.as('unsigned'),
        sql<number>`count(*) filter (where orders.is_received)::int`.as('signed'),
      ])
      .where(where(conditions))
      .executeTakeFirstOrThrow(),
  ]);
  const records = await rowsIn(db, view, pageIds.map((r) => r.id));
  return {
    orders: { records, total: received(f.isReceived) ? counts.signed : counts.unsigned },
    unsignedCount: counts.unsigned,
    signedCount: counts.signed,
  };
}

/** Exports read every matching order of the tab in pages by keyset, never an offset. */
export async function orderBatches(db: Db, view: OrderView, f: OrderFilterValues, size: number) {
  const conditions = await orderConditions(db, view, f);
  const dir = f.sort === 'ascend' ? '>' : '<';
  return async function* (): AsyncGenerator<OrderRow[]> {
    let after: { entry_date: Date; id: number } | undefined;
    for (;;) {
      let q = matchingIds(db, conditions, f.isReceived, f.sort).limit(size);
      if (after) {
        const a = after;
        q = q.where(sql<SqlBool>`(orders.entry_date, orders.id) ${sql.raw(dir)} (${a.entry_date}, ${a.id})`);
      }
      const page = await q.execute();
      if (!page.length) return;
      yield await rowsIn(db, view, page.map((r) => r.id));
      if (page.length < size) return;
      after = page[page.length - 1];
    }
  };
}

/** One order the caller sees, by id (one outside the scope is no order at all). */
export async function visibleOrder(db: Db, view: OrderView, id: number): Promise<OrderRow | undefined> {
  let q = orderRows(db, view).where('o.id', '=', id);
  if ('userIds' in view.scope) q = q.where('o.owner_user_id', 'in', view.scope.userIds.length ? view.scope.userIds : [0]);
  const r = await q.executeTakeFirst();
  return r && toOrderRow(r);
}

/** The orders with these numbers, locked, whoever owns them (numbers are unique across the company). */
export const ordersNumbered = (db: Db, numbers: string[]) =>
  db
    .selectFrom('orders')
    .select(['id', 'numbers', 'owner_user_id', 'version', 'agent_id'])
    .where('numbers', 'in', [...numbers, ''])
    .forUpdate()
    .execute();
