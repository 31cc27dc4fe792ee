import SwaggerParser from '@apidevtools/swagger-parser';
import { envelope } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testApp, type Caller } from './harness.ts';

interface Operation {
  operationId?: string;
  security?: object[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
}

describe('the published API (/api/docs/json)', () => {
  let t: Caller;
  let doc: { paths: Record<string, Record<string, Operation>> };
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, op })),
    );

  beforeAll(async () => {
    t = await testApp({
      // A route whose hand-written answer breaks the schema it publishes.
      extend: (app) =>
        app.get(
          '/api/lying',
          {
            config: { access: 'public' },
            schema: { response: { 200: envelope(z.object({ count: z.number().int() })) } },
          },
          (_req, reply) =>
            reply
              .type('application/json')
              .send(JSON.stringify({ code: 20000, message: 'ok', data: { count: 'many' } })),
        ),
    });
    doc = (await t.call<never>('GET', '/api/docs/json')).body as never;
  });
  afterAll(() => t.close());

  it('validates as OpenAPI', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('names every contract operation once, says who may call it and how it fails', () => {
    const contract = operations().filter(({ at }) => at !== 'get /lying');
    expect(contract.length).toBeGreaterThan(100);
    const ids = contract.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(contract.filter(({ op }) => !op.security).map(({ at }) => at)).toEqual([]);
    expect(
      contract.filter(({ op }) => !Object.keys(op.responses).some((s) => s.startsWith('4'))).map(({ at }) => at),
    ).toEqual([]);
  });

  it('asks a session of all but public operations, and names the permission', () => {
    const login = doc.paths['/users/login']!.post!;
    expect(login.security).toEqual([]);
    expect(login.responses['401']).toBeUndefined();
    const page = doc.paths['/orders/page']!.post!;
    expect(page.operationId).toBe('ordersPage');
    expect(page.security).toEqual([{ session: [] }]);
    expect(page.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
  });

  it('shows uploads as their multipart form and exports as their file', () => {
    expect(Object.keys(doc.paths['/orders/import']!.post!.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(JSON.stringify(doc.paths['/remote-area/import']!.post!.requestBody)).toContain('effectiveFrom');
    const exports = operations().filter(({ op }) => JSON.stringify(op.responses['200']).includes('spreadsheetml'));
    expect(exports.length).toBeGreaterThan(3);
  });

  it('says each union as what it is: no anyOf of one schema or of the same schema twice', () => {
    const illogical: string[] = [];
    const walk = (v: unknown, at: string) => {
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}/${i}`));
      else if (v && typeof v === 'object') {
        const anyOf = (v as { anyOf?: unknown[] }).anyOf;
        if (anyOf && new Set(anyOf.map((b) => JSON.stringify(b))).size < 2) illogical.push(at);
        for (const [k, x] of Object.entries(v)) walk(x, `${at}/${k}`);
      }
    };
    walk(doc, '');
    expect(illogical).toEqual([]);
  });

  it('publishes the bounds the server keeps: page sizes, decimals as patterned text, ids as integers', () => {
    const param = (path: string, method: string, name: string) =>
      (doc.paths[path]![method] as unknown as { parameters: { name: string; schema: object }[] }).parameters.find(
        (p) => p.name === name,
      )!.schema;
    expect(param('/customer/page', 'get', 'pageSize')).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
    // A weight: a decimal of up to 3 places, and more than 0.
    expect(param('/price-query', 'get', 'weight')).toEqual({
      type: 'string',
      pattern: '^(?!0+(\\.0+)?$)\\d{1,6}(\\.\\d{1,3})?$',
    });
    expect(param('/roles/{id}', 'delete', 'id')).toMatchObject({ type: 'integer', minimum: 1, 'x-acts-on': 'role' });
  });

  it('states the bounds of every number a request may carry, and no number where the server wants text', () => {
    const schemas = (doc as unknown as { components: { schemas?: Record<string, object> } }).components.schemas ?? {};
    const unbounded: string[] = [];
    const walk = (v: unknown, at: string, seen: Set<unknown>) => {
      const ref = (v as { $ref?: string } | null)?.$ref;
      const s = ref ? schemas[ref.split('/').pop()!] : v;
      if (!s || typeof s !== 'object' || seen.has(s)) return;
      seen.add(s);
      const n = s as { type?: string; enum?: unknown[]; minimum?: number; maximum?: number };
      if (
        (n.type === 'number' || n.type === 'integer') &&
        !n.enum &&
        (n.minimum === undefined || n.maximum === undefined)
      )
        unbounded.push(at);
      for (const [k, x] of Object.entries(s)) walk(x, `${at}/${k}`, seen);
    };
    for (const { at, op } of operations()) {
      const { parameters } = op as { parameters?: unknown };
      walk(parameters, `${at} parameters`, new Set());
      walk(op.requestBody, `${at} body`, new Set());
    }
    expect(unbounded).toEqual([]);
  });

  it('fails a test whose answer breaks its published schema', async () => {
    await expect(t.call('GET', '/api/lying')).rejects.toThrow(/breaks its published schema.*count/);
  });

  it('holds failures to their published shape too', async () => {
    const r = await t.call('POST', '/api/orders/page', { body: {} });
    expect(r.status).toBe(401);
  });
});
