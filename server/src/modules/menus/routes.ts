import { menus } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { unbind } from '../apis/bindings.ts';
import { createFunction, deleteFunction, listFunctions } from './functions.ts';
import { moveMenu, reorderMenus } from './order.ts';
import { createMenu, deleteMenu, updateMenu } from './service.ts';

export default async function menuRoutes(app: FastifyInstance) {
  route(app, menus.create, ({ ctx, body }) => createMenu(ctx, body));
  route(app, menus.update, ({ ctx, params, body }) => updateMenu(ctx, params.id, body));
  route(app, menus.move, ({ ctx, params, body }) => moveMenu(ctx, params.id, body));
  route(app, menus.reorder, ({ ctx, body }) => reorderMenus(ctx, body));
  route(app, menus.remove, ({ ctx, params, query }) => deleteMenu(ctx, params.id, query.force));

  route(app, menus.functions, ({ ctx, params }) => listFunctions(ctx, params.id));
  route(app, menus.createFunction, ({ ctx, body }) => createFunction(ctx, body));
  // One route, two meanings (the specification's): with apiId it unbinds, without it deletes.
  route(app, menus.removeFunction, ({ ctx, params, query }) =>
    query.apiId ? unbind(ctx, params.id, query.apiId) : deleteFunction(ctx, params.id, query.force),
  );
}
