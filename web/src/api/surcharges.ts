import { SURCHARGE_SIDES, surcharges as endpoints, type BodyOf, type QueryOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { download, request, upload } from './client.ts';

export type SurchargeQuery = QueryOf<typeof endpoints.surchargePage>;
export type SurchargeSide = (typeof SURCHARGE_SIDES)[number];
export type RemoteEntryQuery = QueryOf<typeof endpoints.remoteEntries>;
/** What a remote-area list is imported with, beside its file. */
export interface RemoteListMeta {
  carrier: string;
  name: string;
  effectiveFrom: string;
  effectiveTo?: string | null;
}

const listFields = ({ effectiveTo, ...meta }: RemoteListMeta) => ({ ...meta, ...(effectiveTo ? { effectiveTo } : {}) });

/** Surcharges (附加费): the rules, and the carriers' remote-area lists the remote surcharge reads. */
export const surchargesApi = {
  page: (query: SurchargeQuery) => request(endpoints.surchargePage, { query }),
  /** `side` cost: settlement's cost surcharges (charge:cost); the sale side is the default, left out. */
  create: (body: BodyOf<typeof endpoints.createSurcharge>, side?: SurchargeSide) =>
    request(endpoints.createSurcharge, { query: { side }, body }),
  update: (id: number, body: BodyOf<typeof endpoints.updateSurcharge>, side?: SurchargeSide) =>
    request(endpoints.updateSurcharge, { params: { id }, query: { side }, body }),
  remove: (id: number, side?: SurchargeSide) => request(endpoints.removeSurcharge, { params: { id }, query: { side } }),
  remoteLists: (carrier?: string) => request(endpoints.remoteLists, { query: { carrier } }),
  remoteEntries: (id: number, query: RemoteEntryQuery) => request(endpoints.remoteEntries, { params: { id }, query }),
  /** Quiet: a refused file's row-by-row report is the caller's to show. */
  importRemote: (file: File, meta: RemoteListMeta) =>
    upload(endpoints.importRemote, file, { quiet: true, fields: listFields(meta) }),
  /** What importing the file would change against the list in force, nothing saved; quiet as the import is. */
  previewRemote: (file: File, meta: RemoteListMeta) =>
    upload(endpoints.previewRemote, file, { quiet: true, fields: listFields(meta) }),
  exportRemote: (id: number, fileName: string) =>
    download(endpoints.exportRemote, undefined, fileName, undefined, { id }),
  remoteTemplate: (fileName: string) => download(endpoints.remoteTemplate, undefined, fileName),
  removeRemote: (id: number) => request(endpoints.removeRemote, { params: { id } }),
};

export const surchargesQueries = {
  page: (query: SurchargeQuery) =>
    queryOptions({
      queryKey: areaKey('surcharges', 'page', query),
      queryFn: () => surchargesApi.page(query),
      placeholderData: keepPreviousData,
    }),
  remoteLists: (carrier?: string) =>
    queryOptions({
      queryKey: areaKey('surcharges', 'remoteLists', { carrier }),
      queryFn: () => surchargesApi.remoteLists(carrier),
    }),
  remoteEntries: (id: number, query: RemoteEntryQuery) =>
    queryOptions({
      queryKey: areaKey('surcharges', 'remoteEntries', { id, ...query }),
      queryFn: () => surchargesApi.remoteEntries(id, query),
      placeholderData: keepPreviousData,
    }),
};
