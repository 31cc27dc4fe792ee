import { tracking as endpoints } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** Orders' tracking, on the orders page and the home's tools: kept events, and asking the provider now. */
export const trackingApi = {
  /** An order's stored events, newest first. */
  order: (id: number) => request(endpoints.order, { params: { id } }),
  /** Asks the tracking provider now about one order. */
  fetchSingleTrackingInfo: (originalTrackingNumber: string) =>
    request(endpoints.fetchSingleTrackingInfo, { query: { originalTrackingNumber } }),
  /** Refreshes every unsigned order of an employee: answers the job doing it. */
  fetchTrackingInfo: (username: string) => request(endpoints.fetchTrackingInfo, { query: { username } }),
  /** Refreshes the chosen orders: answers the job doing it. */
  batchTrack: (ids: number[]) => request(endpoints.batchTrack, { body: { ids } }),
};

export const trackingQueries = {
  order: (id: number) =>
    queryOptions({ queryKey: areaKey('tracking', 'order', { id }), queryFn: () => trackingApi.order(id) }),
};
