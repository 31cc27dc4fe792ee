import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Caller } from './harness.ts';

let t: Caller;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
const getScript = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/assets/big-789.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  for (const language of ['zh', 'en', 'es', 'ja'])
    fs.writeFileSync(path.join(dist, `login.${language}.html`), `<!doctype html><title>login ${language}</title>`);
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'big-789.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'big-789.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'big-789.js.gz'), gzipSync(script));
  t = await testApp({ env: { WEB_DIST: dist } });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers any page path with the app (history mode), never cached', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/employee?companyId=2' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<title>console</title>');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it("answers HEAD on the app's pages as GET, without the body", async () => {
    for (const url of ['/', '/login', '/employee']) {
      const [get, head] = await Promise.all(
        ['GET', 'HEAD'].map((method) => t.app.inject({ method: method as 'GET' | 'HEAD', url })),
      );
      expect([url, head!.statusCode, head!.headers['content-type'], head!.body]).toEqual([
        url,
        200,
        get!.headers['content-type'],
        '',
      ]);
      expect(head!.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('answers /login with the login page prerendered in the language the app starts in: cookie, browser, else English', async () => {
    const login = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    const cases: [Record<string, string>, string][] = [
      [{ cookie: 'Admin-Token=x; language=ja', 'accept-language': 'zh-CN,zh;q=0.9' }, 'ja'],
      [{ 'accept-language': 'fr-FR,fr;q=0.9,es;q=0.8,zh;q=0.7' }, 'es'],
      [{ cookie: 'language=xx', 'accept-language': 'zh-TW' }, 'zh'],
      [{ 'accept-language': 'fr' }, 'en'],
      [{}, 'en'],
    ];
    for (const [headers, language] of cases) {
      const r = await login('/login?redirect=%2Femployee', headers);
      expect(r.body, JSON.stringify(headers)).toContain(`<title>login ${language}</title>`);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers.vary).toMatch(/cookie/i);
    }
    expect((await login('/login/', { 'accept-language': 'ja' })).body).toContain('<title>login ja</title>');
    expect((await login('/loginx', { 'accept-language': 'ja' })).body).toContain('<title>console</title>');
  });

  it('sends a login form posted before the scripts ran back to the page, the password in no URL and unread', async () => {
    const body = 'username=admin&password=s3cret%21';
    for (const url of ['/login', '/login/']) {
      const r = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(r.statusCode, url).toBe(303);
      expect(r.headers.location).toBe('/login');
      expect(r.body).not.toContain('s3cret');
    }
    // Any other page path posted to stays a 404.
    expect((await t.app.inject({ method: 'POST', url: '/employee', body: 'a=1' })).statusCode).toBe(404);
  });

  it('serves hashed assets with a long cache', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli file built beside a script when the browser accepts it, with the long cache', async () => {
    const r = await getScript('gzip, deflate, br, zstd');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a browser that accepts gzip but not brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await getScript('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await getScript();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a missing asset with 404, not the app', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/assets/gone-456.js' });
    expect(r.statusCode).toBe(404);
  });

  it('answers /robots.txt with rules that keep every crawler out, not with the app', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const r = await t.app.inject({ method, url: '/robots.txt' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
      if (method === 'GET') expect(r.body).toBe('User-agent: *\nDisallow: /\n');
    }
  });

  it('tells search engines not to index pages, assets, the API or its documents', async () => {
    for (const url of [
      '/',
      '/login',
      '/employee',
      '/assets/app-123.js',
      '/assets/gone-456.js',
      '/api/health',
      '/api/nothing-here',
      '/api/docs/json',
      '/robots.txt',
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect([url, r.headers['x-robots-tag']]).toEqual([url, 'noindex, nofollow']);
    }
  });

  it('keeps unknown API routes in the envelope', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(r.json().code).toBe(40400);
  });
});
