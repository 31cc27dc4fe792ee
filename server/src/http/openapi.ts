import { accessCodes, type Endpoint } from '@fwd/contract';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Area, EndpointGroup } from './area.ts';
import { errorResponses, type ErrorResponse } from './openapi-errors.ts';
import { fixNullable } from './openapi-nullable.ts';
import { simplifyUnions } from './openapi-unions.ts';

type Doc = Record<string, unknown> & {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, object>;
};
type Operation = Record<string, unknown> & { operationId?: string; responses: Record<string, unknown> };

const camel = (words: string[]) => words.map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w)).join('');

/** `orders.page` → `ordersPage`: the contract's own names, so generated clients read like the web's. */
export function operationIds(areas: readonly Area[]): Map<Endpoint, string> {
  const ids = new Map<Endpoint, string>();
  const taken = new Set<string>();
  const walk = (group: EndpointGroup, keys: string[]) => {
    for (const [key, v] of Object.entries(group)) {
      if (!('method' in v && 'path' in v)) {
        walk(v as EndpointGroup, [...keys, key]);
        continue;
      }
      const id = camel([...keys, key]);
      if (taken.has(id)) throw new Error(`two endpoints would publish the operationId ${id}`);
      taken.add(id);
      ids.set(v as Endpoint, id);
    }
  };
  for (const area of areas) if (area.endpoints) walk(area.endpoints, [area.name]);
  return ids;
}

const securitySchemes = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description: 'The token login answers, as `Authorization: Bearer <token>`',
  },
  sessionInQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'Authorization',
    description: 'The same token as a query parameter, where an endpoint accepts it',
  },
};

function security(e: Endpoint) {
  if (e.access === 'public') return [];
  return e.tokenInQuery ? [{ session: [] }, { sessionInQuery: [] }] : [{ session: [] }];
}

const ref = (name: ErrorResponse) => ({ $ref: `#/components/responses/${name}` });

/** What the guard, the input check and the rules may answer instead of the success. */
function failures(e: Endpoint) {
  const guarded = e.access !== 'public';
  return {
    400: ref('BadInput'),
    ...(guarded && { 401: ref('Unauthorized'), 403: ref('Forbidden') }),
    404: ref('NotFound'),
    ...(e.method !== 'GET' && { 409: ref('Conflict') }),
    default: ref('Error'),
  };
}

function uploadBody(e: Endpoint) {
  const fields = e.upload?.fields
    ? (z.toJSONSchema(e.upload.fields, { target: 'openapi-3.0', io: 'input' }) as {
        properties?: object;
        required?: string[];
      })
    : {};
  const schema = {
    type: 'object',
    required: [...(fields.required ?? []), 'file'],
    properties: { ...fields.properties, file: { type: 'string', format: 'binary' } },
  };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/** What the contract says beyond the zod schemas: who may call, how it fails, files in and out. */
function complete(op: Operation, e: Endpoint): Operation {
  const codes = accessCodes(e.access);
  const success = e.file
    ? { 200: { description: 'The file', content: { [e.file]: { schema: { type: 'string', format: 'binary' } } } } }
    : op.responses;
  return {
    ...op,
    security: security(e),
    ...(codes.length > 0 && { 'x-permissions': codes }),
    ...(e.upload && { requestBody: uploadBody(e) }),
    responses: { ...success, ...failures(e) },
  };
}

/**
 * The @fastify/swagger transforms that publish the contract: zod's schemas
 * (named ones, the recursive permission tree, as components), then each
 * operation completed from its endpoint, unions that hold one schema said as
 * it, and nullability said the way OpenAPI 3.0 means it.
 */
export function openapiTransforms(
  areas: readonly Area[],
): Required<Pick<FastifyDynamicSwaggerOptions, 'transform' | 'transformObject'>> {
  const ids = operationIds(areas);
  const byId = new Map([...ids].map(([e, id]) => [id, e]));
  const zodRoute = createJsonSchemaTransform({});
  const zodDocument = createJsonSchemaTransformObject({});
  return {
    transform: (input) => {
      const out = zodRoute(input as Parameters<typeof zodRoute>[0]);
      const e = input.route.config?.endpoint;
      const operationId = e && ids.get(e);
      return operationId ? { ...out, schema: { ...out.schema, operationId } as FastifySchema } : out;
    },
    transformObject: (input) => {
      const doc = zodDocument(input as Parameters<typeof zodDocument>[0]) as Doc;
      for (const ops of Object.values(doc.paths ?? {})) {
        for (const [method, op] of Object.entries(ops)) {
          const e = op.operationId ? byId.get(op.operationId) : undefined;
          if (e) ops[method] = complete(op, e);
        }
      }
      doc.components = { ...doc.components, securitySchemes, responses: errorResponses };
      return fixNullable(simplifyUnions(doc)) as ReturnType<FastifyDynamicSwaggerOptions['transformObject'] & object>;
    },
  };
}
