import {
  payables as endpoints,
  type BillField,
  type BillMapping,
  type BillState,
  type DifferenceKind,
  type DifferenceStatus,
} from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { download, request, upload } from './client.ts';

export interface BillListQuery {
  currentPage: number;
  pageSize: number;
  agentId?: number;
  state?: BillState;
  billNo?: string;
}
export interface DifferenceQuery {
  currentPage: number;
  pageSize: number;
  kind?: DifferenceKind;
  status?: DifferenceStatus;
}
/** The bill's own fields, sent as form fields before the file. */
export interface BillMeta {
  billNo: string;
  periodFrom: string;
  periodTo: string;
  currency: string;
}

/** The mapping as the form's `<field>Column` fields; blank: unmapped. */
const mappingFields = (mapping: Partial<BillMapping> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(mapping ?? {}).map(([f, column]) => [`${f as BillField}Column`, column ?? '']));

/** 结算管理 → 代理账单: agents' bills, their differences, what is owed to agents, their tolerances. */
export const payablesApi = {
  bills: (query: BillListQuery) => request(endpoints.bills, { query }),
  bill: (id: number) => request(endpoints.bill, { params: { id } }),
  differences: (id: number, query: DifferenceQuery) => request(endpoints.differences, { params: { id }, query }),
  exportDifferences: (id: number, query: Omit<DifferenceQuery, 'currentPage' | 'pageSize'>, fileName: string) =>
    download(endpoints.exportDifferences, query, fileName, undefined, { id }),
  /** Without a mapping the server proposes one (remembered for the agent, else guessed from the headers). */
  preview: (file: Blob, agentId: number, mapping?: BillMapping) =>
    upload(endpoints.preview, file, { quiet: true, fields: { agentId: String(agentId), ...mappingFields(mapping) } }),
  importBill: (file: Blob, agentId: number, meta: BillMeta, mapping: BillMapping) =>
    upload(endpoints.importBill, file, {
      quiet: true,
      fields: { agentId: String(agentId), ...meta, ...mappingFields(mapping) },
    }),
  decide: (id: number, body: { status: 'accepted' | 'disputed'; note: string | null; version: number }) =>
    request(endpoints.decide, { params: { id }, body }),
  acceptAll: (id: number, body: { ids?: number[]; kind?: DifferenceKind; note?: string | null }) =>
    request(endpoints.acceptAll, { params: { id }, body }),
  payables: (agentId?: number) => request(endpoints.payables, { query: { agentId } }),
  agentOptions: () => request(endpoints.agentOptions, { query: {} }),
  settings: (agentId: number) => request(endpoints.settings, { params: { id: agentId } }),
  saveSettings: (
    agentId: number,
    body: { weightTolerance: string; amountTolerance: string; unbilledDays: number; version: number },
  ) => request(endpoints.saveSettings, { params: { id: agentId }, body }),
  pay: (body: { agentId: number; amount: string; currency: string; paidOn: string; reference: string | null }) =>
    request(endpoints.pay, { body }),
};

export const payablesQueries = {
  bills: (query: BillListQuery) =>
    queryOptions({
      queryKey: areaKey('payables', 'bills', query),
      queryFn: () => payablesApi.bills(query),
      placeholderData: keepPreviousData,
    }),
  bill: (id: number) =>
    queryOptions({ queryKey: areaKey('payables', 'bill', { id }), queryFn: () => payablesApi.bill(id) }),
  differences: (id: number, query: DifferenceQuery) =>
    queryOptions({
      queryKey: areaKey('payables', 'differences', { id, ...query }),
      queryFn: () => payablesApi.differences(id, query),
      placeholderData: keepPreviousData,
    }),
  payables: () => queryOptions({ queryKey: areaKey('payables', 'payables'), queryFn: () => payablesApi.payables() }),
  agentOptions: () =>
    queryOptions({
      queryKey: areaKey('payables', 'agentOptions'),
      queryFn: () => payablesApi.agentOptions(),
      staleTime: 60_000,
    }),
  settings: (agentId: number) =>
    queryOptions({
      queryKey: areaKey('payables', 'settings', { id: agentId }),
      queryFn: () => payablesApi.settings(agentId),
    }),
};
