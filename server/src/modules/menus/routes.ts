import { menuSettings } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { unbind } from '../apis/bindings.ts';
import { createFunction, deleteFunction, listFunctions } from './functions.ts';
import { moveMenu, reorderMenus } from './order.ts';
import { createMenu, deleteMenu, updateMenu } from './service.ts';

export default async function menuRoutes(app: FastifyInstance) {
  route(app, menuSettings.create, ({ ctx, body }) => createMenu(ctx, body));
  route(app, menuSettings.update, ({ ctx, params, body }) => updateMenu(ctx, params.id, body));
  route(app, menuSettings.move, ({ ctx, params, body }) => moveMenu(ctx, params.id, body));
  route(app, menuSettings.reorder, ({ ctx, body }) => reorderMenus(ctx, body));
  route(app, menuSettings.remove, ({ ctx, params, query }) => deleteMenu(ctx, params.id, query.force));

  route(app, menuSettings.functions, ({ ctx, params }) => listFunctions(ctx, params.id));
  route(app, menuSettings.createFunction, ({ ctx, body }) => createFunction(ctx, body));
  // One route, two meanings (the specification's): with apiId it unbinds, without it deletes.
  route(app, menuSettings.removeFunction, ({ ctx, params, query }) =>
    query.apiId ? unbind(ctx, params.id, query.apiId) : deleteFunction(ctx, params.id, query.force),
  );
}
