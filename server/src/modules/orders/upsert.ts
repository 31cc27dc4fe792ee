import type { ImportResult } from '@fwd/contract';
import { sql, type Insertable } from 'kysely';
import { NAMES } from '../../db/columns.ts';
import type { Db } from '../../http/context.ts';
import type { OrdersTable } from './schema.ts';
import type { OrdersWritten } from './writes.ts';

/*
 * Orders arrive in bulk two ways, an Excel import and the upstream sync; both
 * name their references by code and both create or update by `numbers`,
 * leaving alone an order that already holds every value. This is that one
 * path: references by code, canonical column values, the upsert.
 */

/**
 * The pricing inputs a source may leave out (an upstream that does not know them, a sheet without their columns):
 * left out (undefined), a new order has none and an existing one keeps its own.
 */
const KEPT_UNLESS_GIVEN = ['cargo_type', 'address_type', 'length_cm', 'width_cm', 'height_cm'] as const;

/** An order's columns as a bulk source sets them (tracking and versions are the console's own). */
export type OrderColumns = Required<
  Pick<
    Insertable<OrdersTable>,
    | 'numbers'
    | 'customer_order_number'
    | 'original_tracking_number'
    | 'new_tracking_number'
    | 'customer_id'
    | 'agent_id'
    | 'channel_id'
    | 'country_id'
    | 'consignee_name'
    | 'consignee_phone'
    | 'consignee_city'
    | 'consignee_postcode'
    | 'consignee_address'
    | 'goods_description'
    | 'hs_code'
    | 'declared_value'
    | 'currency'
    | 'weight'
    | 'pieces'
    | 'owner_user_id'
    | 'status_id'
    | 'remark'
  >
> &
  Partial<Pick<Insertable<OrdersTable>, (typeof KEPT_UNLESS_GIVEN)[number]>> & { entry_date: Date };

const COLUMNS = [
  'numbers',
  'customer_order_number',
  'original_tracking_number',
  'new_tracking_number',
  'customer_id',
  'agent_id',
  'channel_id',
  'country_id',
  'consignee_name',
  'consignee_phone',
  'consignee_city',
  'consignee_postcode',
  'consignee_address',
  'goods_description',
  'hs_code',
  'declared_value',
  'currency',
  'weight',
  'pieces',
  'owner_user_id',
  'status_id',
  'remark',
  'entry_date',
  ...KEPT_UNLESS_GIVEN,
] as const satisfies readonly (keyof OrderColumns)[];

/** Decimals as the database prints them (numeric(9,3), numeric(12,2)), so equal values compare equal. */
export const weightOf = (w: string) => Number(w).toFixed(3);
export const cmOf = (v: string | null | undefined) => (v === null || v === undefined ? v : Number(v).toFixed(1));
export const moneyOf = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v).toFixed(2));

/** The row with what it leaves out taken from the order it updates (none for a new one). */
const filled = (row: OrderColumns, before: Existing | undefined): OrderColumns => ({
  ...row,
  ...Object.fromEntries(
    KEPT_UNLESS_GIVEN.filter((c) => row[c] === undefined).map((c) => [c, before ? before[c] : null]),
  ),
});

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The references a bulk source names, each table read once: lower-case code → id. */
export interface References {
  customers: Map<string, number>;
  agents: Map<string, number>;
  channels: Map<string, number>;
  /** By ISO code and by Chinese name. */
  countries: Map<string, number>;
  owners: Map<string, number>;
  /** By code (the sync) and by name (a sheet), lower case. */
  statuses: Map<string, number>;
}

const lowered = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => !!v).map((v) => v.toLowerCase())),
  '',
];
const mapOf = (rows: { k: string; id: number }[]) => new Map(rows.map((r) => [r.k.toLowerCase(), r.id]));

export async function references(
  db: Db,
  named: Record<'customers' | 'agents' | 'channels' | 'countries' | 'owners', (string | null | undefined)[]>,
): Promise<References> {
  const [customers, agents, channels, countries, owners, statuses] = await Promise.all([
    db
      .selectFrom('customers')
      .select(['short_name as k', 'id'])
      .where(sql`lower(short_name)`, 'in', lowered(named.customers))
      .execute(),
    db
      .selectFrom('agents')
      .select(['agent_code as k', 'id'])
      .where(sql`lower(agent_code)`, 'in', lowered(named.agents))
      .execute(),
    db
      .selectFrom('channels')
      .select(['code as k', 'id'])
      .where(sql`lower(code)`, 'in', lowered(named.channels))
      .execute(),
    db.selectFrom('countries').select(['code', 'name_zh', 'id']).execute(),
    db
      .selectFrom('users')
      .select(['username as k', 'id'])
      .where('deleted_at', 'is', null)
      .where(sql`lower(username)`, 'in', lowered(named.owners))
      .execute(),
    db
      .selectFrom('number_statuses')
      .select(['code', 'id', ...NAMES])
      .execute(),
  ]);
  return {
    customers: mapOf(customers),
    agents: mapOf(agents),
    channels: mapOf(channels),
    countries: new Map(
      countries.flatMap(
        (c) =>
          [
            [c.code.toLowerCase(), c.id],
            [c.name_zh.toLowerCase(), c.id],
          ] as const,
      ),
    ),
    owners: mapOf(owners),
    statuses: new Map(
      statuses.flatMap((s) =>
        [s.code, s.nameZh, s.nameEn, s.nameEs, s.nameJa].filter((k) => k).map((k) => [k!.toLowerCase(), s.id] as const),
      ),
    ),
  };
}

export interface Existing extends OrderColumns {
  id: number;
  version: number;
}

/**
 * The orders with these numbers, every column a bulk source sets, locked until
 * the write commits (in the numbers' order, so two writers over the same
 * orders queue up rather than deadlock).
 */
export const existingOrders = async (db: Db, numbers: string[]): Promise<Map<string, Existing>> =>
  new Map(
    (
      await db
        .selectFrom('orders')
        .select(['id', 'version', ...COLUMNS])
        .where('numbers', 'in', [...numbers, ''])
        .orderBy('numbers')
        .forUpdate()
        .execute()
    ).map((o) => [o.numbers, { ...o, entry_date: new Date(o.entry_date) }]),
  );

export interface UpsertHooks {
  /** After each created or changed order (imports audit here). */
  created?(id: number, after: OrderColumns): Promise<void>;
  updated?(before: Existing, after: OrderColumns): Promise<void>;
}

/**
 * Creates the orders whose numbers are new, updates those that differ (their
 * version bumped), counts those that already hold every value. Runs inside
 * the caller's transaction; `existing` from `existingOrders` in it. A number
 * another writer created meanwhile (two syncs of one window, an import beside
 * a sync) is not an error: once that writer commits, the order is read and
 * updated like any existing one. `written` (`OrderWrites.prepare`'s) is told every order created or changed, by `by`.
 */
export async function upsertOrders(
  db: Db,
  rows: OrderColumns[],
  existing: Map<string, Existing>,
  written: OrdersWritten,
  by: number | null,
  hooks: UpsertHooks = {},
): Promise<ImportResult> {
  const result = { created: 0, updated: 0, unchanged: 0 };
  const ids: number[] = [];
  const known = new Map(existing);
  const fresh = rows
    .filter((r) => !known.has(r.numbers))
    .map((r) => filled(r, undefined))
    .sort((a, b) => (a.numbers < b.numbers ? -1 : 1));
  for (let i = 0; i < fresh.length; i += 500) {
    const batch = fresh.slice(i, i + 500);
    const made = await db
      .insertInto('orders')
      .values(batch)
      .onConflict((oc) => oc.column('numbers').doNothing())
      .returning(['id', 'numbers'])
      .execute();
    const idOf = new Map(made.map((m) => [m.numbers, m.id]));
    for (const row of batch) {
      const id = idOf.get(row.numbers);
      if (id === undefined) continue;
      ids.push(id);
      await hooks.created?.(id, row);
    }
    result.created += made.length;
    const raced = batch.filter((r) => !idOf.has(r.numbers));
    if (raced.length)
      for (const [numbers, o] of await existingOrders(
        db,
        raced.map((r) => r.numbers),
      ))
        known.set(numbers, o);
  }
  for (const given of rows) {
    const before = known.get(given.numbers);
    if (!before) continue;
    const row = filled(given, before);
    if (COLUMNS.every((c) => same(before[c], row[c]))) {
      result.unchanged++;
      continue;
    }
    await db
      .updateTable('orders')
      .set((eb) => ({ ...row, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', before.id)
      .execute();
    await hooks.updated?.(before, row);
    ids.push(before.id);
    result.updated++;
  }
  await written(db, ids, by);
  return result;
}
