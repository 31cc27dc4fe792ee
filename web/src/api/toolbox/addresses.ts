import { addresses as endpoints, type AddressInput, type BodyOf, type QueryOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from '../areas.ts';
import { download, request, upload } from '../client.ts';

export type AddressWordQuery = QueryOf<typeof endpoints.addressWords>;
export type KnownAddressQuery = QueryOf<typeof endpoints.addressKnown>;
export type DistrictQuery = QueryOf<typeof endpoints.addressDistricts>;
type WordFilter = Omit<AddressWordQuery, 'currentPage' | 'pageSize'>;
type KnownFilter = Omit<KnownAddressQuery, 'currentPage' | 'pageSize'>;

/** 地址类型: classify one or many addresses, and the word lists, known addresses and business districts that decide. */
export const addressesApi = {
  addressClassify: (body: AddressInput) => request(endpoints.addressClassify, { body }),
  addressBatch: (addresses: AddressInput[]) => request(endpoints.addressBatch, { body: { addresses } }),
  /** Quiet: a refused file's row-by-row report is the caller's to show. */
  addressBatchImport: (file: File) => upload(endpoints.addressBatchImport, file, { quiet: true }),
  addressBatchExport: (addresses: AddressInput[], fileName: string) =>
    download(endpoints.addressBatchExport, undefined, fileName, { addresses }),
  addressBatchTemplate: (fileName: string) => download(endpoints.addressBatchTemplate, undefined, fileName),

  addressWords: (query: AddressWordQuery) => request(endpoints.addressWords, { query }),
  addressWordCreate: (body: BodyOf<typeof endpoints.addressWordCreate>) =>
    request(endpoints.addressWordCreate, { body }),
  addressWordUpdate: (id: number, body: BodyOf<typeof endpoints.addressWordUpdate>) =>
    request(endpoints.addressWordUpdate, { params: { id }, body }),
  addressWordRemove: (id: number) => request(endpoints.addressWordRemove, { params: { id } }),
  addressWordsImport: (file: File) => upload(endpoints.addressWordsImport, file, { quiet: true }),
  addressWordsExport: (query: WordFilter, fileName: string) => download(endpoints.addressWordsExport, query, fileName),
  addressWordsTemplate: (fileName: string) => download(endpoints.addressWordsTemplate, undefined, fileName),

  addressKnown: (query: KnownAddressQuery) => request(endpoints.addressKnown, { query }),
  addressKnownCreate: (body: BodyOf<typeof endpoints.addressKnownCreate>) =>
    request(endpoints.addressKnownCreate, { body }),
  addressKnownUpdate: (id: number, body: BodyOf<typeof endpoints.addressKnownUpdate>) =>
    request(endpoints.addressKnownUpdate, { params: { id }, body }),
  addressKnownRemove: (id: number) => request(endpoints.addressKnownRemove, { params: { id } }),
  addressKnownImport: (file: File) => upload(endpoints.addressKnownImport, file, { quiet: true }),
  addressKnownExport: (query: KnownFilter, fileName: string) => download(endpoints.addressKnownExport, query, fileName),
  addressKnownTemplate: (fileName: string) => download(endpoints.addressKnownTemplate, undefined, fileName),
  addressDistrictImport: (file: File) => upload(endpoints.addressDistrictImport, file, { quiet: true }),
  addressDistrictExport: (query: Omit<DistrictQuery, 'currentPage' | 'pageSize'>, fileName: string) =>
    download(endpoints.addressDistrictExport, query, fileName),
  addressDistrictTemplate: (fileName: string) => download(endpoints.addressDistrictTemplate, undefined, fileName),

  addressDistricts: (query: DistrictQuery) => request(endpoints.addressDistricts, { query }),
  addressDistrictCreate: (body: BodyOf<typeof endpoints.addressDistrictCreate>) =>
    request(endpoints.addressDistrictCreate, { body }),
  addressDistrictUpdate: (id: number, body: BodyOf<typeof endpoints.addressDistrictUpdate>) =>
    request(endpoints.addressDistrictUpdate, { params: { id }, body }),
  addressDistrictRemove: (id: number) => request(endpoints.addressDistrictRemove, { params: { id } }),
};

export const addressesQueries = {
  /** One address's type (the order drawer's consignee): kept while the address stays the same. */
  addressClassify: (address: AddressInput) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'addressClassify', address),
      queryFn: () => addressesApi.addressClassify(address),
      staleTime: 60_000,
    }),
  addressWords: (query: AddressWordQuery) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'addressWords', query),
      queryFn: () => addressesApi.addressWords(query),
      placeholderData: keepPreviousData,
    }),
  addressKnown: (query: KnownAddressQuery) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'addressKnown', query),
      queryFn: () => addressesApi.addressKnown(query),
      placeholderData: keepPreviousData,
    }),
  addressDistricts: (query: DistrictQuery) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'addressDistricts', query),
      queryFn: () => addressesApi.addressDistricts(query),
      placeholderData: keepPreviousData,
    }),
};
