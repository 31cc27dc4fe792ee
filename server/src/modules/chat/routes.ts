import { CHAT_PLATFORMS, chat } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createAccount, deleteAccount, getAccount, listAccounts, updateAccount } from './service.ts';

/** The same five routes for each chat platform (QQ, WeChat). */
export default async function chatRoutes(app: FastifyInstance) {
  for (const platform of CHAT_PLATFORMS) {
    const e = chat[platform];
    route(app, e.list, ({ ctx }) => listAccounts(ctx.db, platform));
    route(app, e.get, ({ ctx, params }) => getAccount(ctx.db, platform, params.id));
    route(app, e.create, ({ ctx, body }) => createAccount(ctx, platform, body));
    route(app, e.update, ({ ctx, body }) => updateAccount(ctx, platform, body));
    route(app, e.remove, ({ ctx, params }) => deleteAccount(ctx, platform, params.id));
  }
}
