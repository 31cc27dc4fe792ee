import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, int, nothing, ref, text, version } from './common.ts';
import { P } from './permission-codes.ts';
import { job } from './jobs.ts';

/**
 * 物流系统设置 → 同步与追踪: which stored API key reaches the upstream order
 * system and the tracking provider, how often the schedules run (0: never),
 * when a parcel without news becomes a problem, and the carriers the provider
 * knows (agents name theirs).
 */
export const logisticsSettings = z.object({
  /** API keys (API management) of kind `orders` and `tracking`. */
  orderApiKeyId: z.number().int().nullable(),
  trackingApiKeyId: z.number().int().nullable(),
  syncEveryMinutes: z.number().int(),
  refreshEveryMinutes: z.number().int(),
  reconcileEveryMinutes: z.number().int(),
  /** A parcel with no new event for this many days is a problem parcel. */
  staleDays: z.number().int(),
  /** Where the provider is to push (give it to the provider); the key signs pushes. */
  webhookPath: z.string(),
  version: z.number().int(),
});
export type LogisticsSettings = z.infer<typeof logisticsSettings>;

const minutes = int(0, 7 * 24 * 60);
export const logisticsSettingsBody = z.strictObject({
  orderApiKeyId: ref.nullable(),
  trackingApiKeyId: ref.nullable(),
  syncEveryMinutes: minutes,
  refreshEveryMinutes: minutes,
  reconcileEveryMinutes: minutes,
  staleDays: int(1, 90),
  version,
});

export const carrier = z.object({
  id: z.number().int(),
  code: z.number().int(),
  name: z.string(),
  version: z.number().int(),
});
export type Carrier = z.infer<typeof carrier>;
/** `code` is the provider's carrier key, unique. */
export const carrierFields = z.strictObject({ code: int(1, 999_999), name: text(50) });

/** A sync window: date-times with their offset; at most 31 days. */
export const syncWindow = z
  .object({ beginTime: z.iso.datetime({ offset: true }), endTime: z.iso.datetime({ offset: true }) })
  .refine((w) => Date.parse(w.beginTime) < Date.parse(w.endTime), {
    path: ['endTime'],
    message: 'endTime must be after beginTime',
  })
  .refine((w) => Date.parse(w.endTime) - Date.parse(w.beginTime) <= 31 * 86_400_000, {
    path: ['endTime'],
    message: 'at most 31 days',
  });

export const logistics = {
  settings: endpoint({
    method: 'GET',
    path: '/logistics/settings',
    type: 'logistics',
    summary: 'Sync and tracking settings',
    access: P.logistics.view,
    response: logisticsSettings,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/logistics/settings',
    type: 'logistics',
    summary: 'Change the sync and tracking settings (version checked)',
    access: P.logistics.edit,
    body: logisticsSettingsBody,
    response: logisticsSettings,
  }),
  carriers: endpoint({
    method: 'GET',
    path: '/logistics/carriers',
    type: 'logistics',
    summary: 'The tracking provider’s carriers, for pickers',
    // An agent's tracking carrier is picked from them.
    access: [P.logistics.view, P.agent.options],
    response: z.array(carrier),
  }),
  createCarrier: endpoint({
    method: 'POST',
    path: '/logistics/carriers',
    type: 'logistics',
    summary: 'Add a carrier',
    access: P.logistics.edit,
    body: carrierFields,
    response: carrier,
  }),
  updateCarrier: endpoint({
    method: 'PUT',
    path: '/logistics/carriers/:id',
    type: 'logistics',
    summary: 'Edit a carrier (version checked)',
    access: P.logistics.edit,
    params: idParams,
    body: carrierFields.extend({ version }),
    response: carrier,
  }),
  removeCarrier: endpoint({
    method: 'DELETE',
    path: '/logistics/carriers/:id',
    type: 'logistics',
    summary: 'Delete a carrier',
    access: P.logistics.edit,
    params: idParams,
    response: nothing,
  }),
  /**
   * Pull the orders created or changed upstream in the window. Always a job
   * (the run log keeps it; another process finishes it if this one dies); a
   * window of a day or less starts at once and is answered when its first
   * attempt ends (done with its counts, failed, or queued for a retry) or
   * running after 10 seconds; a longer one comes back queued.
   */
  syncOrders: endpoint({
    method: 'GET',
    path: '/sync/orders',
    type: 'logistics',
    summary: 'Pull orders from the upstream order system for a time window',
    access: P.order.sync,
    query: syncWindow,
    response: job,
  }),
};

export const SYNC_INLINE_MAX_MS = 86_400_000;
