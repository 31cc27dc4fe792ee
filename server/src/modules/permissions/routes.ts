import { P, permissions } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { grant, revokeMenu, revokeOne } from './grants.ts';
import { menuRecords } from './menuTree.ts';
import { menusOfRoleName } from './service.ts';
import { leafIds, rolePermissions, shownIds } from './tree.ts';

export default async function permissionRoutes(app: FastifyInstance) {
  const codes = app.permissionCodes;
  route(app, permissions.byRoleName, async ({ ctx, params }) => {
    const held = await codes(ctx.db, ctx.user);
    return menusOfRoleName(ctx, params.name, held.includes(P.menu.view));
  });
  route(app, permissions.myPermissions, ({ ctx }) => codes(ctx.db, ctx.user));
  route(app, permissions.all, ({ ctx }) => menuRecords(ctx.db));

  route(app, permissions.tree, ({ ctx, params }) => rolePermissions(ctx, params.id));
  route(app, permissions.grant, ({ ctx, params, body }) => grant(ctx, params.id, body));
  route(app, permissions.revokeGroup, ({ ctx, params }) => revokeMenu(ctx, params.roleId, params.menuId, 2));
  route(app, permissions.revokeOne, ({ ctx, params }) =>
    revokeOne(ctx, params.roleId, params.menuId, params.permissionId),
  );
  route(app, permissions.revokeTop, ({ ctx, params }) => revokeMenu(ctx, params.roleId, params.menuId, 1));
  route(app, permissions.leafIds, ({ ctx, params }) => leafIds(ctx, params.id));
  route(app, permissions.shownIds, ({ ctx, params }) => shownIds(ctx, params.id));
}
