import { menus, P } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { menuRecords, menusOfRoleName, permissionCodesOf } from './service.ts';

export default async function permissionRoutes(app: FastifyInstance) {
  route(app, menus.byRoleName, async ({ ctx, params }) => {
    const codes = await permissionCodesOf(ctx.db, ctx.user);
    return menusOfRoleName(ctx, params.name, codes.includes(P.menu.view));
  });
  route(app, menus.myPermissions, ({ ctx }) => permissionCodesOf(ctx.db, ctx.user));
  route(app, menus.all, ({ ctx }) => menuRecords(ctx.db));
}
