import { roles } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { assignRole, membersOf, removeRole, usersWithoutRole } from './members.ts';
import { createRole, deleteRole, listRoles, updateRole } from './service.ts';
import {
  roleVisibility,
  scopeOptions,
  setAccessibleUsers,
  setShowAgent,
  setVisibility,
  showsAgent,
  visibleToUser,
} from './visibility.ts';

export default async function roleRoutes(app: FastifyInstance) {
  route(app, roles.list, ({ ctx }) => listRoles(ctx));
  route(app, roles.search, ({ ctx, query }) => listRoles(ctx, query.roleName));
  route(app, roles.create, ({ ctx, body }) => createRole(ctx, body));
  route(app, roles.update, ({ ctx, body }) => updateRole(ctx, body));
  route(app, roles.remove, ({ ctx, params }) => deleteRole(ctx, params.id));

  route(app, roles.members, ({ ctx, params }) => membersOf(ctx, params.id));
  route(app, roles.assign, ({ ctx, params, body }) => assignRole(ctx, params.roleId, body.ids));
  route(app, roles.unassign, ({ ctx, params }) => removeRole(ctx, params.ids));
  route(app, roles.withoutRole, ({ ctx }) => usersWithoutRole(ctx));

  route(app, roles.options, async ({ ctx }) => scopeOptions(ctx));
  route(app, roles.roleVisibility, ({ ctx, params }) => roleVisibility(ctx, params.id));
  route(app, roles.setVisibility, ({ ctx, params, body }) => setVisibility(ctx, params.id, body));
  route(app, roles.setAccessibleUsers, ({ ctx, params, body }) =>
    setAccessibleUsers(ctx, params.id, body.ids, body.version),
  );
  route(app, roles.visibleToUser, ({ ctx, body }) => visibleToUser(ctx, body.userId));
  route(app, roles.setShowAgent, ({ ctx, params }) => setShowAgent(ctx, params.roleId, params.flag === '1'));
  route(app, roles.showAgent, ({ ctx, params }) => showsAgent(ctx, params.id));
}
