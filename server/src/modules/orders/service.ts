import {
  Code,
  missingSides,
  type ImportResult,
  type OrderFilterValues,
  type OrderRow,
  type orderFields,
} from '@fwd/contract';
import type { z } from 'zod';
import {
  columnsIn,
  EXPORT_BATCH,
  readSheet,
  refuseImport,
  rowError,
  validRows,
  writeSheet,
} from '../../excel/sheet.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { measureMessages } from '../../http/messages.ts';
import type { FileAnswer } from '../../http/route.ts';
import { assertUnique, fieldError } from '../../http/rules.ts';
import { agentsShown, scopeOf, ownersVisible, whereVisible, type DataScope } from '../roles/scope.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { orderMessages as m } from './messages.ts';
import { orderBatches, orderPage, orderTotals, visibleOrder, type OrderView } from './queries.ts';
import { orderSheet, orderSheetRow } from './sheet.ts';
import { cmOf, existingOrders, moneyOf, references, upsertOrders, weightOf, type OrderColumns } from './upsert.ts';
import type { OrderWrites } from './writes.ts';

type Fields = z.output<typeof orderFields>;

/** The caller's view of orders, read once per request. */
export async function orderView(ctx: Ctx, timeZone: string): Promise<OrderView> {
  return { scope: await scopeOf(ctx), agentsShown: agentsShown(ctx), timeZone, lang: ctx.lang };
}

/** A role that does not see agents may not filter by them (40300). */
export function assertFilterAllowed(view: OrderView, f: OrderFilterValues): void {
  if (!view.agentsShown && (f.agentName || f.agentCode)) throw new AppError(Code.FORBIDDEN, m.agentsHidden);
}

export async function findOrders(ctx: Ctx, timeZone: string, f: OrderFilterValues, page: number, size: number) {
  const view = await orderView(ctx, timeZone);
  assertFilterAllowed(view, f);
  return orderPage(ctx.db, view, f, page, size);
}

export async function totalsOf(ctx: Ctx, timeZone: string, f: OrderFilterValues) {
  const view = await orderView(ctx, timeZone);
  assertFilterAllowed(view, f);
  return orderTotals(ctx.db, view, f);
}

const visibleCustomers = (db: Db, scope: DataScope) =>
  whereVisible(db.selectFrom('customers').select(['id', 'short_name']), 'owner_user_id', scope).forShare();

/** Each reference an edit names must exist (and customer and owner be the caller's to choose); 40000 naming the field. */
async function assertReferences(t: Ctx, view: OrderView, f: Fields, before: OrderRow): Promise<void> {
  const exists = async (table: 'agents' | 'channels' | 'countries' | 'number_statuses', id: number) =>
    !!(await t.db.selectFrom(table).select('id').where('id', '=', id).forShare().executeTakeFirst());
  const checks: [boolean, string, (typeof m)[keyof typeof m]][] = [
    [
      f.customerId === before.customerId ||
        !!(await visibleCustomers(t.db, view.scope).where('id', '=', f.customerId).executeTakeFirst()),
      'customerId',
      m.noSuchCustomer,
    ],
    [
      f.ownerUserId === before.ownerUserId ||
        !!(await ownersVisible(t.db, view.scope).where('id', '=', f.ownerUserId).executeTakeFirst()),
      'ownerUserId',
      m.noSuchOwner,
    ],
    [f.agentId == null || (await exists('agents', f.agentId)), 'agentId', m.noSuchAgent],
    [f.channelId === null || (await exists('channels', f.channelId)), 'channelId', m.noSuchChannel],
    [await exists('countries', f.countryId), 'countryId', m.noSuchCountry],
    [await exists('number_statuses', f.statusId), 'statusId', m.noSuchStatus],
  ];
  const failed = checks.find(([ok]) => !ok);
  if (failed) throw fieldError(t.lang, failed[1], failed[2]);
}

/** An order outside the caller's scope is, to them, no order (40400). A role that does not see agents keeps the agent as it is. */
export async function updateOrder(
  ctx: Ctx,
  timeZone: string,
  writes: OrderWrites,
  id: number,
  { version, ...f }: Fields & { version: number },
): Promise<OrderRow> {
  const view = await orderView(ctx, timeZone);
  if (!view.agentsShown && f.agentId !== undefined) throw new AppError(Code.FORBIDDEN, m.agentsHidden);
  const written = await writes.prepare();
  return inTransaction(ctx, async (t) => {
    const before = await visibleOrder(t.db, view, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await assertUnique(t, { table: 'orders', column: 'numbers', field: 'numbers' }, f.numbers, id);
    await assertReferences(t, view, f, before);
    const receivedNow = f.isReceived === '已签收';
    return updateVersioned(t, {
      table: 'orders',
      id,
      version,
      set: {
        numbers: f.numbers,
        customer_order_number: f.customerOrderNumber,
        original_tracking_number: f.originalTrackingNumber,
        new_tracking_number: f.newTrackingNumber,
        customer_id: f.customerId,
        ...(f.agentId === undefined ? {} : { agent_id: f.agentId }),
        channel_id: f.channelId,
        country_id: f.countryId,
        consignee_name: f.consigneeName,
        consignee_phone: f.consigneePhone,
        consignee_city: f.consigneeCity,
        consignee_postcode: f.consigneePostcode,
        consignee_address: f.consigneeAddress,
        goods_description: f.goodsDescription,
        hs_code: f.hsCode,
        declared_value: moneyOf(f.declaredValue),
        currency: f.currency,
        weight: weightOf(f.weight),
        pieces: f.pieces,
        cargo_type: f.cargoType,
        address_type: f.addressType,
        length_cm: cmOf(f.lengthCm),
        width_cm: cmOf(f.widthCm),
        height_cm: cmOf(f.heightCm),
        owner_user_id: f.ownerUserId,
        status_id: f.statusId,
        entry_date: new Date(f.entryDate),
        is_received: receivedNow,
        received_at: receivedNow ? (before.receivedAt ?? new Date()) : null,
        remark: f.remark,
      },
      read: (db) => visibleOrder(db, view, id),
      notFound: m.notFound,
      alsoWrite: (db) => written(db, [id], t.user.id),
      audit: { entity: 'order', before },
    });
  });
}

/** Deletes an order the caller sees, with its tracking events. */
export async function deleteOrder(ctx: Ctx, timeZone: string, id: number): Promise<null> {
  const view = await orderView(ctx, timeZone);
  await inTransaction(ctx, async (t) => {
    const before = await visibleOrder(t.db, view, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await t.db.deleteFrom('orders').where('id', '=', id).execute();
    await audit(t, 'delete', 'order', id, before, null);
  });
  return null;
}

/** Every order the filter matches on its tab, streamed in keyset batches. */
export async function exportOrders(ctx: Ctx, timeZone: string, f: OrderFilterValues): Promise<FileAnswer> {
  const view = await orderView(ctx, timeZone);
  assertFilterAllowed(view, f);
  const batches = await orderBatches(ctx.db, view, f, EXPORT_BATCH);
  return writeSheet(
    { ...ctx, timeZone },
    orderSheet,
    (async function* () {
      for await (const rows of batches()) {
        yield rows.map((r) => ({ ...r, ownerUsername: r.username }));
      }
    })(),
  );
}

export const orderTemplate = (ctx: Ctx, timeZone: string): Promise<FileAnswer> =>
  writeSheet({ ...ctx, timeZone }, orderSheet, (async function* () {})());

/**
 * Creates or updates orders by number, all or none: every row must pass the
 * contract's schema and name references that exist, a customer and owner the
 * caller may choose, and no number of an order outside the caller's scope.
 */
export async function importOrders(
  ctx: Ctx,
  timeZone: string,
  writes: OrderWrites,
  file: Buffer,
): Promise<ImportResult> {
  const view = await orderView(ctx, timeZone);
  const rows = await readSheet({ ...ctx, timeZone }, orderSheet, file);
  const given = columnsIn(rows);
  const { rows: checked, errors } = validRows(ctx.lang, orderSheet, rows, orderSheetRow, 'numbers');
  const written = await writes.prepare();
  return inTransaction(ctx, async (t) => {
    const named = checked.map((r) => r.value);
    const refs = await references(t.db, {
      customers: named.map((v) => v.shortName),
      agents: named.map((v) => v.agentCode),
      channels: named.map((v) => v.channelCode),
      countries: named.map((v) => v.countryCode),
      owners: named.map((v) => v.ownerUsername),
    });
    const mineOwners = new Set((await ownersVisible(t.db, view.scope).execute()).map((u) => u.id));
    const mineCustomers = new Set((await visibleCustomers(t.db, view.scope).execute()).map((c) => c.id));
    const existing = await existingOrders(
      t.db,
      named.flatMap((v) => v.numbers ?? []),
    );
    const columns: OrderColumns[] = [];
    // Blank names nothing (null), a name no record has is undefined.
    const idOf = (ids: Map<string, number>, name: string | undefined) => (name ? ids.get(name.toLowerCase()) : null);
    // A field that did not pass the schema (undefined) is already said.
    const known = (name: string | undefined, id: number | null | undefined, among?: Set<number>) =>
      name === undefined || id === null || (id !== undefined && (!among || among.has(id)));
    for (const r of checked) {
      const { row, value: p } = r;
      const fail = (field: string, msg: (typeof m)[keyof typeof m], params?: Record<string, string>) =>
        errors.push(rowError(t.lang, orderSheet, row, field, msg, params));
      const before = p.numbers === undefined ? undefined : existing.get(p.numbers);
      const customerId = idOf(refs.customers, p.shortName);
      const ownerUserId = idOf(refs.owners, p.ownerUsername);
      const agentId = idOf(refs.agents, p.agentCode);
      const channelId = idOf(refs.channels, p.channelCode);
      const countryId = idOf(refs.countries, p.countryCode);
      const statusId = idOf(refs.statuses, p.statusName);
      const n = errors.length;
      if (before && !mineOwners.has(before.owner_user_id)) fail('numbers', m.notYours, { value: before.numbers });
      if (!known(p.shortName, customerId, mineCustomers)) fail('shortName', m.noSuchCustomer);
      if (!known(p.ownerUsername, ownerUserId, mineOwners)) fail('ownerUsername', m.noSuchOwner);
      if (p.agentCode && !view.agentsShown) fail('agentCode', m.noAgentColumn);
      else if (!known(p.agentCode, agentId)) fail('agentCode', m.noSuchAgent);
      if (!known(p.channelCode, channelId)) fail('channelCode', m.noSuchChannel);
      if (!known(p.countryCode, countryId)) fail('countryCode', m.noSuchCountry);
      if (!known(p.statusName, statusId)) fail('statusName', m.noSuchStatus);
      // A complete row had its sides checked by the schema; another row's are checked here, so every fault is said.
      if (!r.complete) for (const side of missingSides(p)) fail(side, measureMessages.required);
      if (!r.complete || errors.length > n) continue;
      const v = r.value;
      columns.push({
        numbers: v.numbers,
        customer_order_number: v.customerOrderNumber,
        original_tracking_number: v.originalTrackingNumber,
        new_tracking_number: v.newTrackingNumber,
        customer_id: customerId!,
        // A role that does not see agents keeps an existing order's agent.
        agent_id: view.agentsShown ? agentId! : (before?.agent_id ?? null),
        channel_id: channelId!,
        country_id: countryId!,
        consignee_name: v.consigneeName,
        consignee_phone: v.consigneePhone,
        consignee_city: v.consigneeCity,
        consignee_postcode: v.consigneePostcode,
        consignee_address: v.consigneeAddress,
        goods_description: v.goodsDescription,
        hs_code: v.hsCode,
        declared_value: moneyOf(v.declaredValue),
        currency: v.currency,
        weight: weightOf(v.weight),
        pieces: v.pieces,
        // A file without the column keeps the order's (undefined); a blank cell clears it.
        ...Object.fromEntries(
          (
            [
              ['cargoType', 'cargo_type', v.cargoType],
              ['addressType', 'address_type', v.addressType],
              ['lengthCm', 'length_cm', cmOf(v.lengthCm)],
              ['widthCm', 'width_cm', cmOf(v.widthCm)],
              ['heightCm', 'height_cm', cmOf(v.heightCm)],
            ] as const
          ).map(([field, column, value]) => [column, given.has(field) ? value : undefined]),
        ),
        owner_user_id: ownerUserId!,
        status_id: statusId!,
        remark: v.remark,
        entry_date: v.entryDate ? new Date(v.entryDate) : (before?.entry_date ?? new Date()),
      });
    }
    if (errors.length) throw refuseImport(errors.sort((a, b) => a.row - b.row));
    return upsertOrders(t.db, columns, existing, written, t.user.id, {
      created: (id, after) => audit(t, 'create', 'order', id, null, after),
      updated: (before, after) => audit(t, 'update', 'order', before.id, before, after),
    });
  });
}
