import {
  Code,
  type Language,
  type NumberStatusOption,
  type NumberStatusRow,
  type numberStatusFields,
  type TrackingStatusOption,
  type TrackingStatusRow,
  type trackingStatusUpdateBody,
} from '@fwd/contract';
import type { z } from 'zod';
import { nameIn, NAMES } from '../../db/columns.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { sql } from 'kysely';
import { AppError } from '../../http/errors.ts';
import { assertUnique, fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { statusMessages as m } from './messages.ts';

type NumberFields = z.output<typeof numberStatusFields>;
const NAME_FIELDS = { zh: 'nameZh', en: 'nameEn', es: 'nameEs', ja: 'nameJa' } as const;

/** Orders with a status, from the order page's counts (every owner's: owner 0). */
const ordersWith = sql<number>`coalesce((select sum(n)::int from order_counts c
  where c.dim = 'status' and c.owner_user_id = 0 and c.val = number_statuses.id::text), 0)`;

const numberRows = (db: Db, lang: Language) =>
  db
    .selectFrom('number_statuses')
    .select([
      'id',
      'code',
      nameIn(lang).as('statusName'),
      ...NAMES,
      'color',
      'enabled',
      'sort',
      ordersWith.as('orders'),
      'version',
    ])
    .orderBy('sort')
    .orderBy('id');
const numberById = (db: Db, lang: Language, id: number): Promise<NumberStatusRow | undefined> =>
  numberRows(db, lang).where('id', '=', id).executeTakeFirst();

const numberColumns = (f: NumberFields) => ({
  name_zh: f.nameZh,
  name_en: f.nameEn,
  name_es: f.nameEs,
  name_ja: f.nameJa,
  color: f.color,
  enabled: f.enabled,
});

/** Each name given is unique in its language (a blank translation is no name). */
async function assertNamesUnique(ctx: Ctx, f: NumberFields, exceptId?: number): Promise<void> {
  for (const [lang, field] of Object.entries(NAME_FIELDS)) {
    if (f[field])
      await assertUnique(ctx, { table: 'number_statuses', column: `name_${lang}`, field }, f[field], exceptId);
  }
}

export const numberStatusOptions = (db: Db, lang: Language): Promise<NumberStatusOption[]> =>
  db
    .selectFrom('number_statuses')
    .select(['id', nameIn(lang).as('statusName'), 'color'])
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const listNumberStatuses = (db: Db, lang: Language): Promise<NumberStatusRow[]> =>
  numberRows(db, lang).execute();

/** A status staff add has no code and comes last. */
export function createNumberStatus(ctx: Ctx, f: NumberFields): Promise<NumberStatusRow> {
  return inTransaction(ctx, async (t) => {
    await assertNamesUnique(t, f);
    const { id } = await t.db
      .insertInto('number_statuses')
      .values((eb) => ({
        ...numberColumns(f),
        sort: eb.selectFrom('number_statuses').select(sql<number>`coalesce(max(sort) + 1, 0)`.as('next')),
      }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (await numberById(t.db, t.lang, id))!;
    await audit(t, 'create', 'number_status', id, null, row);
    return row;
  });
}

export function updateNumberStatus(
  ctx: Ctx,
  id: number,
  { version, ...f }: NumberFields & { version: number },
): Promise<NumberStatusRow> {
  return inTransaction(ctx, async (t) => {
    const before = await numberById(t.db, t.lang, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await assertNamesUnique(t, f, id);
    return updateVersioned(t, {
      table: 'number_statuses',
      id,
      version,
      set: numberColumns(f),
      read: (db) => numberById(db, t.lang, id),
      notFound: m.notFound,
      audit: { entity: 'number_status', before },
    });
  });
}

/** Only one staff added (the system acts by the built-in ones); refused (40900, naming the orders and how many) while an order has it: the foreign key decides. */
export async function deleteNumberStatus(ctx: Ctx, id: number): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await numberById(t.db, t.lang, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    if (before.code !== null) throw new AppError(Code.CONFLICT, m.builtIn);
    await t.db.deleteFrom('number_statuses').where('id', '=', id).execute();
    await audit(t, 'delete', 'number_status', id, before, null);
  });
  return null;
}

/** `ids` is every number status once, in the new order; only those that moved get a new version. */
export function reorderNumberStatuses(ctx: Ctx, ids: number[]): Promise<NumberStatusRow[]> {
  return inTransaction(ctx, async (t) => {
    const before = await numberRows(t.db, t.lang).forUpdate().execute();
    const all = new Set(before.map((s) => s.id));
    if (ids.length !== all.size || new Set(ids).size !== ids.length || !ids.every((id) => all.has(id)))
      throw fieldError(t.lang, 'ids', m.reorderAll);
    for (const [sort, id] of ids.entries()) {
      await t.db
        .updateTable('number_statuses')
        .set((eb) => ({ sort, version: eb('version', '+', 1), updated_at: new Date() }))
        .where('id', '=', id)
        .where('sort', '!=', sort)
        .execute();
    }
    await audit(
      t,
      'update',
      'number_status.order',
      'all',
      before.map((s) => s.id),
      ids,
    );
    return numberRows(t.db, t.lang).execute();
  });
}

export const trackingStatusOptions = (db: Db, lang: Language): Promise<TrackingStatusOption[]> =>
  db
    .selectFrom('tracking_statuses')
    .select(['id', 'code', nameIn(lang).as('trackingStatus')])
    .orderBy('sort')
    .orderBy('id')
    .execute();

const trackingRows = (db: Db) =>
  db
    .selectFrom('tracking_statuses')
    .select(['id', 'code', ...NAMES, 'version'])
    .orderBy('sort')
    .orderBy('id');
const trackingById = (db: Db, id: number): Promise<TrackingStatusRow | undefined> =>
  trackingRows(db).where('id', '=', id).executeTakeFirst();

export const listTrackingStatuses = (db: Db): Promise<TrackingStatusRow[]> => trackingRows(db).execute();

/** The provider's code stays; its names in the four languages are the staff's words. */
export function updateTrackingStatus(
  ctx: Ctx,
  id: number,
  { version, ...n }: z.output<typeof trackingStatusUpdateBody>,
): Promise<TrackingStatusRow> {
  return inTransaction(ctx, async (t) => {
    const before = await trackingById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    return updateVersioned(t, {
      table: 'tracking_statuses',
      id,
      version,
      set: { name_zh: n.nameZh, name_en: n.nameEn, name_es: n.nameEs, name_ja: n.nameJa },
      read: (db) => trackingById(db, id),
      notFound: m.notFound,
      audit: { entity: 'tracking_status', before },
    });
  });
}
