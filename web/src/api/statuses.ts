import { statuses as endpoints, type BodyOf } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** Number statuses (a waybill's business state) and tracking statuses (the provider's, named in four languages). */
export const statusesApi = {
  numberOptions: () => request(endpoints.numberOptions),
  trackingOptions: () => request(endpoints.trackingOptions),
  numberList: () => request(endpoints.numberList),
  numberCreate: (body: BodyOf<typeof endpoints.numberCreate>) => request(endpoints.numberCreate, { body }),
  numberUpdate: (id: number, body: BodyOf<typeof endpoints.numberUpdate>) =>
    request(endpoints.numberUpdate, { params: { id }, body }),
  numberRemove: (id: number) => request(endpoints.numberRemove, { params: { id } }),
  /** Every number status's id, in the new order. */
  numberReorder: (ids: number[]) => request(endpoints.numberReorder, { body: { ids } }),
  trackingList: () => request(endpoints.trackingList),
  trackingUpdate: (id: number, body: BodyOf<typeof endpoints.trackingUpdate>) =>
    request(endpoints.trackingUpdate, { params: { id }, body }),
};

/** Options are loaded once; this console's changes reload the area. */
export const statusesQueries = {
  numberOptions: () =>
    queryOptions({
      queryKey: areaKey('statuses', 'numberOptions'),
      queryFn: statusesApi.numberOptions,
      staleTime: Infinity,
    }),
  trackingOptions: () =>
    queryOptions({
      queryKey: areaKey('statuses', 'trackingOptions'),
      queryFn: statusesApi.trackingOptions,
      staleTime: Infinity,
    }),
  numberList: () => queryOptions({ queryKey: areaKey('statuses', 'numberList'), queryFn: statusesApi.numberList }),
  trackingList: () =>
    queryOptions({ queryKey: areaKey('statuses', 'trackingList'), queryFn: statusesApi.trackingList }),
};
