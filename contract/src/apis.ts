import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, idOrZero, idParams, page, paged, plain, ref, text, version } from './common.ts';
import { P } from './permission-codes.ts';

export const apiRow = z.object({
  id: z.number().int(),
  method: z.string(),
  /** Under /api, params as `:name`. */
  path: z.string(),
  summary: z.string(),
  access: z.enum(['public', 'authenticated', 'permission']),
  /** The code(s) the route declares (its default bindings), comma-separated when it serves several pages. */
  permissionCode: z.string().nullable(),
  /** False once the route is gone from the code; its bindings are kept. */
  present: z.boolean(),
  /** The permissions that open it (bindings). */
  permissions: z.array(z.object({ id: z.number().int(), name: z.string(), permissionCode: z.string() })),
});

export const apiType = z.object({
  id: z.number().int(),
  /** Display name (staff may rename). */
  name: z.string(),
  /** Stable key: the type routes declare, or the name a type was created with. */
  key: z.string(),
  /** Routes declare it: it cannot be deleted, and APIs removed from elsewhere return to their own. */
  declared: z.boolean(),
  apis: z.array(apiRow),
});

/** Outside services the console calls with a stored credential. */
/** address: UPS's Address Validation (street level) or a service of its shape; key = OAuth client id, secret = client secret. */
/**
 * The group robots (area robots): base URL = the webhook's base (https://qyapi.weixin.qq.com,
 * https://oapi.dingtalk.com, https://open.feishu.cn), key = the webhook's key or token, secret = the
 * signing secret (DingTalk's SEC…, Feishu's; WeCom signs nothing).
 */
export const API_KEY_KINDS = ['orders', 'tracking', 'address', 'wecom', 'dingtalk', 'feishu'] as const;
export const apiKeyKind = z.enum(API_KEY_KINDS);
export type ApiKeyKind = z.infer<typeof apiKeyKind>;

export const apiKey = z.object({
  id: z.number().int(),
  kind: apiKeyKind,
  kindLabel: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  /** Masked (`sk-****abcd`); never returned whole. */
  key: z.string(),
  /** Masked; '' when there is none. */
  secret: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});

export const saveKeyBody = z.strictObject({
  kind: apiKeyKind,
  name: text(50),
  baseUrl: z.url({ protocol: /^https?$/ }).max(500),
  /** Required to create; empty or left out on a replace keeps the stored one. */
  key: plain(1000).trim().optional(),
  secret: plain(1000).trim().optional(),
  /** Required to replace. */
  version: version.optional(),
});

export const apis = {
  types: endpoint({
    method: 'GET',
    path: '/api/api-types',
    type: 'api',
    summary: 'API types with their APIs and bindings',
    access: P.api.view,
    response: z.array(apiType),
  }),
  createType: endpoint({
    method: 'POST',
    path: '/api/api-types',
    type: 'api',
    summary: 'Create an API type',
    access: P.api.edit,
    body: z.strictObject({ name: text(50) }),
    response: apiType,
  }),
  updateType: endpoint({
    method: 'PUT',
    path: '/api/api-types',
    type: 'api',
    summary: 'Rename a type ({id, name}) or move an API into it ({id, apiId})',
    access: P.api.edit,
    body: z
      .strictObject({ id: ref, name: text(50).optional(), apiId: ref.optional() })
      .refine((b) => (b.name === undefined) !== (b.apiId === undefined), {
        message: 'give name or apiId',
        path: ['name'],
      }),
    response: apiType,
  }),
  removeType: endpoint({
    method: 'DELETE',
    path: '/api/api-types/:id/:apiId',
    type: 'api',
    summary: 'apiId 0: delete an empty type; otherwise return the API to the type its route declares',
    access: P.api.edit,
    params: z.object({ id, apiId: idOrZero }),
    response: z.null(),
  }),
  bind: endpoint({
    method: 'PUT',
    path: '/permissions/:permissionId/:apiId',
    type: 'api',
    summary: 'Let a permission open an API (idempotent)',
    access: P.api.edit,
    params: z.object({ permissionId: id, apiId: id }),
    response: z.boolean(),
  }),

  keyKinds: endpoint({
    method: 'GET',
    path: '/api/type',
    type: 'apikey',
    summary: 'Kinds of outside service a key is for',
    access: P.apikey.view,
    response: z.array(z.object({ kind: apiKeyKind, label: z.string() })),
  }),
  keys: endpoint({
    method: 'GET',
    path: '/api/keys',
    type: 'apikey',
    summary: 'Stored API keys, masked',
    access: P.apikey.view,
    query: page(10),
    response: paged(apiKey),
  }),
  saveKey: endpoint({
    method: 'POST',
    path: '/api/keys/:id',
    type: 'apikey',
    summary: 'Create (id 0) or replace an API key; stored encrypted',
    access: P.apikey.edit,
    params: z.object({ id: idOrZero }),
    body: saveKeyBody,
    response: apiKey,
  }),
  removeKey: endpoint({
    method: 'DELETE',
    path: '/api/keys/delKey/:id',
    type: 'apikey',
    summary: 'Delete an API key',
    access: P.apikey.edit,
    params: idParams,
    response: z.null(),
  }),
};
