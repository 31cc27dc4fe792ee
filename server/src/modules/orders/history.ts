import {
  AGENT_MASK,
  Code,
  ORDER_HISTORY_FIELDS,
  type Language,
  type OrderChange,
  type OrderHistoryField,
  type OrderRow,
} from '@fwd/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { nameIn } from '../../db/columns.ts';
import type { Ctx, Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { orderMessages as m } from './messages.ts';
import { visibleOrder } from './queries.ts';
import { orderView } from './service.ts';
import type { OrderColumns } from './upsert.ts';

/*
 * An order's history, read from the audit rows its writers leave in two
 * shapes: an edit or a batch action keeps the order as the page answered it
 * (`OrderRow`: references by name, as they were then), an import the table's
 * columns (`OrderColumns`: references by id, named here as they are now).
 */

type Values = Partial<Record<OrderHistoryField, string | null>>;
/** An import's before (the order as it was, with its id and version) or after. */
type Columns = OrderColumns & { entry_date: string };
type Names = Record<'customers' | 'agents' | 'channels' | 'countries' | 'owners' | 'statuses', Map<number, string>>;

/** Each piece's sides as the history says them: "40×30×20" (cm), none when not recorded. */
const sides = (l: string | null | undefined, w: string | null | undefined, h: string | null | undefined) =>
  l && w && h ? [l, w, h].map((v) => String(Number(v))).join('×') : null;

const isColumns = (row: object): row is Columns => 'customer_id' in row;
const withCode = (name: string | null, code: string | null) => (name === null ? null : `${name} (${code})`);
function fromRow(o: OrderRow): Values {
  return {
    ...o,
    customer: o.shortName,
    // A masked writer's row holds the mask already: no code beside it.
    agent: o.agentName === AGENT_MASK ? AGENT_MASK : withCode(o.agentName, o.agentCode),
    channel: withCode(o.channelName, o.channelCode),
    country: withCode(o.countryNameCn, o.countryCode),
    owner: withCode(o.name, o.username),
    pieces: String(o.pieces),
    dimensions: sides(o.lengthCm, o.widthCm, o.heightCm),
  };
}

function fromColumns(c: Columns, names: Names): Values {
  const named = (map: Map<number, string>, id: number | null) => (id === null ? null : (map.get(id) ?? `#${id}`));
  return {
    numbers: c.numbers,
    customerOrderNumber: c.customer_order_number,
    originalTrackingNumber: c.original_tracking_number,
    newTrackingNumber: c.new_tracking_number,
    customer: named(names.customers, c.customer_id),
    agent: named(names.agents, c.agent_id),
    channel: named(names.channels, c.channel_id),
    country: named(names.countries, c.country_id),
    consigneeName: c.consignee_name,
    consigneePhone: c.consignee_phone,
    consigneeCity: c.consignee_city,
    consigneePostcode: c.consignee_postcode,
    consigneeAddress: c.consignee_address,
    goodsDescription: c.goods_description,
    hsCode: c.hs_code,
    declaredValue: c.declared_value,
    currency: c.currency,
    weight: c.weight,
    pieces: String(c.pieces),
    cargoType: c.cargo_type,
    addressType: c.address_type,
    dimensions: sides(c.length_cm, c.width_cm, c.height_cm),
    owner: named(names.owners, c.owner_user_id),
    statusName: named(names.statuses, c.status_id),
    entryDate: c.entry_date,
    remark: c.remark,
  };
}

const NO_NAMES: Names = {
  customers: new Map(),
  agents: new Map(),
  channels: new Map(),
  countries: new Map(),
  owners: new Map(),
  statuses: new Map(),
};

/** The names of the references the imports' rows point at, each table read once (agents by id only for a role that may not see them). */
async function namesOf(db: Db, rows: Columns[], shown: boolean, lang: Language): Promise<Names> {
  if (!rows.length) return NO_NAMES;
  // Kysely cannot resolve columns through a table name given as a parameter: typed by the id every one of them has.
  const tables = db as unknown as Kysely<Record<string, { id: number }>>;
  const named = async (
    table: 'customers' | 'agents' | 'channels' | 'countries' | 'users' | 'number_statuses',
    name: RawBuilder<string>,
    pick: (c: Columns) => number | null,
  ) => {
    const ids = [...new Set(rows.map(pick).filter((id) => id !== null)), 0];
    const found = await tables
      .selectFrom(table)
      .select(['id', name.as('name')])
      .where('id', 'in', ids)
      .execute();
    return new Map(found.map((r) => [r.id, r.name]));
  };
  const [customers, agents, channels, countries, owners, statuses] = await Promise.all([
    named('customers', sql<string>`short_name`, (c) => c.customer_id),
    shown
      ? named('agents', sql<string>`agent_name || ' (' || agent_code || ')'`, (c) => c.agent_id)
      : new Map<number, string>(),
    named('channels', sql<string>`name || ' (' || code || ')'`, (c) => c.channel_id),
    named('countries', sql<string>`name_zh || ' (' || code || ')'`, (c) => c.country_id),
    named('users', sql<string>`name || ' (' || username || ')'`, (c) => c.owner_user_id),
    named('number_statuses', nameIn(lang), (c) => c.status_id),
  ]);
  return { customers, agents, channels, countries, owners, statuses };
}

/**
 * The fields that differ, in the page's order; a field one shape does not keep (an import's received state) is not compared.
 * For a role that may not see agents, an agent change says only that there was one: a set agent is AGENT_MASK.
 */
function changesOf(before: Values | null, after: Values, agentsShown: boolean): OrderChange['changes'] {
  const shown = (field: OrderHistoryField, value: string | null) =>
    field !== 'agent' || agentsShown || value === null ? value : AGENT_MASK;
  return ORDER_HISTORY_FIELDS.flatMap((field) => {
    const was = before ? before[field] : null;
    const now = after[field];
    if (was === undefined || now === undefined || was === now) return [];
    return [{ field, before: shown(field, was), after: shown(field, now) }];
  });
}

/** An order's changes, newest first, a page of them; 40400 for an order the caller does not see. */
export async function orderHistory(
  ctx: Ctx,
  timeZone: string,
  id: number,
  page: number,
  size: number,
): Promise<{ records: OrderChange[]; total: number }> {
  const view = await orderView(ctx, timeZone);
  if (!(await visibleOrder(ctx.db, view, id))) throw new AppError(Code.NOT_FOUND, m.notFound);
  const ofOrder = ctx.db
    .selectFrom('audit_log as l')
    .where('l.entity', '=', 'order')
    .where('l.entity_id', '=', String(id))
    .where('l.action', 'in', ['create', 'update']);
  const [rows, counted] = await Promise.all([
    ofOrder
      .leftJoin('users as u', 'u.id', 'l.user_id')
      .select(['l.id', 'l.at', 'l.action', 'l.before', 'l.after', 'u.name as userName', 'u.username'])
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    ofOrder.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const imported = rows.flatMap((r) => [r.before, r.after]).filter((v): v is Columns => !!v && isColumns(v));
  const names = await namesOf(ctx.db, imported, view.agentsShown, ctx.lang);
  const valuesOf = (v: unknown): Values | null =>
    v ? (isColumns(v) ? fromColumns(v, names) : fromRow(v as OrderRow)) : null;
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      action: r.action as OrderChange['action'],
      userName: r.userName,
      username: r.username,
      changes: changesOf(valuesOf(r.before), valuesOf(r.after) ?? {}, view.agentsShown),
    })),
    total: Number(counted.n),
  };
}
