import { chat as endpoints, type BodyOf, type ChatEndpoints, type ChatPlatform } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** The company QQ or WeChat accounts: both platforms have the same calls. */
export const chatApi = (platform: ChatPlatform) => {
  const e: ChatEndpoints = endpoints[platform];
  return {
    list: () => request(e.list),
    create: (body: BodyOf<ChatEndpoints['create']>) => request(e.create, { body }),
    /** Renames, assigns (`userId`) or idles (`userId: null`) an account. */
    update: (body: BodyOf<ChatEndpoints['update']>) => request(e.update, { body }),
    remove: (id: number) => request(e.remove, { params: { id } }),
  };
};

export const chatQueries = {
  list: (platform: ChatPlatform) =>
    queryOptions({ queryKey: areaKey('chat', 'list', { platform }), queryFn: () => chatApi(platform).list() }),
};
