import { grants, menus, P } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { grant, revokeMenu, revokeOne } from './grants.ts';
import { menuRecords } from './menuTree.ts';
import { menusOfRoleName, type PermissionCodes } from './service.ts';
import { leafIds, rolePermissions, shownIds } from './tree.ts';

export default async function permissionRoutes(app: FastifyInstance, { codes }: { codes: PermissionCodes }) {
  route(app, menus.byRoleName, async ({ ctx, params }) => {
    const held = await codes(ctx.db, ctx.user);
    return menusOfRoleName(ctx, params.name, held.includes(P.menu.view));
  });
  route(app, menus.myPermissions, ({ ctx }) => codes(ctx.db, ctx.user));
  route(app, menus.all, ({ ctx }) => menuRecords(ctx.db));

  route(app, grants.tree, ({ ctx, params }) => rolePermissions(ctx, params.id));
  route(app, grants.grant, ({ ctx, params, body }) => grant(ctx, params.id, body));
  route(app, grants.revokeGroup, ({ ctx, params }) => revokeMenu(ctx, params.roleId, params.menuId, 2));
  route(app, grants.revokeOne, ({ ctx, params }) => revokeOne(ctx, params.roleId, params.menuId, params.permissionId));
  route(app, grants.revokeTop, ({ ctx, params }) => revokeMenu(ctx, params.roleId, params.menuId, 1));
  route(app, grants.leafIds, ({ ctx, params }) => leafIds(ctx, params.id));
  route(app, grants.shownIds, ({ ctx, params }) => shownIds(ctx, params.id));
}
