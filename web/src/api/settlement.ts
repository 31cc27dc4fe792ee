import { settlement as endpoints, type ChargeFilter } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

export interface ChargePageQuery {
  page: number;
  size: number;
  filter: ChargeFilter;
}

/** 结算管理 → 运单计费: each order's charge in the caller's data scope (cost and profit only with charge:cost). */
export const settlementApi = {
  chargePage: ({ page, size, filter }: ChargePageQuery) =>
    request(endpoints.chargePage, { query: { page, size }, body: filter }),
  charge: (id: number) => request(endpoints.charge, { params: { id }, query: { currentPage: 1, pageSize: 20 } }),
  price: (id: number) => request(endpoints.price, { params: { id } }),
  /** Answers the job pricing them. */
  priceAll: (scope: 'unpriced' | 'unbilled') => request(endpoints.priceAll, { body: { scope } }),
};

export const settlementQueries = {
  chargePage: (query: ChargePageQuery) =>
    queryOptions({
      queryKey: areaKey('settlement', 'chargePage', query),
      queryFn: () => settlementApi.chargePage(query),
      placeholderData: keepPreviousData,
    }),
  charge: (id: number) =>
    queryOptions({ queryKey: areaKey('settlement', 'charge', { id }), queryFn: () => settlementApi.charge(id) }),
};
