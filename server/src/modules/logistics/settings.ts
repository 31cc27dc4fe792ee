import type { LogisticsSettings, logisticsSettingsBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { assertVersion } from '../../http/rules.ts';
import type { OutsideClients } from '../../plugins/outside-clients.ts';
import type { UpstreamClient } from '../../outside/upstream/client.ts';
import { assertKeyOf, storedKey } from '../apis/keys.ts';
import { audit } from '../audit/service.ts';
import { saveTrackingSettings, trackingSettings, WEBHOOK_PATH } from '../tracking/settings.ts';

/*
 * 同步与追踪 sets the sync's settings, kept here, and tracking's, kept by the
 * tracking area: one form, saved in one transaction at the version of this
 * row (every save bumps it).
 */

const row = (db: Db) =>
  db
    .selectFrom('logistics_settings')
    .select(['order_api_key_id', 'sync_every_minutes', 'stale_days', 'version'])
    .where('id', '=', 1);

export async function logisticsSettings(db: Db, lock = false): Promise<LogisticsSettings> {
  const q = row(db);
  const r = await (lock ? q.forUpdate() : q).executeTakeFirstOrThrow();
  return {
    orderApiKeyId: r.order_api_key_id,
    ...(await trackingSettings(db)),
    syncEveryMinutes: r.sync_every_minutes,
    staleDays: r.stale_days,
    webhookPath: WEBHOOK_PATH,
    version: r.version,
  };
}

/** Days without a new event after which an unsigned parcel is a problem. */
export const staleDays = async (db: Db): Promise<number> =>
  (await db.selectFrom('logistics_settings').select('stale_days').where('id', '=', 1).executeTakeFirstOrThrow())
    .stale_days;

/** How often the sync runs, in minutes (0: never): the jobs' schedule reads it at every pass. */
export const scheduleMinutes = async (db: Db) => ({
  orderSync: (
    await db.selectFrom('logistics_settings').select('sync_every_minutes').where('id', '=', 1).executeTakeFirstOrThrow()
  ).sync_every_minutes,
});

/** The upstream system's client, with the key the settings choose now (its client made once per key version). */
export const upstreamOf = (db: Db, outside: OutsideClients) => async (): Promise<UpstreamClient> =>
  outside.upstream(
    await storedKey(
      db,
      'orders',
      (
        await db
          .selectFrom('logistics_settings')
          .select('order_api_key_id')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow()
      ).order_api_key_id,
    ),
  );

/** The keys chosen must exist and be of their kind. */
export async function saveLogisticsSettings(
  ctx: Ctx,
  body: z.output<typeof logisticsSettingsBody>,
): Promise<LogisticsSettings> {
  return inTransaction(ctx, async (t) => {
    const before = await logisticsSettings(t.db, true);
    await assertVersion(body.version, before, () => logisticsSettings(t.db));
    await assertKeyOf(t, 'orderApiKeyId', 'orders', body.orderApiKeyId);
    await saveTrackingSettings(t, body);
    await t.db
      .updateTable('logistics_settings')
      .set((eb) => ({
        order_api_key_id: body.orderApiKeyId,
        sync_every_minutes: body.syncEveryMinutes,
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
  (await db.selectFrom('logistics_settings').select('synced_until').where('id', '=', 1).executeTakeFirstOrThrow())
    .synced_until;

export const markSyncedUntil = (db: Db, until: Date) =>
  db
    .updateTable('logistics_settings')
    .set({ synced_until: until })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('synced_until', 'is', null), eb('synced_until', '<', until)]))
    .execute();
