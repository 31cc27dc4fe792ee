import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Caller } from './harness.ts';

let t: Caller;
beforeAll(async () => {
  t = await testApp({
    extend: (app) => {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('database password is hunter2');
      });
      app.get('/api/test/undeclared', async () => ({ code: 20000, message: '', data: 'open' }));
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

  it('answers malformed JSON with 40000', async () => {
    const r = await t.call('POST', '/api/users/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(40000);
  });

  it('lists failed fields with messages in the caller language', async () => {
    const r = await t.call<{ errors: { path: string; message: string }[] }>('POST', '/api/users/login', {
      body: { username: 42 },
      lang: 'en',
    });
    expect(r.body.code).toBe(40000);
    expect(r.body.message).toMatch(/^Invalid input: /);
    expect(r.body.data.errors.map((e) => e.path).sort()).toEqual(['password', 'username']);
    expect(r.body.data.errors.find((e) => e.path === 'username')!.message).toMatch(/expected string, received number/);
    const ja = await t.call('POST', '/api/users/login', { body: {}, lang: 'ja' });
    expect(ja.body.message).toMatch(/入力内容/);
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

  it('answers errors the router meets in the envelope: a path that is not valid percent-encoding, a parameter too long', async () => {
    for (const url of ['/api/roles/get-role-visibility/%E0%A4%A', '/api/user-permissions/getUserPermissionsByRoleName/' + 'a'.repeat(5000)]) {
      const r = await t.call('GET', url);
      expect(r.status, url).toBe(400);
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
