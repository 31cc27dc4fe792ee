import { channels as endpoints, type BodyOf, type QueryOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

export type ChannelQuery = QueryOf<typeof endpoints.page>;

/** Channels (渠道): the shipping products orders travel by and quotes price. */
export const channelsApi = {
  page: (query: ChannelQuery) => request(endpoints.page, { query }),
  methods: () => request(endpoints.methods),
  create: (body: BodyOf<typeof endpoints.create>) => request(endpoints.create, { body }),
  update: (id: number, body: BodyOf<typeof endpoints.update>) => request(endpoints.update, { params: { id }, body }),
  remove: (id: number) => request(endpoints.remove, { params: { id } }),
};

export const channelsQueries = {
  page: (query: ChannelQuery) =>
    queryOptions({
      queryKey: areaKey('channels', 'page', query),
      queryFn: () => channelsApi.page(query),
      placeholderData: keepPreviousData,
    }),
  /** Every enabled channel, loaded once; this console's changes reload the area. */
  methods: () =>
    queryOptions({ queryKey: areaKey('channels', 'methods'), queryFn: channelsApi.methods, staleTime: Infinity }),
};
