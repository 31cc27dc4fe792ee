import { orders as endpoints, type BodyOf, type OrderFilter, type ResponseOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { download, request, upload } from './client.ts';

export interface OrderPageQuery {
  page: number;
  size: number;
  filter: OrderFilter;
}
type OrderPage = ResponseOf<typeof endpoints.page>;
/** Changes of an order a page of its history shows. */
export const ORDER_HISTORY_PAGE = 20;

/** A page of orders as the list components read it (records and total on top), with the two tabs' counts. */
const flatten = ({ orders, unsignedCount, signedCount }: OrderPage) => ({ ...orders, unsignedCount, signedCount });
export type OrderList = ReturnType<typeof flatten>;

/** Orders (运单) in the caller's data scope: the filtered page, edit, delete, history, Excel (their tracking: api/tracking.ts). */
export const ordersApi = {
  page: ({ page, size, filter }: OrderPageQuery) => request(endpoints.page, { query: { page, size }, body: filter }),
  update: (id: number, body: BodyOf<typeof endpoints.update>) => request(endpoints.update, { params: { id }, body }),
  remove: (id: number) => request(endpoints.remove, { params: { id } }),
  /** Its changes from the audit log, newest first, a page of them. */
  history: (id: number, currentPage: number) =>
    request(endpoints.history, { params: { id }, query: { currentPage, pageSize: ORDER_HISTORY_PAGE } }),
  /** What every order the filter matches on its tab adds up to. */
  totals: (filter: OrderFilter) => request(endpoints.totals, { body: filter }),
  /** All or none of the chosen orders. */
  batchStatus: (ids: number[], statusId: number) => request(endpoints.batchStatus, { body: { ids, statusId } }),
  batchRemove: (ids: number[]) => request(endpoints.batchRemove, { body: { ids } }),
  /** Every order the filter matches, not only the page shown. */
  exportSheet: (filter: OrderFilter, fileName: string) => download(endpoints.exportSheet, undefined, fileName, filter),
  template: (fileName: string) => download(endpoints.template, undefined, fileName),
  /** Quiet: a refused file's row-by-row report is the caller's to show. */
  importSheet: (file: File) => upload(endpoints.importSheet, file, { quiet: true }),
};

export const ordersQueries = {
  page: (query: OrderPageQuery) =>
    queryOptions({
      queryKey: areaKey('orders', 'page', query),
      queryFn: () => ordersApi.page(query).then(flatten),
      placeholderData: keepPreviousData,
    }),
  history: (id: number, page: number) =>
    queryOptions({
      queryKey: areaKey('orders', 'history', { id, page }),
      queryFn: () => ordersApi.history(id, page),
      placeholderData: keepPreviousData,
    }),
  totals: (filter: OrderFilter) =>
    queryOptions({
      queryKey: areaKey('orders', 'totals', filter),
      queryFn: () => ordersApi.totals(filter),
      placeholderData: keepPreviousData,
    }),
};
