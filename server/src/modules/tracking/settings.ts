import type { Ctx, Db } from '../../http/context.ts';
import type { TrackingClient } from '../../outside/tracking/client.ts';
import type { OutsideClients } from '../../plugins/outside-clients.ts';
import { assertKeyOf, storedKey } from '../apis/keys.ts';

/** Where the provider pushes (under /api). */
export const WEBHOOK_PATH = '/api/tracking/webhook';

/** The key the provider is asked with (API management, kind `tracking`), and how often the schedules run in minutes (0: never). */
export interface TrackingSettings {
  trackingApiKeyId: number | null;
  refreshEveryMinutes: number;
  reconcileEveryMinutes: number;
}

const row = (db: Db) =>
  db
    .selectFrom('tracking_settings')
    .select(['tracking_api_key_id', 'refresh_every_minutes', 'reconcile_every_minutes'])
    .where('id', '=', 1);

export async function trackingSettings(db: Db): Promise<TrackingSettings> {
  const r = await row(db).executeTakeFirstOrThrow();
  return {
    trackingApiKeyId: r.tracking_api_key_id,
    refreshEveryMinutes: r.refresh_every_minutes,
    reconcileEveryMinutes: r.reconcile_every_minutes,
  };
}

/** In the caller's transaction, which checks the version of the form these are saved with (the logistics settings'). */
export async function saveTrackingSettings(t: Ctx, s: TrackingSettings): Promise<void> {
  await assertKeyOf(t, 'trackingApiKeyId', 'tracking', s.trackingApiKeyId);
  await t.db
    .updateTable('tracking_settings')
    .set({
      tracking_api_key_id: s.trackingApiKeyId,
      refresh_every_minutes: s.refreshEveryMinutes,
      reconcile_every_minutes: s.reconcileEveryMinutes,
      updated_at: new Date(),
    })
    .where('id', '=', 1)
    .execute();
}

/** How often the refresh and the reconciliation run, read by the jobs' schedule at every pass. */
export async function scheduleMinutes(db: Db) {
  const s = await trackingSettings(db);
  return { trackingRefresh: s.refreshEveryMinutes, trackingReconcile: s.reconcileEveryMinutes };
}

/** The provider's client with the key that signs its pushes, as the settings choose the key now. */
export type Provider = () => Promise<{ client: TrackingClient; key: string }>;

/** One settings read and one key read a call; the client, and the key's decryption, are made once per key version. */
export const providerOf =
  (db: Db, outside: OutsideClients): Provider =>
  async () =>
    outside.tracking(await storedKey(db, 'tracking', (await trackingSettings(db)).trackingApiKeyId));
