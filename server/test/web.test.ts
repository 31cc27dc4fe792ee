import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Caller } from './harness.ts';

let t: Caller;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
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

  it('serves hashed assets with a long cache', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/assets/gone-456.js' });
    expect(r.statusCode).toBe(404);
  });

  it('keeps unknown API routes in the envelope', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(r.json().code).toBe(40400);
  });
});
