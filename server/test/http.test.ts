import { endpoint, xlsxExport } from '@fwd/contract';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fileRoute, route } from '../src/http/route.ts';
import { ADMIN_PASSWORD, testApp, type Caller } from './harness.ts';

/** Endpoints made for route()'s answer writers: a point, each way it may be written. */
const point = z.object({ x: z.number() });
const pointAt = (path: string, answerWriter?: 'compiled' | 'handWritten') =>
  endpoint({
    method: 'GET',
    path,
    type: 'test',
    summary: 'A point',
    access: 'public',
    response: point,
    ...(answerWriter && { answerWriter }),
  });
const byHand = pointAt('/api/test/by-hand', 'handWritten');
const compiled = pointAt('/api/test/compiled', 'compiled');
const handWriter = ({ code, message, data }: { code: number; message: string; data: { x: number } }) =>
  `{"code":${code},"message":${JSON.stringify(message)},"data":{"x":${data.x}},"writtenBy":"hand"}`;

let t: Caller;
beforeAll(async () => {
  t = await testApp({
    extend: (app) => {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('database password is hunter2');
      });
      app.get('/api/test/undeclared', async () => ({ code: 20000, message: '', data: 'open' }));
      route(app, byHand, async () => ({ x: 1 }), { writeAnswer: handWriter });
      // A field the schema does not declare: the compiled writer leaves it out.
      route(app, compiled, async () => ({ x: 2, secret: 'not declared' }) as { x: number });
    },
  });
});
afterAll(() => t.close());

describe('envelope and codes', () => {
  it('answers an unknown API route with 40400', async () => {
    const r = await t.call('GET', '/api/no/such/route');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 40400, data: null });
  });

  it('answers a URL too long for Node to read in the envelope (431), in the language asked', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const r = await fetch(`${address}/api/users/info?keyword=${'a'.repeat(20_000)}`, {
      headers: { 'accept-language': 'es' },
    });
    expect([r.status, r.headers.get('content-type'), await r.json()]).toEqual([
      431,
      'application/json; charset=utf-8',
      {
        code: 40000,
        message: 'La dirección de la solicitud o sus cabeceras son demasiado largas',
        data: { errors: [] },
      },
    ]);
  });

  it('answers malformed JSON with 40000', async () => {
    const r = await t.call('POST', '/api/users/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(40000);
  });

  it('lists failed fields with messages in the caller language', async () => {
    const r = await t.call<{ errors: { path: string; message: string }[] }>('POST', '/api/users/login', {
      body: { username: 42 },
      lang: 'en',
    });
    expect(r.body.code).toBe(40000);
    // Counted, not named by the fields' names.
    expect(r.body.message).toBe('2 entries are not valid; see the marked fields');
    expect(r.body.data.errors.map((e) => e.path).sort()).toEqual(['password', 'username']);
    expect(r.body.data.errors.find((e) => e.path === 'username')!.message).toMatch(/expected string, received number/);
    const ja = await t.call('POST', '/api/users/login', { body: {}, lang: 'ja' });
    expect(ja.body.message).toMatch(/入力に誤り/);
    // One fault is its own message.
    const one = await t.call<{ errors: { path: string; message: string }[] }>('POST', '/api/users/login', {
      body: { username: 'a' },
      lang: 'en',
    });
    expect(one.body.message).toBe(one.body.data.errors[0]!.message);
    expect(one.body.message).not.toContain('password');
  });

  it('refuses a body over the limit with 413 in the envelope', async () => {
    const r = await t.call('POST', '/api/users/login', {
      body: JSON.stringify({ username: 'a', password: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe(40000);
  });

  it('hides unexpected errors behind a request id', async () => {
    const r = await t.call('GET', '/api/test/boom');
    expect(r.status).toBe(500);
    expect(r.body.code).toBe(50000);
    expect(JSON.stringify(r.body)).not.toContain('hunter2');
    expect(r.body.message).toMatch(/[0-9a-f-]{36}/);
  });

  it('refuses a route that declares no access', async () => {
    const r = await t.call('GET', '/api/test/undeclared');
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(40300);
  });

  it('accepts the specification paths with or without a trailing slash', async () => {
    const a = await t.call('GET', '/api/health');
    const b = await t.call('GET', '/api/health/');
    expect(a.body.code).toBe(20000);
    expect(b.body.code).toBe(20000);
  });

  it('reports the database in health', async () => {
    const r = await t.call<{ status: string; database: string }>('GET', '/api/health');
    expect(r.body.data.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(r.body.data.database);
  });

  it('sends security headers and a content security policy', async () => {
    const r = await t.call('GET', '/api/health');
    expect(r.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers errors the router meets in the envelope: a path that is not valid percent-encoding (400), a parameter too long (414)', async () => {
    const cases = [
      ['/api/roles/get-role-visibility/%E0%A4%A', 400],
      ['/api/user-permissions/getUserPermissionsByRoleName/' + 'a'.repeat(5000), 414],
    ] as const;
    for (const [url, status] of cases) {
      const r = await t.call('GET', url);
      expect(r.status, url).toBe(status);
      expect(r.body.code, url).toBe(40000);
      expect(r.headers['cache-control']).toBe('no-store');
    }
  });

  it('tells no cache to keep an API answer, success or not', async () => {
    for (const url of ['/api/health', '/api/no/such/route', '/api/users/info']) {
      expect((await t.call('GET', url)).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('publishes OpenAPI generated from the contract, with the ids a route acts on marked', async () => {
    const marked = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(marked.body).toContain('"x-acts-on":"user"');
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = r.json() as { paths: Record<string, unknown> };
    expect(r.statusCode).toBe(200);
    expect(Object.keys(doc.paths)).toContain('/users/login');
  });
});

describe('compression', () => {
  const get = async (url: string, encoding: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': encoding, ...(token && { authorization: `Bearer ${token}` }) },
    });

  it('compresses a JSON answer over a kilobyte as the client accepts, to the same JSON', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const plain = await get('/api/country/all-country', 'identity', token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accepted, sent, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const r = await get('/api/country/all-country', accepted, token);
      expect(r.headers['content-encoding']).toBe(sent);
      expect(r.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(r.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves a small answer and an Excel file as they are', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const small = await get('/api/health', 'br, gzip');
    expect([small.headers['content-encoding'], small.json().code]).toEqual([undefined, 20000]);
    const file = await get('/api/quote/sheet/template', 'br, gzip', token);
    expect([file.statusCode, file.headers['content-encoding'], file.rawPayload.subarray(0, 2).toString()]).toEqual([
      200,
      undefined,
      'PK',
    ]);
  });
});

describe('route(): the answer writer the endpoint declares', () => {
  const answer = async () => ({ x: 0 });
  const writeAnswer = () => '{}';

  it("sends what the route's own writer wrote, for an endpoint declaring its answer hand-written", async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/test/by-hand' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.json()).toEqual({ code: 20000, message: '成功', data: { x: 1 }, writtenBy: 'hand' });
  });

  it('writes a compiled answer with the declared fields only, compiled at registration: no transforms to run', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/test/compiled' });
    expect(r.json()).toEqual({ code: 20000, message: '成功', data: { x: 2 } });
    // Zod's encode runs a transform; a serializer compiled from the schema could not, so the declaration is refused.
    const counted = (answerWriter?: 'compiled') =>
      endpoint({
        method: 'GET',
        path: '/api/test/counted',
        type: 'test',
        summary: 'A count',
        access: 'public',
        response: z.string().transform((s) => s.length),
        ...(answerWriter && { answerWriter }),
      });
    expect(() => route(Fastify(), counted('compiled'), async () => 0)).toThrow(
      'Transforms cannot be represented in JSON Schema',
    );
    expect(() => route(Fastify(), counted(), async () => 0)).not.toThrow();
  });

  it('refuses at registration a hand-written answer without a writer, and a writer the endpoint does not declare', () => {
    const app = Fastify();
    expect(() => route(app, pointAt('/api/test/a', 'handWritten'), answer)).toThrow(
      'GET /api/test/a declares a hand-written answer: its route must give writeAnswer',
    );
    for (const declared of [undefined, 'compiled'] as const) {
      expect(() => route(app, pointAt('/api/test/b', declared), answer, { writeAnswer })).toThrow(
        "GET /api/test/b does not declare answerWriter: 'handWritten', yet its route gives writeAnswer",
      );
    }
    expect(
      app.hasRoute({ method: 'GET', url: '/api/test/a' }) || app.hasRoute({ method: 'GET', url: '/api/test/b' }),
    ).toBe(false);
  });

  it('refuses a file endpoint that declares an answer writer', () => {
    const file = endpoint({
      method: 'GET',
      path: '/api/test/file',
      type: 'test',
      summary: 'A file',
      access: 'public',
      ...xlsxExport,
      answerWriter: 'compiled',
    });
    expect(() => fileRoute(Fastify(), file, async () => ({ filename: 'x.xlsx', stream: Readable.from([]) }))).toThrow(
      "GET /api/test/file answers a file, yet declares answerWriter: 'compiled'",
    );
  });
});
