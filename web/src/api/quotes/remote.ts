import { quotes, type BodyOf, type QueryOf } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from '../areas.ts';
import { download, request, upload } from '../client.ts';

export type RemoteQuery = QueryOf<typeof quotes.remoteQuery>;
export type RemoteBatch = BodyOf<typeof quotes.remoteBatch>;

/** Requests and queries of 偏远地区, a toolbox screen the quotes area serves (the lists themselves are surcharges'). */
export const remoteApi = {
  remoteQuery: (query: RemoteQuery) => request(quotes.remoteQuery, { query }),
  remoteBatch: (body: RemoteBatch) => request(quotes.remoteBatch, { body }),
  /** Quiet: a refused file's report is the caller's to show. */
  remoteBatchRead: (file: File) => upload(quotes.remoteBatchRead, file, { quiet: true }),
  remoteBatchExport: (body: RemoteBatch, fileName: string) =>
    download(quotes.remoteBatchExport, undefined, fileName, body),
};

export const remoteQueries = {
  remoteQuery: (query: RemoteQuery) =>
    queryOptions({ queryKey: areaKey('quotes', 'remoteQuery', query), queryFn: () => remoteApi.remoteQuery(query) }),
};
