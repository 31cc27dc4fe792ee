import { chat as endpoints, type BodyOf, type ChatEndpoints, type ChatPlatform } from '@fwd/contract';
import { request } from './client.ts';

/** The company QQ or WeChat accounts: both platforms have the same five calls. */
export const chatAccounts = (platform: ChatPlatform) => {
  const e: ChatEndpoints = endpoints[platform];
  return {
    list: () => request(e.list),
    create: (body: BodyOf<ChatEndpoints['create']>) => request(e.create, { body }),
    /** Renames, assigns (`userId`) or idles (`userId: null`) an account. */
    update: (body: BodyOf<ChatEndpoints['update']>) => request(e.update, { body }),
    remove: (id: number) => request(e.remove, { params: { id } }),
  };
};
