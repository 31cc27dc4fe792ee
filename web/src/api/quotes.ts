import { quotes as endpoints, type BodyOf, type QueryOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { download, request, upload } from './client.ts';

export type PriceQuery = QueryOf<typeof endpoints.priceQuery>;
export type SheetBody = BodyOf<typeof endpoints.createSheet>;
/** Whose sheets: a channel's cost or a customer's own (settlement's); none: the channel's sale sheets. */
export type SheetOwner = QueryOf<typeof endpoints.sheets>;

/** Quotes (报价): the price query, channels' quote settings and rate sheets, the shipping query and its remarks. */
export const quotesApi = {
  priceQuery: (query: PriceQuery) => request(endpoints.priceQuery, { query }),
  settings: (channelId: number) => request(endpoints.settings, { params: { channelId } }),
  saveSettings: (channelId: number, body: BodyOf<typeof endpoints.saveSettings>) =>
    request(endpoints.saveSettings, { params: { channelId }, body }),
  sheets: (channelId: number, owner?: SheetOwner) => request(endpoints.sheets, { params: { channelId }, query: owner }),
  sheet: (sheetId: number) => request(endpoints.sheet, { params: { sheetId } }),
  createSheet: (channelId: number, body: SheetBody, owner?: SheetOwner) =>
    request(endpoints.createSheet, { params: { channelId }, body, query: owner }),
  updateSheet: (sheetId: number, body: BodyOf<typeof endpoints.updateSheet>) =>
    request(endpoints.updateSheet, { params: { sheetId }, body }),
  removeSheet: (sheetId: number, owner?: SheetOwner) =>
    request(endpoints.removeSheet, { params: { sheetId }, query: owner }),
  withdrawSheet: ({ id, version }: { id: number; version: number }) =>
    request(endpoints.withdrawSheet, { params: { sheetId: id }, body: { version } }),
  /** What a sheet about to be saved changes against the one in force on its day; nothing saved. */
  compareSheet: (channelId: number, body: BodyOf<typeof endpoints.compareSheet>) =>
    request(endpoints.compareSheet, { params: { channelId }, body }),
  /** Reads a workbook without saving it: the sheet and each bad cell. */
  previewSheet: (file: File) => upload(endpoints.previewSheet, file),
  exportSheet: (sheetId: number, fileName: string) =>
    download(endpoints.exportSheet, undefined, fileName, undefined, { sheetId }),
  sheetTemplate: (fileName: string) => download(endpoints.sheetTemplate, undefined, fileName),
  shippingQuery: (query: QueryOf<typeof endpoints.shippingQuery>) => request(endpoints.shippingQuery, { query }),
  remarks: (channelId: number, country: string) => request(endpoints.remarks, { query: { channelId, country } }),
  addRemark: (body: BodyOf<typeof endpoints.addRemark>) => request(endpoints.addRemark, { body }),
};

export const quotesQueries = {
  priceQuery: (query: PriceQuery) =>
    queryOptions({
      queryKey: areaKey('quotes', 'priceQuery', query),
      queryFn: () => quotesApi.priceQuery(query),
      placeholderData: keepPreviousData,
    }),
  settings: (channelId: number) =>
    queryOptions({
      queryKey: areaKey('quotes', 'settings', { channelId }),
      queryFn: () => quotesApi.settings(channelId),
    }),
  sheets: (channelId: number, owner?: SheetOwner) =>
    queryOptions({
      queryKey: areaKey('quotes', 'sheets', { channelId, ...owner }),
      queryFn: () => quotesApi.sheets(channelId, owner),
    }),
  sheet: (id: number) =>
    queryOptions({ queryKey: areaKey('quotes', 'sheet', { id }), queryFn: () => quotesApi.sheet(id) }),
  shippingQuery: (query: QueryOf<typeof endpoints.shippingQuery>) =>
    queryOptions({
      queryKey: areaKey('quotes', 'shippingQuery', query),
      queryFn: () => quotesApi.shippingQuery(query),
    }),
  remarks: (channelId: number, country: string) =>
    queryOptions({
      queryKey: areaKey('quotes', 'remarks', { channelId, country }),
      queryFn: () => quotesApi.remarks(channelId, country),
    }),
};
