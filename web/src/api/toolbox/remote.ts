import { toolbox, type BodyOf, type QueryOf } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from '../areas.ts';
import { download, request, upload } from '../client.ts';

export type RemoteQuery = QueryOf<typeof toolbox.remoteQuery>;
export type RemoteBatch = BodyOf<typeof toolbox.remoteBatch>;

/** Requests and queries of the toolbox's remote tool (the lists themselves are surcharges'). */
export const remoteApi = {
  remoteQuery: (query: RemoteQuery) => request(toolbox.remoteQuery, { query }),
  remoteBatch: (body: RemoteBatch) => request(toolbox.remoteBatch, { body }),
  /** Quiet: a refused file's report is the caller's to show. */
  remoteBatchRead: (file: File) => upload(toolbox.remoteBatchRead, file, { quiet: true }),
  remoteBatchExport: (body: RemoteBatch, fileName: string) => download(toolbox.remoteBatchExport, undefined, fileName, body),
};

export const remoteQueries = {
  remoteQuery: (query: RemoteQuery) => queryOptions({ queryKey: areaKey('toolbox', 'remoteQuery', query), queryFn: () => remoteApi.remoteQuery(query) }),
};
