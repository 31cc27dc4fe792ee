import { agents as endpoints, type BodyOf, type QueryOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { download, request, upload } from './client.ts';

export type AgentQuery = QueryOf<typeof endpoints.page>;

/** Agents and their options; a role with show-agent off gets names and codes masked. */
export const agentsApi = {
  page: (query: AgentQuery) => request(endpoints.page, { query }),
  options: () => request(endpoints.options, { query: {} }),
  create: (body: BodyOf<typeof endpoints.create>) => request(endpoints.create, { body }),
  update: (id: number, body: BodyOf<typeof endpoints.update>) => request(endpoints.update, { params: { id }, body }),
  remove: (id: number) => request(endpoints.remove, { params: { id } }),
  setOptions: (id: number, body: BodyOf<typeof endpoints.setOptions>) =>
    request(endpoints.setOptions, { params: { id }, body }),
  exportSheet: (agentName: string, fileName: string) =>
    download(endpoints.exportSheet, { agentName: agentName || undefined }, fileName),
  /** Quiet: a refused file's row-by-row report is the caller's to show. */
  importSheet: (file: File) => upload(endpoints.importSheet, file, { quiet: true }),
};

export const agentsQueries = {
  page: (query: AgentQuery) =>
    queryOptions({
      queryKey: areaKey('agents', 'page', query),
      queryFn: () => agentsApi.page(query),
      placeholderData: keepPreviousData,
    }),
  /** Every enabled agent, loaded once (pickers filter by name and code themselves); this console's changes reload the area. */
  options: () =>
    queryOptions({ queryKey: areaKey('agents', 'options'), queryFn: agentsApi.options, staleTime: Infinity }),
};
