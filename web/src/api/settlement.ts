import {
  settlement as endpoints,
  type ChargeFilter,
  type ExchangeRateFields,
  type PriceLevelFields,
  type ProfitFilter,
  type ProfitGroup,
} from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { download, request } from './client.ts';

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
  chargeTotals: (filter: ChargeFilter) => request(endpoints.chargeTotals, { body: filter }),
  chargeExport: (filter: ChargeFilter, fileName: string) =>
    download(endpoints.chargeExport, undefined, fileName, filter),
  priceSelected: (ids: number[]) => request(endpoints.priceSelected, { body: { ids } }),
  /** 客户价格等级. */
  priceLevels: (customerId?: number) => request(endpoints.priceLevels, { query: { customerId } }),
  priceLevelCreate: (body: PriceLevelFields) => request(endpoints.priceLevelCreate, { body }),
  priceLevelUpdate: (id: number, body: { kind: 'percent' | 'sheet'; percent: string | null; version: number }) =>
    request(endpoints.priceLevelUpdate, { params: { id }, body }),
  priceLevelDelete: (id: number) => request(endpoints.priceLevelDelete, { params: { id } }),
  /** 汇率: a month's rates (CNY for one unit). */
  rates: (month: string) => request(endpoints.rates, { query: { month } }),
  rateCreate: (body: ExchangeRateFields) => request(endpoints.rateCreate, { body }),
  rateUpdate: (id: number, body: { rate: string; version: number }) =>
    request(endpoints.rateUpdate, { params: { id }, body }),
  rateDelete: (id: number) => request(endpoints.rateDelete, { params: { id } }),
  rateCopy: (month: string) => request(endpoints.rateCopy, { body: { month } }),
  /** 利润报表. */
  profit: (filter: ProfitFilter, groupBy: ProfitGroup) => request(endpoints.profit, { query: { ...filter, groupBy } }),
  profitOrders: (filter: ProfitFilter, currentPage: number, pageSize: number) =>
    request(endpoints.profitOrders, { query: { ...filter, currentPage, pageSize } }),
  profitExport: (filter: ProfitFilter, groupBy: ProfitGroup | 'order', fileName: string) =>
    download(endpoints.profitExport, { ...filter, groupBy }, fileName),
  moneySummary: () => request(endpoints.moneySummary),
};

export const settlementQueries = {
  chargePage: (query: ChargePageQuery) =>
    queryOptions({
      queryKey: areaKey('settlement', 'chargePage', query),
      queryFn: () => settlementApi.chargePage(query),
      placeholderData: keepPreviousData,
    }),
  chargeTotals: (filter: ChargeFilter) =>
    queryOptions({
      queryKey: areaKey('settlement', 'chargeTotals', filter),
      queryFn: () => settlementApi.chargeTotals(filter),
    }),
  charge: (id: number) =>
    queryOptions({ queryKey: areaKey('settlement', 'charge', { id }), queryFn: () => settlementApi.charge(id) }),
  priceLevels: (customerId?: number) =>
    queryOptions({
      queryKey: areaKey('settlement', 'priceLevels', { customerId }),
      queryFn: () => settlementApi.priceLevels(customerId),
    }),
  rates: (month: string) =>
    queryOptions({ queryKey: areaKey('settlement', 'rates', { month }), queryFn: () => settlementApi.rates(month) }),
  profit: (filter: ProfitFilter, groupBy: ProfitGroup) =>
    queryOptions({
      queryKey: areaKey('settlement', 'profit', { filter, groupBy }),
      queryFn: () => settlementApi.profit(filter, groupBy),
      placeholderData: keepPreviousData,
    }),
  profitOrders: (filter: ProfitFilter, page: number, size: number) =>
    queryOptions({
      queryKey: areaKey('settlement', 'profitOrders', { filter, page, size }),
      queryFn: () => settlementApi.profitOrders(filter, page, size),
      placeholderData: keepPreviousData,
    }),
  /** The home page's revenue and profit: reloaded with settlement, and so with every order change too. */
  moneySummary: () =>
    queryOptions({ queryKey: areaKey('settlement', 'moneySummary', {}), queryFn: () => settlementApi.moneySummary() }),
};
