import {
  statements as endpoints,
  type AccountFilter,
  type AccountInput,
  type AdjustmentInput,
  type CustomerPaymentFilter,
  type CustomerPaymentInput,
  type StatementCreate,
  type StatementFilter,
} from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { download, request } from './client.ts';

/** 结算管理 → 客户对账 and 收款: statements, adjustments, payments, each customer's account. */
export const statementsApi = {
  page: (query: StatementFilter) => request(endpoints.page, { query }),
  customers: () => request(endpoints.customers),
  create: (body: StatementCreate) => request(endpoints.create, { body }),
  detail: (id: number) => request(endpoints.detail, { params: { id } }),
  issue: (id: number, version: number) => request(endpoints.issue, { params: { id }, body: { version } }),
  remove: (id: number) => request(endpoints.remove, { params: { id } }),
  exportSheet: (id: number, fileName: string) =>
    download(endpoints.exportSheet, undefined, fileName, undefined, { id }),
  adjust: (body: AdjustmentInput) => request(endpoints.adjust, { body }),
  payments: (query: CustomerPaymentFilter) => request(endpoints.payments, { query }),
  pay: (body: CustomerPaymentInput) => request(endpoints.pay, { body }),
  apply: (id: number, version: number, statementIds?: number[]) =>
    request(endpoints.apply, { params: { id }, body: { version, ...(statementIds && { statementIds }) } }),
  accounts: (query: AccountFilter) => request(endpoints.accounts, { query }),
  account: (id: number, body: AccountInput) => request(endpoints.account, { params: { id }, body }),
  overLimit: () => request(endpoints.overLimit),
};

export const statementsQueries = {
  page: (query: StatementFilter) =>
    queryOptions({
      queryKey: areaKey('statements', 'page', query),
      queryFn: () => statementsApi.page(query),
      placeholderData: keepPreviousData,
    }),
  customers: () =>
    queryOptions({ queryKey: areaKey('statements', 'customers'), queryFn: () => statementsApi.customers() }),
  detail: (id: number) =>
    queryOptions({ queryKey: areaKey('statements', 'detail', { id }), queryFn: () => statementsApi.detail(id) }),
  payments: (query: CustomerPaymentFilter) =>
    queryOptions({
      queryKey: areaKey('statements', 'payments', query),
      queryFn: () => statementsApi.payments(query),
      placeholderData: keepPreviousData,
    }),
  accounts: (query: AccountFilter) =>
    queryOptions({
      queryKey: areaKey('statements', 'accounts', query),
      queryFn: () => statementsApi.accounts(query),
      placeholderData: keepPreviousData,
    }),
  overLimit: () =>
    queryOptions({ queryKey: areaKey('statements', 'overLimit'), queryFn: () => statementsApi.overLimit() }),
};
