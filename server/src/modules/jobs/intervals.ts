import type { Db } from '../../http/context.ts';
import type { Intervals } from './schedule.ts';

/**
 * The schedules' intervals from 物流系统设置 (`logistics_settings`), in minutes.
 * TODO(logistics): move to the logistics module once it has its service; app.ts passes it to createJobs.
 */
export const logisticsIntervals: Intervals = async (db: Db) => {
  const s = await db
    .selectFrom('logistics_settings')
    .select(['sync_every_minutes', 'refresh_every_minutes', 'reconcile_every_minutes'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!s) return {};
  return { orderSync: s.sync_every_minutes, trackingRefresh: s.refresh_every_minutes, trackingReconcile: s.reconcile_every_minutes };
};
