import { chat, type ChatPlatform } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createAccount, deleteAccount, getAccount, listAccounts, updateAccount } from './service.ts';

/** The five routes of one chat platform; app.ts registers this once for QQ and once for WeChat. */
export default async function chatRoutes(app: FastifyInstance, { platform }: { platform: ChatPlatform }) {
  const e = chat[platform];
  route(app, e.list, ({ ctx }) => listAccounts(ctx.db, platform));
  route(app, e.get, ({ ctx, params }) => getAccount(ctx.db, platform, params.id));
  route(app, e.create, ({ ctx, body }) => createAccount(ctx, platform, body));
  route(app, e.update, ({ ctx, body }) => updateAccount(ctx, platform, body));
  route(app, e.remove, ({ ctx, params }) => deleteAccount(ctx, platform, params.id));
}
