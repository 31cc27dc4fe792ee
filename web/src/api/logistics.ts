import { logistics as endpoints, type BodyOf, type QueryOf } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

export type SyncWindow = QueryOf<typeof endpoints.syncOrders>;
export type CarrierFields = BodyOf<typeof endpoints.createCarrier>;

/** 同步与追踪: which API keys reach the outside services, the schedules, the carriers; and pulling orders from upstream. */
export const logisticsApi = {
  settings: () => request(endpoints.settings),
  saveSettings: (body: BodyOf<typeof endpoints.saveSettings>) => request(endpoints.saveSettings, { body }),
  carriers: () => request(endpoints.carriers),
  createCarrier: (body: CarrierFields) => request(endpoints.createCarrier, { body }),
  updateCarrier: (id: number, body: BodyOf<typeof endpoints.updateCarrier>) =>
    request(endpoints.updateCarrier, { params: { id }, body }),
  removeCarrier: (id: number) => request(endpoints.removeCarrier, { params: { id } }),
  /** Always a job: a window of a day or less comes back done with its counts, a longer one queued. */
  syncOrders: (window: SyncWindow) => request(endpoints.syncOrders, { query: window }),
};

export const logisticsQueries = {
  settings: () => queryOptions({ queryKey: areaKey('logistics', 'settings'), queryFn: logisticsApi.settings }),
  carriers: () => queryOptions({ queryKey: areaKey('logistics', 'carriers'), queryFn: logisticsApi.carriers }),
};
