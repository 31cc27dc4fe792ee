import {
  Code, type Language, type NumberStatusOption, type NumberStatusRow, type numberStatusUpdateBody, type TrackingStatusOption,
  type TrackingStatusRow, type trackingStatusUpdateBody,
} from '@fwd/contract';
import type { z } from 'zod';
import { NAMES } from '../../db/columns.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { assertUnique, fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { statusMessages as m } from './messages.ts';

const numberRows = (db: Db) =>
  db.selectFrom('number_statuses').select(['id', 'code', 'status_name as statusName', 'color', 'enabled', 'sort', 'version']).orderBy('sort').orderBy('id');
const numberById = (db: Db, id: number): Promise<NumberStatusRow | undefined> => numberRows(db).where('id', '=', id).executeTakeFirst();

export const numberStatusOptions = (db: Db): Promise<NumberStatusOption[]> =>
  db.selectFrom('number_statuses').select(['id', 'status_name as statusName', 'color']).where('enabled', '=', true).orderBy('sort').orderBy('id').execute();

export const listNumberStatuses = (db: Db): Promise<NumberStatusRow[]> => numberRows(db).execute();

export function updateNumberStatus(ctx: Ctx, id: number, { version, ...f }: z.output<typeof numberStatusUpdateBody>): Promise<NumberStatusRow> {
  return inTransaction(ctx, async (t) => {
    const before = await numberById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await assertUnique(t, { table: 'number_statuses', column: 'status_name', field: 'statusName' }, f.statusName, id);
    return updateVersioned(t, {
      table: 'number_statuses',
      id,
      version,
      set: { status_name: f.statusName, color: f.color, enabled: f.enabled },
      read: (db) => numberById(db, id),
      notFound: m.notFound,
      audit: { entity: 'number_status', before },
    });
  });
}

/** `ids` is every number status once, in the new order; only those that moved get a new version. */
export function reorderNumberStatuses(ctx: Ctx, ids: number[]): Promise<NumberStatusRow[]> {
  return inTransaction(ctx, async (t) => {
    const before = await numberRows(t.db).forUpdate().execute();
    const all = new Set(before.map((s) => s.id));
    if (ids.length !== all.size || new Set(ids).size !== ids.length || !ids.every((id) => all.has(id))) throw fieldError(t.lang, 'ids', m.reorderAll);
    for (const [sort, id] of ids.entries()) {
      await t.db
        .updateTable('number_statuses')
        .set((eb) => ({ sort, version: eb('version', '+', 1), updated_at: new Date() }))
        .where('id', '=', id)
        .where('sort', '!=', sort)
        .execute();
    }
    await audit(t, 'update', 'number_status.order', 'all', before.map((s) => s.id), ids);
    return numberRows(t.db).execute();
  });
}

export const trackingStatusOptions = (db: Db, lang: Language): Promise<TrackingStatusOption[]> =>
  db.selectFrom('tracking_statuses').select(['id', 'code', `name_${lang} as trackingStatus`]).orderBy('sort').orderBy('id').execute();

const trackingRows = (db: Db) =>
  db
    .selectFrom('tracking_statuses')
    .select(['id', 'code', ...NAMES, 'version'])
    .orderBy('sort')
    .orderBy('id');
const trackingById = (db: Db, id: number): Promise<TrackingStatusRow | undefined> => trackingRows(db).where('id', '=', id).executeTakeFirst();

export const listTrackingStatuses = (db: Db): Promise<TrackingStatusRow[]> => trackingRows(db).execute();

/** The provider's code stays; its names in the four languages are the staff's words. */
export function updateTrackingStatus(ctx: Ctx, id: number, { version, ...n }: z.output<typeof trackingStatusUpdateBody>): Promise<TrackingStatusRow> {
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
