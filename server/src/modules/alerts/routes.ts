import { alerts } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { scopeOf } from '../roles/scope.ts';
import { alertPage, markRead, readerOf, unreadCount } from './service.ts';

/** The bell: the caller's unread count, their alerts, marking them read. */
export default async function alertsRoutes(app: FastifyInstance) {
  const reader = async (ctx: Ctx) =>
    readerOf(ctx.user.id, await app.permissionCodes(ctx.db, ctx.user), await scopeOf(ctx));
  route(app, alerts.unread, async ({ ctx }) => ({ count: await unreadCount(ctx.db, await reader(ctx)) }));
  route(app, alerts.list, async ({ ctx, query }) => alertPage(ctx, await reader(ctx), query));
  route(app, alerts.read, async ({ ctx, body }) => markRead(ctx.db, await reader(ctx), body.ids));
  route(app, alerts.readAll, async ({ ctx }) => markRead(ctx.db, await reader(ctx)));
}
