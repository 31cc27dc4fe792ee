import {
  AGENT_MASK,
  LANGUAGES,
  PROBLEM_STATUSES,
  TRACKING_STATUSES,
  UNTRACKED,
  type Language,
  type OrderFilterValues,
  type OrderRow,
  type OrderTotals,
  type ReceivedTab,
} from '@fwd/contract';
import { decimalText, nameIn } from '../../db/columns.ts';
import { sql, type Expression, type ExpressionBuilder, type QueryCreator, type SqlBool } from 'kysely';
import { statements } from '../../db/statements.ts';
import type { Db } from '../../http/context.ts';
import { beginning, containing } from '../../http/rules.ts';
import type { DataScope } from '../roles/scope.ts';
import type { DB } from '../../db/schema.ts';
import type { OrderCountsTable } from './schema.ts';

/*
 * The order page's SQL. Names (customer, agent, owner, country, number status)
 * are first looked up in their small tables and days turned into instants, so
 * every condition lands on an indexed column of the one big table; the scope
 * and the owner filters are one `owner_user_id` list. The page's rows are cut
 * by an index and joined to their names in the same statement; the two tab
 * counts come from the `order_counts` table when the filter is one column or
 * none, from the filter's index otherwise (see `counts`).
 */

/** How the caller sees orders: whose, with agents shown or masked, in which zone days begin, names in which language. */
export interface OrderView {
  scope: DataScope;
  agentsShown: boolean;
  timeZone: string;
  lang: Language;
}

type OrderEb = ExpressionBuilder<DB, 'orders'>;
type Condition = (eb: OrderEb) => Expression<SqlBool>;

const PROBLEM = sql.raw(PROBLEM_STATUSES.map((s) => `'${s}'`).join(', '));

/** When a parcel silent since then becomes a problem: the configured days ago (read in the statement, saving a round trip). */
export const silentSince = sql<Date>`now() - make_interval(days => (select stale_days from logistics_settings where id = 1))`;

/** Problem parcels: a problem main status, or unsigned with no new event for the configured days (`o` names the orders table). */
export const problemSql = (o: 'orders' | 'o' = 'orders') => {
  const col = (c: string) => sql.ref(`${o}.${c}`);
  return sql<SqlBool>`(coalesce(${col('tracking_status')} in (${PROBLEM}), false) or (not ${col('is_received')} and coalesce(${col('last_event_at')}, ${col('entry_date')}) < ${silentSince}))`;
};

/**
 * Unsigned without a problem status: the predicate of the `orders_quiet` index
 * and of the `quiet` counts, as 007_orders.ts words it (statuses as literals,
 * so a generic plan can still prove the partial index applies).
 */
const quiet = sql<SqlBool>`not orders.is_received and coalesce(orders.tracking_status not in (${PROBLEM}), true)`;
const lastSign = sql`coalesce(orders.last_event_at, orders.entry_date)`;
/** The problem filter as `problemSql`, each half on an index: the status's, and `orders_quiet`. */
const problem =
  (silentBefore: Date): Condition =>
  () =>
    sql<SqlBool>`(orders.tracking_status in (${PROBLEM}) or (${quiet} and ${lastSign} < ${silentBefore}))`;
const entered =
  (from: Date, to: Date): Condition =>
  (eb) =>
    eb.and([eb('orders.entry_date', '>=', from), eb('orders.entry_date', '<', to)]);
const signedIn =
  (from: Date, to: Date): Condition =>
  (eb) =>
    eb.and([
      eb('orders.is_received', '=', true),
      eb('orders.received_at', '>=', from),
      eb('orders.received_at', '<', to),
    ]);

/** Columns filtered by a list of values, each also counted in `order_counts` under this name. */
const COLUMNS = {
  customer: 'orders.customer_id',
  agent: 'orders.agent_id',
  country: 'orders.country_id',
  status: 'orders.status_id',
  tracking: 'orders.tracking_status',
} as const;
type Column = keyof typeof COLUMNS;

/** A list's values as a condition; UNTRACKED among the tracking statuses is the orders without one. */
const inList =
  (column: Column, list: (number | string)[]): Condition =>
  (eb) => {
    const values = list.filter((v) => v !== UNTRACKED);
    const none = values.length < list.length ? [eb(COLUMNS[column], 'is', null)] : [];
    return eb.or([...(values.length ? [eb(COLUMNS[column], 'in', values)] : []), ...none]);
  };

/** A filter with names turned into ids and days into instants. */
interface Resolved {
  /** Whose orders: the scope and the owner filters together; undefined, everyone's. */
  owners?: number[];
  lists: Partial<Record<Column, (number | string)[]>>;
  /** Entered in [from, to). */
  entered?: [Date, Date];
  /** Signed in [from, to). */
  signed?: [Date, Date];
  /** Problem parcels: silent since before this instant. */
  silentBefore?: Date;
  /** A LIKE pattern for the latest event's text. */
  text?: string;
  /** Only these orders (a selection). */
  ids?: number[];
  /**
   * Pasted numbers: what only the orders' own indexes answer, a few thousand
   * orders at most (NUMBERS_MAX of each kind).
   */
  pasted: Pasted[];
}

const NUMBER_COLUMNS = ['numbers', 'original_tracking_number', 'new_tracking_number', 'customer_order_number'] as const;
/** A pasted list and the columns it is matched against (`numbers` against all four). */
interface Pasted {
  list: string[];
  columns: readonly (typeof NUMBER_COLUMNS)[number][];
}

/**
 * Where the conditions of `r` are read: `orders`, after the pasted lists as
 * the one row of `pasted`. Each list is one array parameter: one statement
 * text whatever the count (`in (…)` of 500 values was 500 parameters and a
 * new prepared statement per count), sent once however many columns it is
 * matched against (500 numbers sent for each of the four were 34 KB a
 * statement to encode and write to the socket, a millisecond of the app's).
 */
const ordersFrom = (db: Db, r: Resolved) =>
  (r.pasted.length
    ? (db.with('pasted', (q) =>
        q.selectNoFrom(r.pasted.map((p, i) => sql<string[]>`${p.list}::text[]`.as(`l${i}`))),
      ) as QueryCreator<DB>)
    : db
  ).selectFrom('orders');

const idsOf = async (q: Promise<{ id: number }[]>) => (await q).map((r) => r.id);
const intersect = (a: number[] | undefined, b: number[]) => (a ? a.filter((x) => b.includes(x)) : b);

/**
 * The filter's conditions, resolved; except `isReceived` (the tabs count both
 * sides of it). Undefined when a name matches nothing, or the scope is nobody:
 * then nothing matches.
 */
async function resolve(db: Db, view: OrderView, f: OrderFilterValues): Promise<Resolved | undefined> {
  const pasted: Pasted[] = [];
  if (f.numbers?.length) pasted.push({ list: f.numbers, columns: NUMBER_COLUMNS });
  for (const [key, column] of [
    ['originalTrackingNumber', 'original_tracking_number'],
    ['newTrackingNumber', 'new_tracking_number'],
    ['customerOrderNumber', 'customer_order_number'],
  ] as const) {
    const list = f[key];
    if (list?.length) pasted.push({ list, columns: [column] });
  }
  const [agents, customers, named, listed, statuses, countries, times] = await Promise.all([
    f.agentName || f.agentCode
      ? idsOf(
          db
            .selectFrom('agents')
            .select('id')
            .$if(!!f.agentName, (q) => q.where('agent_name', 'ilike', beginning(f.agentName!)))
            .$if(!!f.agentCode, (q) => q.where(sql`lower(agent_code)`, '=', f.agentCode!.toLowerCase()))
            .execute(),
        )
      : undefined,
    f.shortName
      ? idsOf(db.selectFrom('customers').select('id').where('short_name', 'ilike', beginning(f.shortName)).execute())
      : undefined,
    f.name ? idsOf(db.selectFrom('users').select('id').where('name', 'ilike', beginning(f.name)).execute()) : undefined,
    f.nameList?.length
      ? idsOf(db.selectFrom('users').select('id').where('name', 'in', f.nameList).execute())
      : undefined,
    f.statusName?.length
      ? idsOf(
          db
            .selectFrom('number_statuses')
            .select('id')
            .where(
              sql`array[lower(name_zh), lower(name_en), lower(name_es), lower(name_ja)]`,
              '&&',
              sql`${f.statusName.map((n) => n.toLowerCase())}::text[]`,
            )
            .execute(),
        )
      : undefined,
    f.countryNameCn
      ? idsOf(
          db
            .selectFrom('countries')
            .select('id')
            .where((eb) =>
              eb.or([eb('name_zh', '=', f.countryNameCn!), eb('code', '=', f.countryNameCn!.toUpperCase())]),
            )
            .execute(),
        )
      : undefined,
    // The company's days as instants, and the problem filter's "silent since", by the database's clock and time zones.
    f.entryDate || f.signedDate || f.problem
      ? sql<{ from: Date | null; to: Date | null; signedFrom: Date | null; signedTo: Date | null; silent: Date }>`select
          (${f.entryDate?.[0] ?? null}::date)::timestamp at time zone ${view.timeZone} as "from",
          (${f.entryDate?.[1] ?? null}::date + 1)::timestamp at time zone ${view.timeZone} as "to",
          (${f.signedDate?.[0] ?? null}::date)::timestamp at time zone ${view.timeZone} as "signedFrom",
          (${f.signedDate?.[1] ?? null}::date + 1)::timestamp at time zone ${view.timeZone} as "signedTo",
          ${silentSince} as silent`
          .execute(db)
          .then((r) => r.rows[0]!)
      : undefined,
  ]);
  let owners = 'userIds' in view.scope ? view.scope.userIds : undefined;
  if (named) owners = intersect(owners, named);
  if (listed) owners = intersect(owners, listed);
  const lists: Resolved['lists'] = {};
  if (customers) lists.customer = customers;
  if (agents) lists.agent = agents;
  if (countries) lists.country = countries;
  if (statuses) lists.status = statuses;
  if (f.trackingStatus?.length) lists.tracking = f.trackingStatus;
  if (owners?.length === 0 || Object.values(lists).some((l) => l.length === 0)) return undefined;
  return {
    ...(owners ? { owners } : {}),
    lists,
    ...(f.entryDate ? { entered: [times!.from!, times!.to!] as [Date, Date] } : {}),
    ...(f.signedDate ? { signed: [times!.signedFrom!, times!.signedTo!] as [Date, Date] } : {}),
    ...(f.problem ? { silentBefore: times!.silent } : {}),
    ...(f.trackingStatusName ? { text: containing(f.trackingStatusName) } : {}),
    ...(f.ids ? { ids: f.ids } : {}),
    pasted,
  };
}

/** The resolved filter as conditions on `orders`. */
function conditions(r: Resolved): Condition[] {
  // Each list read from `pasted` as an array: PostgreSQL looks its values up in each column's index.
  const c = r.pasted.map(
    (p, i): Condition =>
      (eb) =>
        eb.or(
          p.columns.map(
            (column) =>
              sql<SqlBool>`${sql.ref(`orders.${column}`)} = any((select ${sql.ref(`l${i}`)} from pasted)::text[])`,
          ),
        ),
  );
  if (r.owners) {
    const owners = r.owners;
    c.push((eb) => eb('orders.owner_user_id', 'in', owners));
  }
  for (const [column, list] of Object.entries(r.lists) as [Column, (number | string)[]][]) c.push(inList(column, list));
  if (r.entered) c.push(entered(...r.entered));
  if (r.signed) c.push(signedIn(...r.signed));
  if (r.silentBefore) c.push(problem(r.silentBefore));
  const text = r.text;
  if (text) c.push((eb) => eb('orders.last_event', 'ilike', text));
  const ids = r.ids;
  if (ids) c.push(() => sql<SqlBool>`orders.id = any(${ids}::integer[])`);
  return c;
}

const where = (conditions: Condition[]) => (eb: OrderEb) => eb.and(conditions.map((c) => c(eb)));
/** A tab's side of `is_received`; undefined for 全部 (both). */
const received = (tab: ReceivedTab) => (tab === '全部' ? undefined : tab === '已签收');

/** The rows of these orders (in the given order), with their names; agents masked when the view says so. */
export function orderRows(db: Db, view: Pick<OrderView, 'agentsShown' | 'lang'>) {
  const agentName = view.agentsShown
    ? sql<string | null>`a.agent_name`
    : sql<string | null>`case when o.agent_id is null then null else ${AGENT_MASK} end`;
  const agentCode = view.agentsShown
    ? sql<string | null>`a.agent_code`
    : sql<string | null>`case when o.agent_id is null then null else ${AGENT_MASK} end`;
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
      'o.id',
      'o.numbers',
      'o.customer_order_number as customerOrderNumber',
      'o.original_tracking_number as originalTrackingNumber',
      'o.new_tracking_number as newTrackingNumber',
      'o.customer_id as customerId',
      'cu.short_name as shortName',
      (view.agentsShown ? sql<number | null>`o.agent_id` : sql<number | null>`null::integer`).as('agentId'),
      agentName.as('agentName'),
      agentCode.as('agentCode'),
      'o.channel_id as channelId',
      'ch.code as channelCode',
      'ch.name as channelName',
      'o.country_id as countryId',
      'co.code as countryCode',
      'co.name_zh as countryNameCn',
      nameIn(view.lang, 'co').as('countryName'),
      'o.consignee_name as consigneeName',
      'o.consignee_phone as consigneePhone',
      'o.consignee_city as consigneeCity',
      'o.consignee_postcode as consigneePostcode',
      'o.consignee_address as consigneeAddress',
      'o.goods_description as goodsDescription',
      'o.hs_code as hsCode',
      'o.declared_value as declaredValue',
      'o.currency',
      'o.weight',
      'o.pieces',
      'o.cargo_type as cargoType',
      'o.address_type as addressType',
      'o.length_cm as lengthCm',
      'o.width_cm as widthCm',
      'o.height_cm as heightCm',
      'o.owner_user_id as ownerUserId',
      'u.name',
      'u.username',
      'cp.company_name as companyName',
      'o.status_id as statusId',
      nameIn(view.lang, 's').as('statusName'),
      's.color as statusColor',
      'o.tracking_status as trackingStatus',
      'o.tracking_sub_status as trackingSubStatus',
      'o.last_event as lastEvent',
      'o.last_event_at as lastEventAt',
      'o.tracked_at as trackedAt',
      problemSql('o').as('problem'),
      'o.entry_date as entryDate',
      'o.is_received as isReceived',
      'o.received_at as receivedAt',
      'o.remark',
      'o.version',
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

/** Orders matching the conditions on a tab, in entry-date order (the index's). */
function matching(db: Db, r: Resolved, conditions: Condition[], tab: ReceivedTab, sort: 'ascend' | 'descend') {
  const dir = sort === 'ascend' ? 'asc' : 'desc';
  const signed = received(tab);
  return ordersFrom(db, r)
    .where(where(conditions))
    .$if(signed !== undefined, (q) => q.where('orders.is_received', '=', signed!))
    .orderBy('orders.entry_date', dir)
    .orderBy('orders.id', dir);
}

/** Where the ids go in the compiled statement of `rowsIn`. */
const IDS: number[] = [];
/**
 * That statement for each agent display and language, compiled once: building its 45 columns was a
 * tenth of a millisecond of every page. One text whatever the ids (an array parameter): the
 * eight-table join is planned once per connection (3 ms of planning against 0.4 ms of running it).
 */
const rowsStatements = new Map(
  [true, false].flatMap((agentsShown) =>
    LANGUAGES.map(
      (lang) =>
        [
          `${agentsShown}-${lang}`,
          orderRows(statements, { agentsShown, lang })
            .where(sql<SqlBool>`o.id = any(${IDS}::integer[])`)
            .compile(),
        ] as const,
    ),
  ),
);

/**
 * The page's ids: the orders matching the conditions on the tab, cut by an
 * index in page order. Problem parcels are read part by part (`problemParts`):
 * their filter's OR has no index in page order, and the tab's index was walked
 * past the thousands of newest orders that are no problem (0.8 ms and more).
 */
function pageIds(db: Db, r: Resolved, f: OrderFilterValues, from: number, size: number) {
  if (!r.silentBefore)
    return matching(db, r, conditions(r), f.isReceived, f.sort).select('orders.id').limit(size).offset(from);
  const others = conditions({ ...r, silentBefore: undefined });
  const dir = f.sort === 'ascend' ? 'asc' : 'desc';
  const parts = problemParts(r.silentBefore, f.isReceived === '已签收').map((part, i) =>
    db
      .selectFrom(
        matching(db, r, [...others, part], f.isReceived, f.sort)
          .select(['orders.id', 'orders.entry_date'])
          .limit(from + size)
          .as(`p${i}`),
      )
      .selectAll(),
  );
  return db
    .selectFrom(
      parts
        .slice(1)
        .reduce((all, p) => all.unionAll(p), parts[0]!)
        .as('p'),
    )
    .select('p.id')
    .orderBy('p.entry_date', dir)
    .orderBy('p.id', dir)
    .limit(size)
    .offset(from);
}

/**
 * The problem filter as parts that never overlap, each read from an index in
 * page order and merged (a Merge Append of short index scans): one part per
 * problem status (`orders_tracking_status`), and on the unsigned tab the quiet
 * parcels silent since before the cutoff, split by entry: entered before it
 * (a stretch of `orders_tab`), or after it with an event older than the entry
 * (`orders_event_before_entry`: whose last sign of life is older than the
 * entry, as an order keyed in late; lastSign ≥ entry otherwise); on 全部 the
 * same parts, the statuses' without the tab.
 */
function problemParts(silentBefore: Date, signedOnly: boolean): Condition[] {
  const statuses = PROBLEM_STATUSES.map(
    (s): Condition =>
      (eb) =>
        eb('orders.tracking_status', '=', s),
  );
  if (signedOnly) return statuses;
  return [
    ...statuses,
    () => sql<SqlBool>`${quiet} and ${lastSign} < ${silentBefore} and orders.entry_date < ${silentBefore}`,
    () =>
      sql<SqlBool>`${quiet} and orders.last_event_at < orders.entry_date and orders.last_event_at < ${silentBefore} and orders.entry_date >= ${silentBefore}`,
  ];
}

/** The rows of these orders with their names, in the given order. */
async function rowsIn(db: Db, view: OrderView, idList: number[]): Promise<OrderRow[]> {
  if (!idList.length) return [];
  const statement = rowsStatements.get(`${view.agentsShown}-${view.lang}`)!;
  const { rows } = await db.executeQuery<RawRow>({
    ...statement,
    parameters: statement.parameters.map((p) => (p === IDS ? idList : p)),
  });
  const byId = new Map(rows.map((r) => [r.id, toOrderRow(r)]));
  return idList.map((id) => byId.get(id)!);
}

const DAY = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Both tabs' counts of the resolved filter, in one statement, summed from
 * parts. Counting index entries costs about a microsecond of a busy core per
 * order, too much past some tens of thousands; `order_counts` answers instead
 * whenever it can, with a few rows per owner and value:
 * - no filter, or one list (customers, agents, countries, statuses, tracking
 *   statuses) with any owners: that column's counts (orders without a
 *   tracking status: all orders' less those with one);
 * - an entry-date range alone: the UTC days wholly inside it from counts,
 *   the partial days at its ends (the company's midnight is not UTC's) from
 *   the `orders_tab`/`orders_owner_tab` indexes;
 * - problem parcels alone: the problem statuses' counts, plus the quiet
 *   parcels silent since before the UTC day of the cutoff from counts and
 *   that last partial day from `orders_quiet` (which covers it);
 * - text in the latest event alone: the distinct texts that match, found by
 *   the trigram index of `order_event_texts`, and their counts.
 * Anything else (numbers, two filters together) counts the orders on
 * the most selective index: each tab separately, so a date range is a range
 * of the index after the column and the tab.
 */
function counts(db: Db, r: Resolved) {
  const owners = r.owners ?? [0];
  const counted = (
    dim: OrderCountsTable['dim'],
    val: (eb: ExpressionBuilder<DB, 'order_counts'>) => Expression<SqlBool>,
    sign: 1 | -1 = 1,
  ) =>
    db
      .selectFrom('order_counts')
      .select([
        sql<number>`${sign}::int * coalesce(sum(n) filter (where not is_received), 0)`.as('unsigned'),
        sql<number>`${sign}::int * coalesce(sum(n) filter (where is_received), 0)`.as('signed'),
      ])
      .where('dim', '=', dim)
      .where(val)
      .where('owner_user_id', 'in', owners);
  // With a date range, each tab is counted apart: then the range is one stretch of a (column, tab, entry date) index.
  const indexed = (c: Condition[], perTab: boolean | 'unsigned only') => {
    if (perTab === 'unsigned only')
      return ordersFrom(db, r)
        .select([sql<number>`count(*)`.as('unsigned'), sql<number>`0`.as('signed')])
        .where(where(c));
    if (!perTab) {
      return ordersFrom(db, r)
        .select([
          sql<number>`count(*) filter (where not orders.is_received)`.as('unsigned'),
          sql<number>`count(*) filter (where orders.is_received)`.as('signed'),
        ])
        .where(where(c));
    }
    const tab = (state: boolean) =>
      ordersFrom(db, r)
        .select(sql<number>`count(*)`.as('n'))
        .where(where(c))
        .where(sql<SqlBool>`${state ? sql`` : sql`not`} orders.is_received`);
    return db.selectNoFrom([tab(false).as('unsigned'), tab(true).as('signed')]);
  };
  const ownersOnly = conditions({
    ...r,
    lists: {},
    entered: undefined,
    signed: undefined,
    silentBefore: undefined,
    text: undefined,
    pasted: [],
  });
  const lists = Object.entries(r.lists) as [Column, (number | string)[]][];
  const parts = (() => {
    // Signed in a range: a stretch of `orders_signed`, whatever else is asked.
    if (
      r.pasted.length ||
      r.ids ||
      r.signed ||
      lists.length + [r.entered, r.silentBefore, r.text].filter(Boolean).length > 1
    )
      return [indexed(conditions(r), !!r.entered)];
    if (r.text) {
      const text = r.text;
      // The texts first, as an array: then a few probes of the counts' index, whatever the statistics say.
      const texts = db.selectFrom('order_event_texts').select('hash').where('text', 'ilike', text);
      return [counted('event', () => sql<SqlBool>`val = any(array(${texts}))`)];
    }
    if (lists.length) {
      const [column, list] = lists[0]!;
      const values = list.filter((v) => v !== UNTRACKED).map(String);
      const listed = values.length ? [counted(column, (eb) => eb('val', 'in', values))] : [];
      if (values.length === list.length) return listed;
      // Orders without a tracking status have no `tracking` row: all of them but those with one.
      return [
        ...listed,
        counted('all', (eb) => eb('val', '=', '')),
        counted('tracking', (eb) => eb('val', 'in', [...TRACKING_STATUSES]), -1),
      ];
    }
    if (r.entered) {
      const [from, to] = r.entered;
      const first = Math.ceil(from.getTime() / DAY) * DAY;
      const last = Math.floor(to.getTime() / DAY) * DAY;
      if (first >= last) return [indexed(conditions(r), !!r.entered)];
      return [
        counted('day', (eb) => eb.and([eb('val', '>=', utcDay(first)), eb('val', '<', utcDay(last))])),
        indexed([...ownersOnly, entered(from, new Date(first))], true),
        indexed([...ownersOnly, entered(new Date(last), to)], true),
      ];
    }
    if (r.silentBefore) {
      const day = Math.floor(r.silentBefore.getTime() / DAY) * DAY;
      const silentBefore = r.silentBefore;
      return [
        counted('tracking', (eb) => eb('val', 'in', [...PROBLEM_STATUSES])),
        counted('quiet', (eb) => eb('val', '<', utcDay(day))),
        indexed(
          [
            ...ownersOnly,
            () => sql<SqlBool>`${quiet} and ${lastSign} >= ${new Date(day)} and ${lastSign} < ${silentBefore}`,
          ],
          'unsigned only',
        ),
      ];
    }
    return [counted('all', (eb) => eb('val', '=', ''))];
  })();
  return db
    .selectFrom(
      parts
        .slice(1)
        .reduce<(typeof parts)[number]>((all, p) => all.unionAll(p), parts[0]!)
        .as('p'),
    )
    .select([sql<number>`sum(unsigned)::int`.as('unsigned'), sql<number>`sum(signed)::int`.as('signed')]);
}

export async function orderPage(db: Db, view: OrderView, f: OrderFilterValues, page: number, size: number) {
  const r = await resolve(db, view, f);
  if (!r) return { orders: { records: [], total: 0 }, unsignedCount: 0, signedCount: 0 };
  const from = (page - 1) * size;
  const signed = received(f.isReceived);
  let ids: number[];
  let n: { unsigned: number; signed: number };
  if (r.pasted.length) {
    // Pasted numbers: every match read in one statement, each number column by its own index, and counted and cut
    // there: one row back rather than each match (450 rows to parse were a third of a millisecond of the app's).
    const dir = sql.raw(f.sort === 'ascend' ? 'asc' : 'desc');
    const found = await ordersFrom(db, r)
      .where(where(conditions(r)))
      .select([
        sql<number>`count(*) filter (where not orders.is_received)::int`.as('unsigned'),
        sql<number>`count(*) filter (where orders.is_received)::int`.as('signed'),
        sql<
          number[] | null
        >`(array_agg(orders.id order by orders.entry_date ${dir}, orders.id ${dir}) filter (where ${signed === undefined ? sql`true` : sql`orders.is_received = ${signed}`}))[${from + 1}::int:${from + size}::int]`.as(
          'ids',
        ),
      ])
      .executeTakeFirstOrThrow();
    ids = found.ids ?? [];
    n = found;
  } else {
    const [cut, counted] = await Promise.all([
      pageIds(db, r, f, from, size).execute(),
      counts(db, r).executeTakeFirstOrThrow(),
    ]);
    ids = cut.map((o) => o.id);
    n = counted;
  }
  return {
    orders: {
      records: await rowsIn(db, view, ids),
      total: signed === undefined ? n.unsigned + n.signed : signed ? n.signed : n.unsigned,
    },
    unsignedCount: n.unsigned,
    signedCount: n.signed,
  };
}

/**
 * What every order the filter matches on its tab adds up to: one pass over
 * the matching rows (the filter's index, or the tab's), asked apart from the
 * page so the rows never wait for it.
 */
export async function orderTotals(db: Db, view: OrderView, f: OrderFilterValues): Promise<OrderTotals> {
  const r = await resolve(db, view, f);
  if (!r) return { orders: 0, weight: '0', pieces: 0, declared: [] };
  const signed = received(f.isReceived);
  const rows = await ordersFrom(db, r)
    .where(where(conditions(r)))
    .$if(signed !== undefined, (q) => q.where('orders.is_received', '=', signed!))
    .select([
      'orders.currency',
      sql<number>`count(*)::int`.as('orders'),
      sql<string>`sum(orders.weight)::numeric(20, 3)::text`.as('weight'),
      sql<number>`sum(orders.pieces)::int`.as('pieces'),
      sql<string | null>`sum(orders.declared_value)::numeric(20, 2)::text`.as('declared'),
    ])
    .groupBy('orders.currency')
    .orderBy('orders.currency')
    .execute();
  // The groups' weights (three decimals each) added exactly, as thousandths.
  const grams = rows.reduce((sum, x) => sum + BigInt(x.weight.replace('.', '')), 0n);
  return {
    orders: rows.reduce((n, x) => n + x.orders, 0),
    weight: decimalText(`${grams / 1000n}.${String(grams % 1000n).padStart(3, '0')}`),
    pieces: rows.reduce((n, x) => n + x.pieces, 0),
    declared: rows.flatMap((x) =>
      x.declared === null ? [] : [{ currency: x.currency, amount: decimalText(x.declared) }],
    ),
  };
}

/** Both tabs' counts of a filter, as the order page answers them (the dashboard's cards open the page with the same filter). */
export async function orderCounts(
  db: Db,
  view: OrderView,
  f: OrderFilterValues,
): Promise<{ unsigned: number; signed: number }> {
  const r = await resolve(db, view, f);
  if (!r) return { unsigned: 0, signed: 0 };
  return counts(db, r).executeTakeFirstOrThrow();
}

/** Exports read every matching order of the tab in pages by keyset, never an offset. */
export async function orderBatches(db: Db, view: OrderView, f: OrderFilterValues, size: number) {
  const r = await resolve(db, view, f);
  const c = r && conditions(r);
  const dir = f.sort === 'ascend' ? '>' : '<';
  return async function* (): AsyncGenerator<OrderRow[]> {
    if (!r || !c) return;
    let after: { entry_date: Date; id: number } | undefined;
    for (;;) {
      let q = matching(db, r, c, f.isReceived, f.sort).select(['orders.id', 'orders.entry_date']).limit(size);
      if (after) {
        const a = after;
        q = q.where(sql<SqlBool>`(orders.entry_date, orders.id) ${sql.raw(dir)} (${a.entry_date}, ${a.id})`);
      }
      const page = await q.execute();
      if (!page.length) return;
      yield await rowsIn(
        db,
        view,
        page.map((r) => r.id),
      );
      if (page.length < size) return;
      after = page[page.length - 1];
    }
  };
}

/**
 * The orders a filter matches on its tab (scope applied), in the page's order, as a query to extend: an
 * area listing something per order (settlement's charges) joins its rows and cuts its own page. Undefined
 * when nothing can match.
 */
export async function ordersMatching(db: Db, view: OrderView, f: OrderFilterValues) {
  const r = await resolve(db, view, f);
  return r && matching(db, r, conditions(r), f.isReceived, f.sort);
}

/** One order the caller sees, by id (one outside the scope is no order at all). */
export async function visibleOrder(db: Db, view: OrderView, id: number): Promise<OrderRow | undefined> {
  let q = orderRows(db, view).where('o.id', '=', id);
  if ('userIds' in view.scope)
    q = q.where('o.owner_user_id', 'in', view.scope.userIds.length ? view.scope.userIds : [0]);
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
