import { apis } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { bind } from './bindings.ts';
import { keyKinds, listKeys, removeKey, saveKey } from './keys.ts';
import { createType, listTypes, removeFromType, updateType } from './types.ts';

/** API management: the route registry by type, bindings, and keys for outside services. */
export default async function apiRoutes(app: FastifyInstance) {
  route(app, apis.types, ({ ctx }) => listTypes(ctx));
  route(app, apis.createType, ({ ctx, body }) => createType(ctx, body.name));
  route(app, apis.updateType, ({ ctx, body }) => updateType(ctx, body));
  route(app, apis.removeType, ({ ctx, params }) => removeFromType(ctx, params.id, params.apiId));
  route(app, apis.bind, ({ ctx, params }) => bind(ctx, params.permissionId, params.apiId));

  route(app, apis.keyKinds, async ({ ctx }) => keyKinds(ctx));
  route(app, apis.keys, ({ ctx, query }) => listKeys(ctx, query));
  route(app, apis.saveKey, ({ ctx, params, body }) => saveKey(ctx, app.secretKey, params.id, body));
  route(app, apis.removeKey, ({ ctx, params }) => removeKey(ctx, params.id));
}
