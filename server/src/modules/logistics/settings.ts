import type { JobKind, LogisticsSettings, logisticsSettingsBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { assertVersion, fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { logisticsMessages as m } from './messages.ts';

/** Where the provider pushes (under /api). */
export const WEBHOOK_PATH = '/api/tracking/webhook';

const row = (db: Db) => db.selectFrom('logistics_settings').selectAll().where('id', '=', 1);

const toSettings = (r: Awaited<ReturnType<ReturnType<typeof row>['executeTakeFirstOrThrow']>>): LogisticsSettings => ({
  orderApiKeyId: r.order_api_key_id,
  trackingApiKeyId: r.tracking_api_key_id,
  syncEveryMinutes: r.sync_every_minutes,
  refreshEveryMinutes: r.refresh_every_minutes,
  reconcileEveryMinutes: r.reconcile_every_minutes,
  staleDays: r.stale_days,
  webhookPath: WEBHOOK_PATH,
  version: r.version,
});

export const logisticsSettings = async (db: Db): Promise<LogisticsSettings> => toSettings(await row(db).executeTakeFirstOrThrow());

/** Days without a new event after which an unsigned parcel is a problem. */
export const staleDays = async (db: Db): Promise<number> =>
  (await db.selectFrom('logistics_settings').select('stale_days').where('id', '=', 1).executeTakeFirstOrThrow()).stale_days;

/** How often each scheduled job runs, in minutes (0: never): the jobs' schedules read it every tick. */
export async function scheduleMinutes(db: Db): Promise<Record<JobKind, number>> {
  const s = await logisticsSettings(db);
  return { orderSync: s.syncEveryMinutes, trackingRefresh: s.refreshEveryMinutes, trackingReconcile: s.reconcileEveryMinutes };
}

/** The keys chosen must exist and be of their kind. */
export async function saveLogisticsSettings(ctx: Ctx, body: z.output<typeof logisticsSettingsBody>): Promise<LogisticsSettings> {
  return inTransaction(ctx, async (t) => {
    const before = toSettings(await row(t.db).forUpdate().executeTakeFirstOrThrow());
    await assertVersion(body.version, before, () => logisticsSettings(t.db));
    for (const [field, kind, id] of [['orderApiKeyId', 'orders', body.orderApiKeyId], ['trackingApiKeyId', 'tracking', body.trackingApiKeyId]] as const) {
      if (id !== null && !(await t.db.selectFrom('api_keys').select('id').where('id', '=', id).where('kind', '=', kind).executeTakeFirst())) {
        throw fieldError(t.lang, field, m.noSuchKey);
      }
    }
    await t.db
      .updateTable('logistics_settings')
      .set((eb) => ({
        order_api_key_id: body.orderApiKeyId,
        tracking_api_key_id: body.trackingApiKeyId,
        sync_every_minutes: body.syncEveryMinutes,
        refresh_every_minutes: body.refreshEveryMinutes,
        reconcile_every_minutes: body.reconcileEveryMinutes,
        stale_days: body.staleDays,
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', 1)
      .execute();
    const after = await logisticsSettings(t.db);
    await audit(t, 'update', 'logistics_settings', 1, before, after);
    return after;
  });
}

/** The end of the last successful sync window, where the next scheduled one starts. */
export const syncedUntil = async (db: Db): Promise<Date | null> =>
  (await db.selectFrom('logistics_settings').select('synced_until').where('id', '=', 1).executeTakeFirstOrThrow()).synced_until;

export const markSyncedUntil = (db: Db, until: Date) =>
  db.updateTable('logistics_settings').set({ synced_until: until }).where('id', '=', 1).where((eb) => eb.or([eb('synced_until', 'is', null), eb('synced_until', '<', until)])).execute();

